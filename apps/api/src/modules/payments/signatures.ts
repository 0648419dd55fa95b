import { createHmac, timingSafeEqual } from "node:crypto";

/** Lower-case hex HMAC-SHA256 of a message. */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
	return createHmac("sha256", secret).update(message).digest("hex");
}

/** Compares two hex signatures in constant time; anything malformed is simply unequal. */
export function signaturesMatch(expected: string, given: string | null | undefined): boolean {
	if (typeof given !== "string" || !/^[0-9a-f]+$/i.test(given)) return false;
	const a = Buffer.from(expected, "hex");
	const b = Buffer.from(given.toLowerCase(), "hex");
	return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/**
 * Razorpay checkout's signature of a successful payment:
 * HMAC_SHA256(order_id + "|" + payment_id, key_secret). The built-in test
 * gateway signs the same way.
 */
export function checkoutSignature(gatewayOrderId: string, gatewayPaymentId: string, secret: string): string {
	return hmacSha256Hex(secret, `${gatewayOrderId}|${gatewayPaymentId}`);
}

export function verifyCheckoutSignature(
	gatewayOrderId: string,
	gatewayPaymentId: string,
	signature: string | null | undefined,
	secret: string,
): boolean {
	return signaturesMatch(checkoutSignature(gatewayOrderId, gatewayPaymentId, secret), signature);
}

/** The test gateway also signs a failure, so that nobody can fail another shopper's payment either. */
export function failureSignature(gatewayOrderId: string, gatewayPaymentId: string, secret: string): string {
	return hmacSha256Hex(secret, `${gatewayOrderId}|${gatewayPaymentId}|failed`);
}

/** Razorpay webhooks: `X-Razorpay-Signature` is the HMAC-SHA256 of the raw body with the webhook secret. */
export function verifyWebhookSignature(rawBody: string | Buffer, signature: string | null | undefined, secret: string) {
	return signaturesMatch(hmacSha256Hex(secret, rawBody), signature);
}
