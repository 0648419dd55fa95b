import type { VerifyPaymentRequest } from "@pitara/shared";

/**
 * The gateway's result as it comes back in the payment page's URL
 * (`gateway_order_id`, `gateway_payment_id`, `signature`, `outcome`), or null
 * when the page was opened without one.
 */
export function gatewayResultFrom(params: URLSearchParams, orderId: number): VerifyPaymentRequest | null {
	const gatewayOrderId = params.get("gateway_order_id");
	const gatewayPaymentId = params.get("gateway_payment_id");
	const outcome = params.get("outcome");
	if (!gatewayOrderId || !gatewayPaymentId || (outcome !== "paid" && outcome !== "failed")) return null;
	const signature = params.get("signature");
	return {
		order_id: orderId,
		gateway_order_id: gatewayOrderId,
		gateway_payment_id: gatewayPaymentId,
		outcome,
		...(signature ? { signature } : {}),
	};
}

/** The payment page's URL carrying a result (what Razorpay's handler hands us, in our names). */
export function resultSearch(result: Omit<VerifyPaymentRequest, "order_id">): string {
	const params = new URLSearchParams({
		gateway_order_id: result.gateway_order_id,
		gateway_payment_id: result.gateway_payment_id,
		outcome: result.outcome,
	});
	if (result.signature) params.set("signature", result.signature);
	return `?${params}`;
}
