import { randomBytes } from "node:crypto";
import { messages, type Paise } from "@pitara/shared";
import type { Config } from "../../config.ts";
import { loadAppSecret } from "../../db/app-settings.ts";
import type { Database, Db } from "../../db/client.ts";
import { AppError, badGateway } from "../../lib/errors.ts";
import { checkoutSignature, failureSignature, signaturesMatch, verifyCheckoutSignature } from "./signatures.ts";

/**
 * The payment gateway boundary: everything outside (the built-in test page,
 * Razorpay's API) becomes these few shapes here and nowhere else.
 */
export type GatewayName = "test" | "razorpay";

export interface GatewayResult {
	gatewayOrderId: string;
	gatewayPaymentId: string;
	/** HMAC-SHA256 as the gateway's checkout signs it */
	signature?: string | undefined;
	outcome: "paid" | "failed";
	/** what the attempt is for, in paise: a payment of another amount is not this one */
	amount: Paise;
}

export interface PaymentGateway {
	readonly name: GatewayName;
	/** Opens an order at the gateway for an amount in paise; answers the gateway's order id. */
	createOrder(input: {
		amount: Paise;
		receipt: string;
		notes: Record<string, string>;
	}): Promise<{ gatewayOrderId: string }>;
	/**
	 * Checks a result the browser brought back. Answers the outcome when the
	 * gateway vouches for it; throws a 400 (nothing changes) when it does not.
	 */
	confirm(result: GatewayResult): Promise<"paid" | "failed">;
	/**
	 * Gives (part of) a captured payment back. With `idempotencyKey`, a repeat of the same request refunds once
	 * (Razorpay's X-Refund-Idempotency header) and answers the same refund.
	 */
	refund(input: { gatewayPaymentId: string; amount: Paise; idempotencyKey?: string }): Promise<GatewayRefund>;
	/** What the browser needs to open the gateway's checkout for one gateway order. */
	checkoutFields(gatewayOrderId: string): { redirect_url?: string; key_id?: string };
}

/** A refund as the gateway answers it. */
export interface GatewayRefund {
	refundId: string;
	status: "pending" | "processed" | "failed";
}

