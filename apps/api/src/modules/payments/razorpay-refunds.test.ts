import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { orderItems, orderRefunds, orders, payments } from "../../db/schema/index.ts";
import { RazorpayGateway } from "./gateway.ts";
import { hmacSha256Hex } from "./signatures.ts";

/**
 * Refunds through Razorpay (issue 24) against a fake api.razorpay.com on an ephemeral port that follows its
 * shapes: POST /v1/payments/{id}/refund with an amount answers a refund entity (rfnd_…); the X-Refund-Idempotency
 * header makes a repeat answer the same refund (another body under a used key: 400); a refund above what is left
 * of the payment: 400. It can be told to fail: 500 without acting, act then 500, act then never answer.
 */

type Mode = "ok" | "error" | "act-then-error" | "act-then-hang";

function fakeRazorpayServer() {
	let mode: Mode = "ok";
	let failuresLeft = 0;
	let next = 0;
	const captured = new Map<string, number>();
	const refunds: { id: string; payment_id: string; amount: number; receipt: string | null; key: string | null }[] = [];
	const byKey = new Map<string, { id: string; body: string }>();
	const calls: string[] = [];
	const read = (req: IncomingMessage) =>
		new Promise<string>((resolve) => {
			let data = "";
			req.on("data", (chunk) => {
				data += chunk;
			});
			req.on("end", () => resolve(data));
		});
	const server: Server = createServer(async (req, res) => {
		const raw = await read(req);
		const send = (status: number, body: unknown) => {
			res.writeHead(status, { "content-type": "application/json" });
			res.end(JSON.stringify(body));
		};
		calls.push(`${req.method} ${req.url}`);
		if (req.url === "/v1/orders" && req.method === "POST") {
			next += 1;
			const body = JSON.parse(raw || "{}") as { amount?: number };
			return send(200, {
				id: `order_Fake${next}`,
				entity: "order",
				amount: body.amount,
				currency: "INR",
				status: "created",
			});
		}
		const match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? "");
		if (!match || req.method !== "POST") return send(404, { error: { code: "NOT_FOUND" } });
		const failing = failuresLeft > 0 ? mode : "ok";
		if (failuresLeft > 0) failuresLeft -= 1;
		if (failing === "error") return send(500, { error: { code: "SERVER_ERROR" } });
		const paymentId = match[1] ?? "";
		const body = JSON.parse(raw || "{}") as { amount?: number; receipt?: string };
		const key = (req.headers["x-refund-idempotency"] as string | undefined) ?? null;
		const entity = (id: string) => {
			const r = refunds.find((x) => x.id === id);
			return {
				id,
				entity: "refund",
				amount: r?.amount,
				currency: "INR",
				payment_id: paymentId,
				receipt: r?.receipt,
				status: "processed",
			};
		};
		if (key) {
			const seen = byKey.get(key);
			if (seen)
				return seen.body === raw ? send(200, entity(seen.id)) : send(400, { error: { code: "BAD_REQUEST_ERROR" } });
		}
		const left =
			(captured.get(paymentId) ?? 0) -
			refunds.filter((r) => r.payment_id === paymentId).reduce((s, r) => s + r.amount, 0);
		if (!body.amount || body.amount > left) {
			return send(400, {
				error: { code: "BAD_REQUEST_ERROR", description: "The refund amount provided is greater than amount captured" },
			});
		}
		next += 1;
		const id = `rfnd_Fake${next}`;
		refunds.push({ id, payment_id: paymentId, amount: body.amount, receipt: body.receipt ?? null, key });
		if (key) byKey.set(key, { id, body: raw });
		if (failing === "act-then-error") return send(500, { error: { code: "SERVER_ERROR" } });
		if (failing === "act-then-hang") return; // the refund is made; the answer never comes
		return send(200, entity(id));
	});
	return {
		server,
		refunds,
		calls,
		capture(paymentId: string, amount: number) {
			captured.set(paymentId, amount);
		},
		failNext(to: Mode, times = 1) {
			mode = to;
			failuresLeft = times;
		},
		async listen(): Promise<string> {
			await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
			return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
		},
		close() {
			server.closeAllConnections();
			return new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

const fake = fakeRazorpayServer();
let baseUrl: string;
let t: TestApp;
let variant: TestVariant;
const WEBHOOK_SECRET = "whsec_refunds_test";

beforeAll(async () => {
	baseUrl = await fake.listen();
	t = await createTestApp({
		seeded: true,
		sms: new MemorySmsSender(),
		env: {
			PAYMENT_GATEWAY: "razorpay",
			RAZORPAY_KEY_ID: "rzp_test_refunds",
			RAZORPAY_KEY_SECRET: "refunds-key-secret",
			RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
			RAZORPAY_API_URL: baseUrl,
		},
	});
	[variant] = (await prepareVariants(t.database, [{ price: 400_00, mrp: 500_00, stock: 50 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
	await fake.close();
});

/** A UPI order of `quantity` units, paid at Razorpay (its payment captured there and marked paid here). */
async function paidOrder(quantity: number) {
	const user = await createShopper(t.database);
	const placed = await placeOrder(t.app, user, [{ variant, quantity }], { paymentMode: "UPI" });
	expect(placed.status).toBe(201);
	const paymentId = `pay_Refund${placed.orderId}`;
	const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
	fake.capture(paymentId, order?.total ?? 0);
	await t.database.db
		.update(payments)
		.set({ status: "paid", gatewayPaymentId: paymentId })
		.where(eq(payments.orderId, placed.orderId));
	await t.database.db.update(orders).set({ paymentStatus: "Paid" }).where(eq(orders.id, placed.orderId));
	const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
	return { user, orderId: placed.orderId, paymentId, lineId: line?.id ?? 0 };
}

const cancelOne = (auth: { authorization: string }, orderId: number, lineId: number) =>
	call(t.app, {
		method: "POST",
		url: `/api/orders/${orderId}/cancellations`,
		headers: auth,
		payload: { items: [{ order_item_id: lineId, quantity: 1 }] },
	});

const refundRows = (orderId: number) =>
	t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

describe("refunds at Razorpay", () => {
	it("a timeout after Razorpay refunded: the retry with the same X-Refund-Idempotency answers that refund, none twice", async () => {
		const gateway = new RazorpayGateway({
			keyId: "k",
			keySecret: "s",
			webhookSecret: "w",
			baseUrl,
			timeoutMs: 300,
		});
		fake.capture("pay_Direct1", 1000_00);
		fake.failNext("act-then-hang");
		const input = { gatewayPaymentId: "pay_Direct1", amount: 300_00, idempotencyKey: "pitara-refund-direct-1" };
		await expect(gateway.refund(input)).rejects.toMatchObject({ statusCode: 502 });
		const again = await gateway.refund(input);
		const made = fake.refunds.filter((r) => r.payment_id === "pay_Direct1");
		expect(made).toHaveLength(1);
		expect(again).toEqual({ refundId: made[0]?.id, status: "processed" });
	});

	it("a partial cancellation's refund: Razorpay acts then answers 500; the outbox retries and the payment is refunded once", async () => {
		const { user, orderId, paymentId, lineId } = await paidOrder(3);
		fake.failNext("act-then-error");
		const done = await cancelOne(user.auth, orderId, lineId);
		expect(done.status).toBe(201);
		expect(done.body.response).toMatchObject({ refund_amount: 400, refunds: [{ to: "online", amount: 400 }] });
		await expect
			.poll(async () => (await refundRows(orderId))[0]?.status, { timeout: 15_000, interval: 200 })
			.toBe("processed");
		const made = fake.refunds.filter((r) => r.payment_id === paymentId);
		expect(made).toHaveLength(1);
		expect(made[0]).toMatchObject({ amount: 400_00, key: `pitara-refund-${(await refundRows(orderId))[0]?.id}` });
		expect((await refundRows(orderId))[0]).toMatchObject({ gatewayRefundId: made[0]?.id, failureReason: null });
		// the retry asked again (the first answer was a 500)
		expect(fake.calls.filter((c) => c === `POST /v1/payments/${paymentId}/refund`).length).toBeGreaterThanOrEqual(2);
	});

	it("webhooks: refund.failed is shown to the staff, refund.processed settles it; replays and late ones change nothing", async () => {
		const { user, orderId, lineId } = await paidOrder(2);
		fake.failNext("error", 100);
		expect((await cancelOne(user.auth, orderId, lineId)).status).toBe(201);
		await expect
			.poll(async () => (await refundRows(orderId))[0]?.failureReason ?? null, { timeout: 10_000 })
			.toMatch(/refund not made yet/);
		const [row] = await refundRows(orderId);
		const hook = (event: string, status: string) => {
			const body = JSON.stringify({
				entity: "event",
				event,
				payload: { refund: { entity: { id: "rfnd_FromHook1", receipt: `pitara-refund-${row?.id}`, status } } },
			});
			return t.app.inject({
				method: "POST",
				url: "/api/payment/razorpay/webhook",
				headers: { "content-type": "application/json", "x-razorpay-signature": hmacSha256Hex(WEBHOOK_SECRET, body) },
				payload: body,
			});
		};
		expect((await hook("refund.failed", "failed")).statusCode).toBe(200);
		expect((await refundRows(orderId))[0]).toMatchObject({ status: "failed", gatewayRefundId: "rfnd_FromHook1" });
		const admin = await call(t.app, {
			method: "GET",
			url: "/api/admin/orders/refunds/failed",
			headers: (await import("../../../test/helpers.ts").then((h) => h.createAdmin(t.database))).auth,
		});
		expect(admin.status).toBe(200);
		expect((admin.body.response as { refund_id: number }[]).some((r) => r.refund_id === row?.id)).toBe(true);

		expect((await hook("refund.processed", "processed")).statusCode).toBe(200);
		expect((await hook("refund.processed", "processed")).statusCode).toBe(200);
		// a late refund.failed after processed changes nothing
		expect((await hook("refund.failed", "failed")).statusCode).toBe(200);
		expect((await refundRows(orderId))[0]).toMatchObject({ status: "processed", failureReason: null });
		fake.failNext("ok", 0);
	});
});
