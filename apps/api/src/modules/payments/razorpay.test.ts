import { messages, type PaymentStart } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { cancelOrder, createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { orders, payments } from "../../db/schema/index.ts";
import { RazorpayGateway } from "./gateway.ts";
import { checkoutSignature, hmacSha256Hex, verifyCheckoutSignature, verifyWebhookSignature } from "./signatures.ts";

const KEY_ID = "rzp_test_1DP5mmOlF5G5ag";
const KEY_SECRET = "EnLs21M47BllR3X8PSFtjtbd";
const WEBHOOK_SECRET = "whsec_test_123";

// vectors computed independently: printf '%s' '<message>' | openssl dgst -sha256 -hmac '<secret>'
const CHECKOUT_VECTOR = {
	orderId: "order_IEIaMR65cu6nz3",
	paymentId: "pay_IH4NVgf4Dreq1l",
	signature: "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f",
};
const WEBHOOK_BODY =
	'{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_29QQoUBi66xm2f","order_id":"order_9A33XWu170gUtm","status":"captured","amount":50000}}}}';
const WEBHOOK_SIGNATURE = "8c4d2a718972f5168a028ccdfd92f7ecd991cdfeafc60f24814bffed281b32e5";

describe("Razorpay signatures", () => {
	it("verifies checkout's HMAC_SHA256(order_id + '|' + payment_id, key_secret) against a known vector", () => {
		const { orderId, paymentId, signature } = CHECKOUT_VECTOR;
		expect(checkoutSignature(orderId, paymentId, KEY_SECRET)).toBe(signature);
		expect(verifyCheckoutSignature(orderId, paymentId, signature, KEY_SECRET)).toBe(true);
		expect(verifyCheckoutSignature(orderId, paymentId, signature.toUpperCase(), KEY_SECRET)).toBe(true);
	});

	it("refuses a wrong checkout signature", () => {
		const { orderId, paymentId, signature } = CHECKOUT_VECTOR;
		const flipped = `${signature.slice(0, -1)}${signature.endsWith("f") ? "e" : "f"}`;
		expect(verifyCheckoutSignature(orderId, paymentId, flipped, KEY_SECRET)).toBe(false);
		expect(verifyCheckoutSignature(orderId, "pay_other", signature, KEY_SECRET)).toBe(false);
		expect(verifyCheckoutSignature(orderId, paymentId, signature, "another-secret")).toBe(false);
		expect(verifyCheckoutSignature(orderId, paymentId, signature.slice(0, 32), KEY_SECRET)).toBe(false);
		expect(verifyCheckoutSignature(orderId, paymentId, "", KEY_SECRET)).toBe(false);
		expect(verifyCheckoutSignature(orderId, paymentId, undefined, KEY_SECRET)).toBe(false);
		expect(verifyCheckoutSignature(orderId, paymentId, "zz".repeat(32), KEY_SECRET)).toBe(false);
	});

	it("verifies the webhook's X-Razorpay-Signature over the raw body against a known vector", () => {
		expect(hmacSha256Hex(WEBHOOK_SECRET, WEBHOOK_BODY)).toBe(WEBHOOK_SIGNATURE);
		expect(verifyWebhookSignature(WEBHOOK_BODY, WEBHOOK_SIGNATURE, WEBHOOK_SECRET)).toBe(true);
		// the same JSON re-serialised is another body
		expect(
			verifyWebhookSignature(JSON.stringify(JSON.parse(WEBHOOK_BODY), null, 1), WEBHOOK_SIGNATURE, WEBHOOK_SECRET),
		).toBe(false);
		expect(verifyWebhookSignature(WEBHOOK_BODY, WEBHOOK_SIGNATURE, "wrong")).toBe(false);
		expect(verifyWebhookSignature(WEBHOOK_BODY, null, WEBHOOK_SECRET)).toBe(false);
	});
});

interface FakeCall {
	method: string;
	url: string;
	authorization: string | null;
	body: Record<string, unknown> | null;
}

/** A stand-in for api.razorpay.com: answers orders, payments and refunds, and records each call. */
function fakeRazorpay() {
	const calls: FakeCall[] = [];
	const paymentsById = new Map<string, { id: string; order_id: string; status: string; amount: number }>();
	let next = 0;
	const fetchImpl: typeof fetch = async (input, init) => {
		const url = String(input);
		const headers = new Headers(init?.headers);
		const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
		calls.push({ method: init?.method ?? "GET", url, authorization: headers.get("authorization"), body });
		const path = new URL(url).pathname.replace(/^\/v1/, "");
		if (path === "/orders" && init?.method === "POST") {
			next += 1;
			return Response.json({ id: `order_Fake${next}`, amount: body?.amount, currency: "INR", status: "created" });
		}
		const capture = /^\/payments\/([^/]+)\/capture$/.exec(path);
		if (capture && init?.method === "POST") {
			const found = paymentsById.get(capture[1] ?? "");
			if (found?.status !== "authorized" || body?.amount !== found.amount) {
				return Response.json({ error: { code: "BAD_REQUEST_ERROR" } }, { status: 400 });
			}
			found.status = "captured";
			return Response.json(found);
		}
		const refund = /^\/payments\/([^/]+)\/refund$/.exec(path);
		if (refund) return Response.json({ id: `rfnd_${refund[1]}`, amount: body?.amount });
		const payment = /^\/payments\/([^/]+)$/.exec(path);
		if (payment) {
			const found = paymentsById.get(payment[1] ?? "");
			return found ? Response.json(found) : Response.json({ error: { code: "BAD_REQUEST_ERROR" } }, { status: 400 });
		}
		return Response.json({ error: "not found" }, { status: 404 });
	};
	return { calls, paymentsById, fetch: fetchImpl };
}

describe("RazorpayGateway", () => {
	it("opens an order through the Orders API with basic auth, paise and INR", async () => {
		const fake = fakeRazorpay();
		const gateway = new RazorpayGateway({
			keyId: KEY_ID,
			keySecret: KEY_SECRET,
			webhookSecret: WEBHOOK_SECRET,
			fetch: fake.fetch,
		});
		expect(await gateway.createOrder({ amount: 1499_00, receipt: "pitara-7", notes: { order_id: "7" } })).toEqual({
			gatewayOrderId: "order_Fake1",
		});
		expect(fake.calls[0]).toEqual({
			method: "POST",
			url: "https://api.razorpay.com/v1/orders",
			authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`,
			body: { amount: 149900, currency: "INR", receipt: "pitara-7", notes: { order_id: "7" } },
		});
		expect(gateway.checkoutFields()).toEqual({ key_id: KEY_ID });
	});

	it("answers 502 when Razorpay fails, without leaking its answer", async () => {
		const gateway = new RazorpayGateway({
			keyId: KEY_ID,
			keySecret: KEY_SECRET,
			webhookSecret: WEBHOOK_SECRET,
			fetch: async () => Response.json({ error: { description: "Authentication failed" } }, { status: 401 }),
		});
		await expect(gateway.createOrder({ amount: 100, receipt: "r", notes: {} })).rejects.toMatchObject({
			statusCode: 502,
			message: messages.payment.gatewayFailed,
		});
	});
});

describe("checkout through Razorpay (PAYMENT_GATEWAY=razorpay)", () => {
	let t: TestApp;
	let variant: TestVariant;
	const fake = fakeRazorpay();

	beforeAll(async () => {
		vi.stubGlobal("fetch", fake.fetch);
		t = await createTestApp({
			seeded: true,
			sms: new MemorySmsSender(),
			env: {
				PAYMENT_GATEWAY: "razorpay",
				RAZORPAY_KEY_ID: KEY_ID,
				RAZORPAY_KEY_SECRET: KEY_SECRET,
				RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
			},
		});
		[variant] = (await prepareVariants(t.database, [{ price: 2100_00, mrp: 2500_00, stock: 30 }])) as [TestVariant];
	});
	afterAll(async () => {
		await t?.close();
		vi.unstubAllGlobals();
	});

	async function placeUpi() {
		const user = await createShopper(t.database);
		const answer = await placeOrder(t.app, user, [{ variant, quantity: 1 }], { paymentMode: "UPI" });
		expect(answer.status).toBe(201);
		return {
			user,
			orderId: answer.orderId,
			payment: (answer.body.response as { payment: PaymentStart }).payment,
		};
	}

	const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

	it("answers what checkout.js needs and takes a correctly signed payment", async () => {
		const { user, orderId, payment } = await placeUpi();
		expect(payment).toMatchObject({ gateway: "razorpay", key_id: KEY_ID, amount: 2100, currency: "INR" });
		expect(payment.gateway_order_id).toMatch(/^order_Fake\d+$/);
		expect(payment.redirect_url).toBeUndefined();

		const wrong = await call(t.app, {
			method: "POST",
			url: "/api/payment/verify",
			headers: user.auth,
			payload: {
				order_id: orderId,
				gateway_order_id: payment.gateway_order_id,
				gateway_payment_id: "pay_Abc123",
				signature: checkoutSignature(payment.gateway_order_id, "pay_Abc123", "not-the-key-secret"),
				outcome: "paid",
			},
		});
		expect(wrong.status).toBe(400);
		expect(wrong.body.code).toBe("INVALID_SIGNATURE");
		expect((await orderRow(orderId))?.paymentStatus).toBe("Pending");

		fake.paymentsById.set("pay_Abc123", {
			id: "pay_Abc123",
			order_id: payment.gateway_order_id,
			status: "captured",
			amount: 210000,
		});
		const right = await call(t.app, {
			method: "POST",
			url: "/api/payment/verify",
			headers: user.auth,
			payload: {
				order_id: orderId,
				gateway_order_id: payment.gateway_order_id,
				gateway_payment_id: "pay_Abc123",
				signature: checkoutSignature(payment.gateway_order_id, "pay_Abc123", KEY_SECRET),
				outcome: "paid",
			},
		});
		expect(right.status).toBe(200);
		expect((await orderRow(orderId))?.paymentStatus).toBe("Paid");

		// cancelling asks Razorpay for the refund of the captured amount
		const cancelled = await cancelOrder(t.app, user.auth, orderId);
		expect(cancelled.body.response).toMatchObject({ payment_status: "Refunded" });
		expect(fake.calls.at(-1)).toMatchObject({
			method: "POST",
			url: "https://api.razorpay.com/v1/payments/pay_Abc123/refund",
			body: { amount: 210000 },
		});
		const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(attempt?.status).toBe("refunded");
	});

	it("asks Razorpay about a signed payment: captures an authorized one, and leaves the order unpaid unless it is captured", async () => {
		const { user, orderId, payment } = await placeUpi();
		const signed = (gatewayPaymentId: string) =>
			call(t.app, {
				method: "POST",
				url: "/api/payment/verify",
				headers: user.auth,
				payload: {
					order_id: orderId,
					gateway_order_id: payment.gateway_order_id,
					gateway_payment_id: gatewayPaymentId,
					signature: checkoutSignature(payment.gateway_order_id, gatewayPaymentId, KEY_SECRET),
					outcome: "paid",
				},
			});
		const entry = (id: string, status: string, order = payment.gateway_order_id, amount = 210000) =>
			fake.paymentsById.set(id, { id, order_id: order, status, amount });

		// signed, but Razorpay has no captured payment behind it: nothing changes
		entry("pay_Created1", "created");
		const notYet = await signed("pay_Created1");
		expect(notYet.status).toBe(409);
		expect(notYet.body).toMatchObject({ code: "PAYMENT_NOT_CAPTURED", message: messages.payment.notCaptured });
		expect((await orderRow(orderId))?.paymentStatus).toBe("Pending");
		// another order's payment, or another amount, is not this one's
		entry("pay_OtherOrder", "captured", "order_Other");
		expect((await signed("pay_OtherOrder")).body.code).toBe("INVALID_SIGNATURE");
		entry("pay_Short", "captured", payment.gateway_order_id, 100);
		expect((await signed("pay_Short")).body.code).toBe("INVALID_SIGNATURE");
		expect((await orderRow(orderId))?.paymentStatus).toBe("Pending");

		// authorized only (manual capture): the shop captures the order's amount, then the order is paid
		entry("pay_Authorized1", "authorized");
		const captured = await signed("pay_Authorized1");
		expect(captured.status).toBe(200);
		expect(captured.body).toMatchObject({ message: messages.payment.paid, response: { payment_status: "Paid" } });
		expect(fake.calls.at(-1)).toMatchObject({
			method: "POST",
			url: "https://api.razorpay.com/v1/payments/pay_Authorized1/capture",
			body: { amount: 210000, currency: "INR" },
		});
		expect((await orderRow(orderId))?.paymentStatus).toBe("Paid");
	});

	it("takes a signed payment that Razorpay reports failed as a failure", async () => {
		const { user, orderId, payment } = await placeUpi();
		fake.paymentsById.set("pay_SignedFailed", {
			id: "pay_SignedFailed",
			order_id: payment.gateway_order_id,
			status: "failed",
			amount: 210000,
		});
		const answer = await call(t.app, {
			method: "POST",
			url: "/api/payment/verify",
			headers: user.auth,
			payload: {
				order_id: orderId,
				gateway_order_id: payment.gateway_order_id,
				gateway_payment_id: "pay_SignedFailed",
				signature: checkoutSignature(payment.gateway_order_id, "pay_SignedFailed", KEY_SECRET),
				outcome: "paid",
			},
		});
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({ response: { payment_status: "Failed", can_pay: true } });
	});

	it("believes a failure only when Razorpay's API confirms it", async () => {
		const { user, orderId, payment } = await placeUpi();
		const report = (gatewayPaymentId: string) =>
			call(t.app, {
				method: "POST",
				url: "/api/payment/verify",
				headers: user.auth,
				payload: {
					order_id: orderId,
					gateway_order_id: payment.gateway_order_id,
					gateway_payment_id: gatewayPaymentId,
					outcome: "failed",
				},
			});
		fake.paymentsById.set("pay_Captured1", {
			id: "pay_Captured1",
			order_id: payment.gateway_order_id,
			status: "captured",
			amount: 210000,
		});
		fake.paymentsById.set("pay_Elsewhere", {
			id: "pay_Elsewhere",
			order_id: "order_Other",
			status: "failed",
			amount: 210000,
		});
		fake.paymentsById.set("pay_Failed1", {
			id: "pay_Failed1",
			order_id: payment.gateway_order_id,
			status: "failed",
			amount: 210000,
		});
		expect((await report("pay_Captured1")).status).toBe(400);
		expect((await report("pay_Elsewhere")).status).toBe(400);
		expect((await orderRow(orderId))?.paymentStatus).toBe("Pending");
		const failed = await report("pay_Failed1");
		expect(failed.status).toBe(200);
		expect(failed.body).toMatchObject({ response: { payment_status: "Failed", can_pay: true } });
	});

	it("takes payment.captured from a webhook with a valid signature and refuses a wrong one", async () => {
		const { orderId, payment } = await placeUpi();
		const body = JSON.stringify({
			entity: "event",
			event: "payment.captured",
			payload: {
				payment: {
					entity: { id: "pay_Hook1", order_id: payment.gateway_order_id, status: "captured", amount: 210000 },
				},
			},
		});
		const send = (signature: string) =>
			t.app.inject({
				method: "POST",
				url: "/api/payment/razorpay/webhook",
				headers: { "content-type": "application/json", "x-razorpay-signature": signature },
				payload: body,
			});
		const forged = await send(hmacSha256Hex("wrong-secret", body));
		expect(forged.statusCode).toBe(400);
		expect(forged.json()).toMatchObject({ code: "INVALID_SIGNATURE" });
		expect((await orderRow(orderId))?.paymentStatus).toBe("Pending");

		const genuine = await send(hmacSha256Hex(WEBHOOK_SECRET, body));
		expect(genuine.statusCode).toBe(200);
		expect((await orderRow(orderId))?.paymentStatus).toBe("Paid");
		// a redelivery changes nothing
		expect((await send(hmacSha256Hex(WEBHOOK_SECRET, body))).statusCode).toBe(200);
		const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(attempt).toMatchObject({ status: "paid", gatewayPaymentId: "pay_Hook1" });
	});
});