export const invalidSignature = () => new AppError(400, "INVALID_SIGNATURE", messages.payment.invalidSignature);
/** A genuine payment the gateway has not captured (yet): nothing changes. */
export const notCaptured = () => new AppError(409, "PAYMENT_NOT_CAPTURED", messages.payment.notCaptured);

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString("base64url")}`;

/**
 * The built-in gateway for the demo and tests: a page of ours with Pay and
 * Fail (test-gateway.pages.ts) that signs its result with a secret the way
 * Razorpay's checkout does; the server verifies the signature before it
 * believes the result.
 */
export class TestGateway implements PaymentGateway {
	readonly name = "test" as const;
	constructor(private readonly secret: string) {}

	async createOrder(): Promise<{ gatewayOrderId: string }> {
		return { gatewayOrderId: randomId("order_test_") };
	}

	/** What the test payment page hands back for a payment: a new payment id and the signature. */
	sign(gatewayOrderId: string, outcome: "paid" | "failed"): { gatewayPaymentId: string; signature: string } {
		const gatewayPaymentId = randomId("pay_test_");
		const signature =
			outcome === "paid"
				? checkoutSignature(gatewayOrderId, gatewayPaymentId, this.secret)
				: failureSignature(gatewayOrderId, gatewayPaymentId, this.secret);
		return { gatewayPaymentId, signature };
	}

	async confirm(result: GatewayResult): Promise<"paid" | "failed"> {
		const ok =
			result.outcome === "paid"
				? verifyCheckoutSignature(result.gatewayOrderId, result.gatewayPaymentId, result.signature, this.secret)
				: signaturesMatch(
						failureSignature(result.gatewayOrderId, result.gatewayPaymentId, this.secret),
						result.signature,
					);
		if (!ok) throw invalidSignature();
		return result.outcome;
	}

	/** Nothing leaves the test gateway: a refund is processed at once (one id per idempotency key). */
	async refund(input: { idempotencyKey?: string }): Promise<GatewayRefund> {
		return {
			refundId: input.idempotencyKey
				? `rfnd_test_${input.idempotencyKey.replace(/[^A-Za-z0-9]/g, "")}`
				: randomId("rfnd_test_"),
			status: "processed",
		};
	}

	checkoutFields(gatewayOrderId: string) {
		return { redirect_url: `/pay/test/${encodeURIComponent(gatewayOrderId)}` };
	}
}

export interface RazorpayOptions {
	keyId: string;
	keySecret: string;
	webhookSecret: string;
	baseUrl?: string;
	fetch?: typeof fetch;
	timeoutMs?: number;
}

interface RazorpayPayment {
	id: string;
	order_id: string | null;
	status: string;
	amount: number;
}

/**
 * Razorpay: orders are opened through its Orders API with basic auth, the
 * browser pays in checkout.js, and the result is trusted only when its
 * signature verifies (or, for a failure, when Razorpay's API confirms it).
 */
export class RazorpayGateway implements PaymentGateway {
	readonly name = "razorpay" as const;
	private readonly baseUrl: string;
	private readonly doFetch: typeof fetch;
	private readonly timeoutMs: number;

	constructor(private readonly options: RazorpayOptions) {
		this.baseUrl = (options.baseUrl ?? "https://api.razorpay.com/v1").replace(/\/+$/, "");
		this.doFetch = options.fetch ?? ((input, init) => fetch(input, init));
		this.timeoutMs = options.timeoutMs ?? 10_000;
	}

	get webhookSecret(): string {
		return this.options.webhookSecret;
	}

	private async request<T>(
		method: "GET" | "POST",
		path: string,
		body?: unknown,
		extraHeaders: Record<string, string> = {},
	): Promise<T> {
		const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString("base64");
		let response: Response;
		try {
			response = await this.doFetch(`${this.baseUrl}${path}`, {
				method,
				headers: {
					authorization: `Basic ${auth}`,
					accept: "application/json",
					...(body === undefined ? {} : { "content-type": "application/json" }),
					...extraHeaders,
				},
				body: body === undefined ? undefined : JSON.stringify(body),
				signal: AbortSignal.timeout(this.timeoutMs),
			});
		} catch (error) {
			throw Object.assign(badGateway(messages.payment.gatewayFailed, "GATEWAY_UNREACHABLE"), { cause: error });
		}
		const text = await response.text();
		if (!response.ok) {
			throw Object.assign(badGateway(messages.payment.gatewayFailed, "GATEWAY_ERROR"), {
				cause: new Error(`razorpay ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`),
			});
		}
		return JSON.parse(text) as T;
	}

	async createOrder(input: { amount: Paise; receipt: string; notes: Record<string, string> }) {
		const order = await this.request<{ id: string }>("POST", "/orders", {
			amount: input.amount,
			currency: "INR",
			receipt: input.receipt,
			notes: input.notes,
		});
		if (typeof order.id !== "string") throw badGateway(messages.payment.gatewayFailed, "GATEWAY_ERROR");
		return { gatewayOrderId: order.id };
	}

	async fetchPayment(gatewayPaymentId: string): Promise<RazorpayPayment> {
		return this.request<RazorpayPayment>("GET", `/payments/${encodeURIComponent(gatewayPaymentId)}`);
	}

	async capturePayment(gatewayPaymentId: string, amount: Paise): Promise<RazorpayPayment> {
		return this.request<RazorpayPayment>("POST", `/payments/${encodeURIComponent(gatewayPaymentId)}/capture`, {
			amount,
			currency: "INR",
		});
	}

	/**
	 * The signature proves checkout's result, which means authorized, not that
	 * money was taken: Razorpay's own record of the payment decides. Captured is
	 * paid; authorized (manual capture, late authorization) is captured here for
	 * the attempt's amount first; failed is a failure; anything else leaves the
	 * order as it is (409) for the webhook or a later look to settle.
	 */
	async confirm(result: GatewayResult): Promise<"paid" | "failed"> {
		if (!/^pay_[A-Za-z0-9]+$/.test(result.gatewayPaymentId)) throw invalidSignature();
		if (
			result.outcome === "paid" &&
			!verifyCheckoutSignature(result.gatewayOrderId, result.gatewayPaymentId, result.signature, this.options.keySecret)
		) {
			throw invalidSignature();
		}
		let payment = await this.fetchPayment(result.gatewayPaymentId);
		if (payment.order_id !== result.gatewayOrderId) throw invalidSignature();
		// checkout.js reports a failure unsigned: only Razorpay's word counts
		if (result.outcome === "failed") {
			if (payment.status !== "failed") throw invalidSignature();
			return "failed";
		}
		if (payment.amount !== result.amount) throw invalidSignature();
		if (payment.status === "failed") return "failed";
		if (payment.status === "authorized") {
			try {
				payment = await this.capturePayment(payment.id, result.amount);
			} catch (error) {
				// a capture that raced with another (a second verify, Razorpay's auto-capture) is refused: look again
				payment = await this.fetchPayment(payment.id);
				if (payment.status !== "captured") throw error;
			}
		}
		if (payment.status !== "captured") throw notCaptured();
		return "paid";
	}

	/**
	 * POST /v1/payments/{id}/refund with the amount (a partial refund when less than the payment). The
	 * X-Refund-Idempotency header (10+ characters: letters, digits, - and _) makes a retry after a timeout answer
	 * the refund already made instead of making another; the same key must carry the same body.
	 */
	async refund(input: { gatewayPaymentId: string; amount: Paise; idempotencyKey?: string }): Promise<GatewayRefund> {
		const refund = await this.request<{ id?: unknown; status?: unknown }>(
			"POST",
			`/payments/${encodeURIComponent(input.gatewayPaymentId)}/refund`,
			{ amount: input.amount, speed: "normal", ...(input.idempotencyKey ? { receipt: input.idempotencyKey } : {}) },
			input.idempotencyKey ? { "x-refund-idempotency": input.idempotencyKey } : {},
		);
		if (typeof refund.id !== "string") throw badGateway(messages.payment.gatewayFailed, "GATEWAY_ERROR");
		const status = refund.status === "processed" ? "processed" : refund.status === "failed" ? "failed" : "pending";
		return { refundId: refund.id, status };
	}

	checkoutFields() {
		return { key_id: this.options.keyId };
	}
}

export const TEST_SECRET_SETTING = "payment_test_secret";

/**
 * The test gateway's signing secret: made once and kept in app_settings, so
 * that every API instance signs and verifies with the same one.
 */
export function loadTestSecret(db: Db): Promise<string> {
	return loadAppSecret(db, TEST_SECRET_SETTING);
}

const gateways = new WeakMap<Database, Promise<PaymentGateway>>();

/** The configured gateway (PAYMENT_GATEWAY), one per database handle. */
export function paymentGateway(config: Config, database: Database): Promise<PaymentGateway> {
	let gateway = gateways.get(database);
	if (!gateway) {
		gateway =
			config.PAYMENT_GATEWAY === "razorpay"
				? Promise.resolve(
						new RazorpayGateway({
							keyId: config.RAZORPAY_KEY_ID ?? "",
							keySecret: config.RAZORPAY_KEY_SECRET ?? "",
							webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? "",
							...(config.RAZORPAY_API_URL ? { baseUrl: config.RAZORPAY_API_URL } : {}),
						}),
					)
				: loadTestSecret(database.db).then((secret) => new TestGateway(secret));
		gateway.catch(() => gateways.delete(database));
		gateways.set(database, gateway);
	}
	return gateway;
}

/** The test gateway, whatever is configured (its page signs results only when it is the one in use). */
export async function testGateway(config: Config, database: Database): Promise<TestGateway | null> {
	const gateway = await paymentGateway(config, database);
	return gateway instanceof TestGateway ? gateway : null;
}
