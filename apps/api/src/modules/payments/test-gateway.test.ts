import { messages, type PaymentStart } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
	cancelOrder,
	createOrder,
	createShopper,
	orderIdOf,
	orderPayload,
	placeOrder,
	prepareVariants,
	type Shopper,
	stockOf,
	type TestVariant,
} from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { queryRows } from "../../db/client.ts";
import { appSettings, orders, orderTracking, payments } from "../../db/schema/index.ts";
import { styleHash } from "../../plugins/security.ts";
import { releaseExpiredOrders, scheduleReleaseSweep } from "../../workflows/release-expired-orders.ts";
import { TEST_SECRET_SETTING, testGateway } from "./gateway.ts";

let t: TestApp;
let variant: TestVariant;
const sms = new MemorySmsSender();

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms });
	[variant] = (await prepareVariants(t.database, [{ price: 1499_00, mrp: 1999_00, stock: 40 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
});

const shopper = () => createShopper(t.database, { fullName: "Divya Menon" });

async function placeOnline(
	user: Shopper,
	mode: "UPI" | "CREDIT_CARD" | "DEBIT_CARD" | "NET_BANKING" = "UPI",
	quantity = 1,
) {
	const answer = await placeOrder(t.app, user, [{ variant, quantity }], { paymentMode: mode });
	expect(answer.status).toBe(201);
	expect(answer.body.message).toBe(messages.payment.awaiting);
	const payment = (answer.body.response as { payment: PaymentStart }).payment;
	return { orderId: answer.orderId, payment };
}

/** What the test payment page hands back when Pay or Fail is pressed. */
async function pressOnPage(payment: PaymentStart, outcome: "paid" | "failed") {
	const url = payment.redirect_url ?? "";
	const page = await t.app.inject({ method: "GET", url });
	expect(page.statusCode).toBe(200);
	const posted = await t.app.inject({
		method: "POST",
		url,
		headers: { "content-type": "application/x-www-form-urlencoded" },
		payload: `outcome=${outcome}`,
	});
	expect(posted.statusCode).toBe(303);
	const location = new URL(String(posted.headers.location), "http://localhost");
	expect(location.pathname).toBe(`/checkout/payment/${payment.order_id}`);
	return Object.fromEntries(location.searchParams) as Record<string, string>;
}

const verify = (user: Shopper, orderId: number, result: Record<string, string | undefined>) =>
	call(t.app, {
		method: "POST",
		url: "/api/payment/verify",
		headers: user.auth,
		payload: { order_id: orderId, ...result },
	});

const orderRow = async (id: number) => {
	const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
	if (!row) throw new Error("no order");
	return row;
};

describe("the test gateway", () => {
	it("opens a payment page for an online order that holds its stock for 15 minutes", async () => {
		const user = await shopper();
		const before = await stockOf(t.database, variant.id);
		const { orderId, payment } = await placeOnline(user, "CREDIT_CARD");
		expect(payment).toMatchObject({
			gateway: "test",
			order_id: orderId,
			amount: 1499,
			currency: "INR",
			shop_name: "Pitara",
			description: `Order #${orderId}`,
			prefill: { name: "Divya Menon", email: user.email, contact: user.phone },
		});
		expect(payment.redirect_url).toBe(`/pay/test/${payment.gateway_order_id}`);
		expect(await stockOf(t.database, variant.id)).toBe(before - 1);
		const order = await orderRow(orderId);
		expect(order).toMatchObject({ status: "Pending", paymentStatus: "Pending", paymentMode: "CREDIT_CARD" });
		const window = (order.paymentExpiresAt?.getTime() ?? 0) - order.createdAt.getTime();
		expect(Math.round(window / 60_000)).toBe(15);
		// no confirmation SMS before the payment
		expect(sms.countTo(user.phone)).toBe(0);

		const page = await t.app.inject({ method: "GET", url: payment.redirect_url ?? "" });
		expect(page.headers["content-type"]).toMatch(/text\/html/);
		expect(page.body).toContain(`Pay for order #${orderId}`);
		expect(page.body).toContain("Pay ₹1,499");
		expect(page.body).toContain("Fail payment");
		expect(page.body).not.toContain("<script");
		expect(String(page.headers["content-security-policy"])).toContain("script-src 'self'");
		// its one <style> is the one the policy allows by hash
		const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? "";
		expect(String(page.headers["content-security-policy"])).toContain(styleHash(style));
		expect((await t.app.inject({ method: "GET", url: "/pay/test/order_test_nope" })).statusCode).toBe(404);
	});

	it("marks the order Paid on a correctly signed Pay, texts the confirmation, and changes nothing on a repeat", async () => {
		const user = await shopper();
		const { orderId, payment } = await placeOnline(user);
		const result = await pressOnPage(payment, "paid");
		expect(result).toMatchObject({ gateway_order_id: payment.gateway_order_id, outcome: "paid" });
		expect(result.signature).toMatch(/^[0-9a-f]{64}$/);

		const answer = await verify(user, orderId, result);
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({
			message: messages.payment.paid,
			response: { order_id: orderId, payment_status: "Paid", orderStatus: "Pending", can_pay: false },
		});
		expect((await orderRow(orderId)).paymentStatus).toBe("Paid");
		const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(attempt).toMatchObject({ status: "paid", gatewayPaymentId: result.gateway_payment_id });
		await expect.poll(() => sms.countTo(user.phone)).toBe(1);
		expect(sms.sent.at(-1)?.message).toContain(`your order #${orderId} of ₹1,499 is confirmed. Payment received.`);

		const again = await verify(user, orderId, result);
		expect(again.status).toBe(200);
		expect(again.body.message).toBe(messages.payment.paid);
		const tracking = await t.database.db.select().from(orderTracking).where(eq(orderTracking.orderId, orderId));
		expect(tracking.map((row) => [row.status, row.name])).toEqual([
			["Pending", "Divya Menon"],
			["Pending", "Pitara"],
		]);
		expect(tracking[1]?.note).toBe("Payment of ₹1,499 received (UPI)");
		// the page is closed now
		const closed = await t.app.inject({ method: "GET", url: payment.redirect_url ?? "" });
		expect(closed.body).toContain("This payment is closed");
	});

	it("marks the payment Failed on Fail, and a retry with a new gateway order can pay the same order", async () => {
		const user = await shopper();
		const { orderId, payment } = await placeOnline(user, "NET_BANKING");
		const stock = await stockOf(t.database, variant.id);
		const failed = await verify(user, orderId, await pressOnPage(payment, "failed"));
		expect(failed.status).toBe(200);
		expect(failed.body).toMatchObject({
			message: messages.payment.failed,
			response: { payment_status: "Failed", orderStatus: "Pending", can_pay: true },
		});
		expect(await stockOf(t.database, variant.id)).toBe(stock);

		const list = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: user.auth, payload: {} });
		expect((list.body.response as Record<string, unknown>[])[0]).toMatchObject({
			order_id: orderId,
			payment_status: "Failed",
			can_pay: true,
			payment_expires_at: expect.any(String),
		});

		const retry = await call(t.app, {
			method: "POST",
			url: "/api/payment/start",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		expect(retry.status).toBe(200);
		const second = retry.body.response as PaymentStart;
		expect(second.gateway_order_id).not.toBe(payment.gateway_order_id);
		const paid = await verify(user, orderId, await pressOnPage(second, "paid"));
		expect(paid.body).toMatchObject({ response: { payment_status: "Paid" } });
		const attempts = await t.database.db
			.select()
			.from(payments)
			.where(eq(payments.orderId, orderId))
			.orderBy(payments.id);
		expect(attempts.map((row) => row.status)).toEqual(["failed", "paid"]);

		const noMore = await call(t.app, {
			method: "POST",
			url: "/api/payment/start",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		expect(noMore.status).toBe(409);
		expect(noMore.body.code).toBe("ALREADY_PAID");
	});

	it("refuses a wrong, missing or borrowed signature with 400 and changes nothing", async () => {
		const user = await shopper();
		const { orderId, payment } = await placeOnline(user);
		const other = await placeOnline(user);
		const genuine = await pressOnPage(payment, "paid");
		const genuineFail = await pressOnPage(other.payment, "failed");
		const forgeries: Record<string, string | undefined>[] = [
			{ ...genuine, signature: "0".repeat(64) },
			{ ...genuine, signature: undefined },
			{ ...genuine, signature: "not-hex" },
			{ ...genuine, gateway_payment_id: "pay_test_someoneelse" },
			// a failure's signature does not make a payment
			{ ...genuine, outcome: "failed" },
			{ ...genuineFail, gateway_order_id: payment.gateway_order_id, outcome: "paid" },
		];
		for (const forged of forgeries) {
			const answer = await verify(user, orderId, forged);
			expect(answer.status, JSON.stringify(forged)).toBe(400);
			expect(answer.body).toMatchObject({ code: "INVALID_SIGNATURE", message: messages.payment.invalidSignature });
		}
		// another order's genuine result does not pay this one
		expect((await verify(user, other.orderId, genuine)).status).toBe(400);
		expect((await orderRow(orderId)).paymentStatus).toBe("Pending");
		const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(attempt?.status).toBe("created");

		// and another shopper cannot use it at all
		const stranger = await shopper();
		expect((await verify(stranger, orderId, genuine)).status).toBe(404);
		const start = await call(t.app, {
			method: "POST",
			url: "/api/payment/start",
			headers: stranger.auth,
			payload: { order_id: orderId },
		});
		expect(start.status).toBe(404);
		// the genuine result still works for its owner
		expect((await verify(user, orderId, genuine)).body).toMatchObject({ response: { payment_status: "Paid" } });
	});

	it("reuses the open attempt and allows at most 10 attempts per order, then says what to do", async () => {
		const user = await shopper();
		const { orderId, payment } = await placeOnline(user);
		const start = () =>
			call(t.app, { method: "POST", url: "/api/payment/start", headers: user.auth, payload: { order_id: orderId } });
		const attempts = () => t.database.db.select().from(payments).where(eq(payments.orderId, orderId));

		// the order's first attempt is still open: it is answered again, nothing new is opened
		const again = await start();
		expect(again.status).toBe(200);
		expect((again.body.response as PaymentStart).gateway_order_id).toBe(payment.gateway_order_id);
		expect(await attempts()).toHaveLength(1);

		// after a failure a retry opens a new attempt
		await verify(user, orderId, await pressOnPage(payment, "failed"));
		const retry = await start();
		expect(retry.status).toBe(200);
		await verify(user, orderId, await pressOnPage(retry.body.response as PaymentStart, "failed"));
		// and eight failed retries later there have been ten
		await t.database.db.execute(
			sql`insert into payments (order_id, gateway, gateway_order_id, amount, status)
				select ${orderId}, 'test', 'order_test_tried_' || ${orderId} || '_' || n, 149900, 'failed'
				from generate_series(1, 8) as n`,
		);
		expect(await attempts()).toHaveLength(10);

		const refused = await start();
		expect(refused.status).toBe(409);
		expect(refused.body).toMatchObject({
			code: "TOO_MANY_PAYMENT_ATTEMPTS",
			message: messages.payment.tooManyAttempts(10),
		});
		expect(await attempts()).toHaveLength(10);
		expect((await orderRow(orderId)).status).toBe("Pending");
	});

	it("counts attempts under the order's lock when several starts race", async () => {
		const user = await shopper();
		const { orderId } = await placeOnline(user);
		await t.database.db.execute(sql`update payments set status = 'failed' where order_id = ${orderId}`);
		await t.database.db.execute(
			sql`insert into payments (order_id, gateway, gateway_order_id, amount, status)
				select ${orderId}, 'test', 'order_test_filler_' || ${orderId} || '_' || n, 149900, 'failed'
				from generate_series(1, 7) as n`,
		);
		const answers = await Promise.all(
			Array.from({ length: 6 }, () =>
				call(t.app, { method: "POST", url: "/api/payment/start", headers: user.auth, payload: { order_id: orderId } }),
			),
		);
		const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(rows.length).toBeLessThanOrEqual(10);
		expect(rows.every((row) => row.gatewayOrderId !== null)).toBe(true);
		expect(answers.some((answer) => answer.status === 200)).toBe(true);
		for (const answer of answers) {
			if (answer.status !== 200) expect(answer.body.code).toBe("TOO_MANY_PAYMENT_ATTEMPTS");
		}
	});

	it("keeps one signing secret in app_settings for every instance", async () => {
		const [row] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, TEST_SECRET_SETTING));
		expect(row?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
		const gateway = await testGateway(t.config, t.database);
		expect(gateway).not.toBeNull();
	});
});

describe("unpaid online orders", () => {
	const expire = (orderId: number) =>
		t.database.db.execute(
			sql`update orders set payment_expires_at = now() - interval '1 minute' where id = ${orderId}`,
		);

	it("release their stock after the window, once, and cannot be paid any more", async () => {
		const user = await shopper();
		const before = await stockOf(t.database, variant.id);
		const { orderId, payment } = await placeOnline(user, "DEBIT_CARD", 3);
		const failed = await placeOnline(user, "UPI", 1);
		await verify(user, failed.orderId, await pressOnPage(failed.payment, "failed"));
		const cod = orderIdOf(
			(await createOrder(t.app, user.auth, orderPayload(user.addressId, [{ variant, quantity: 1 }]))).body,
		);
		expect(await stockOf(t.database, variant.id)).toBe(before - 5);

		// nothing is due yet
		expect(await releaseExpiredOrders(t.app)).toEqual([]);
		await expire(orderId);
		await expire(failed.orderId);
		await t.database.db.execute(sql`update orders set created_at = now() - interval '1 hour' where id = ${cod}`);

		expect((await releaseExpiredOrders(t.app)).sort()).toEqual([orderId, failed.orderId].sort());
		expect(await stockOf(t.database, variant.id)).toBe(before - 1);
		expect(await orderRow(orderId)).toMatchObject({
			status: "Cancelled",
			paymentStatus: "Failed",
			stockReleasedAt: expect.any(Date),
		});
		expect((await orderRow(cod)).status).toBe("Pending");
		const [last] = await queryRows<{ status: string; name: string; note: string }>(
			t.database.db,
			sql`select status, name, note from order_tracking where order_id = ${orderId} order by id desc limit 1`,
		);
		expect(last).toEqual({ status: "Cancelled", name: "Pitara", note: "Payment not completed within 15 minutes" });
		await expect.poll(() => sms.sent.some((m) => m.message.includes(`order #${orderId} was cancelled`))).toBe(true);

		// idempotent
		expect(await releaseExpiredOrders(t.app)).toEqual([]);
		expect(await stockOf(t.database, variant.id)).toBe(before - 1);

		const start = await call(t.app, {
			method: "POST",
			url: "/api/payment/start",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		expect(start.status).toBe(409);
		expect(start.body).toMatchObject({ code: "PAYMENT_EXPIRED", message: messages.payment.expired });
		const page = await t.app.inject({ method: "GET", url: payment.redirect_url ?? "" });
		expect(page.body).toContain("This payment is closed");
	});

	it("refund a payment that arrives after the release instead of reviving the order", async () => {
		const user = await shopper();
		const { orderId, payment } = await placeOnline(user);
		await expire(orderId);
		await releaseExpiredOrders(t.app);
		const stock = await stockOf(t.database, variant.id);

		// the shopper had paid at the gateway just before; the result comes back late
		const gateway = await testGateway(t.config, t.database);
		const signed = gateway?.sign(payment.gateway_order_id, "paid");
		const late = await verify(user, orderId, {
			gateway_order_id: payment.gateway_order_id,
			gateway_payment_id: signed?.gatewayPaymentId,
			signature: signed?.signature,
			outcome: "paid",
		});
		expect(late.status).toBe(409);
		expect(late.body).toMatchObject({ code: "PAYMENT_LATE", message: messages.payment.late });
		expect(await orderRow(orderId)).toMatchObject({ status: "Cancelled", paymentStatus: "Refunded" });
		const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(attempt?.status).toBe("refunded");
		expect(await stockOf(t.database, variant.id)).toBe(stock);
	});

	it("cancelling a paid online order marks it Refunded and returns the stock", async () => {
		const user = await shopper();
		const before = await stockOf(t.database, variant.id);
		const { orderId, payment } = await placeOnline(user, "UPI", 2);
		await verify(user, orderId, await pressOnPage(payment, "paid"));
		const cancelled = await cancelOrder(t.app, user.auth, orderId);
		expect(cancelled.body.response).toMatchObject({ orderStatus: "Cancelled", payment_status: "Refunded" });
		expect(await stockOf(t.database, variant.id)).toBe(before);
		const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(attempt?.status).toBe("refunded");
		await expect
			.poll(() => sms.sent.at(-1)?.message)
			.toBe(`Pitara: your order #${orderId} has been cancelled. Your payment of ₹2,998 will be refunded.`);
	});
});

describe("the expiry sweep in the API process", () => {
	it("runs on its interval once the app is ready and stops when it closes", async () => {
		const own = await createTestApp({
			seeded: true,
			sms: new MemorySmsSender(),
			configure: (app) => scheduleReleaseSweep(app, 50),
		});
		try {
			const [v] = (await prepareVariants(own.database, [{ price: 500_00, stock: 5 }])) as [TestVariant];
			const user = await createShopper(own.database);
			const { orderId } = await placeOrder(own.app, user, [{ variant: v, quantity: 2 }], { paymentMode: "UPI" });
			expect(await stockOf(own.database, v.id)).toBe(3);
			await own.database.db.execute(
				sql`update orders set payment_expires_at = now() - interval '1 second' where id = ${orderId}`,
			);
			await expect.poll(() => stockOf(own.database, v.id), { timeout: 5000 }).toBe(5);
			const [row] = await own.database.db.select().from(orders).where(eq(orders.id, orderId));
			expect(row).toMatchObject({ status: "Cancelled", paymentStatus: "Failed" });
		} finally {
			await own.close();
		}
	});
});
