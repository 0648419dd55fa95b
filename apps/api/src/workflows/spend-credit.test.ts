import { afterSaleMessages, PAYMENT_WINDOW_MINUTES } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../test/helpers.ts";
import {
	cancelOrder,
	createOrder,
	createShopper,
	orderPayload,
	prepareVariants,
	type Shopper,
	type TestVariant,
} from "../../test/orders.ts";
import { MemorySmsSender } from "../../test/sms.ts";
import { queryRows } from "../db/client.ts";
import { creditEntries, giftCards, orders, payments } from "../db/schema/index.ts";
import { releaseExpiredOrders } from "./release-expired-orders.ts";

/**
 * Spending Pitara Credit at checkout (issue 24 item 6): the server takes as much as the balance and the total
 * allow, the debit is written with the order under the shopper's row lock, the rest is paid by the chosen mode,
 * and every way an order goes (a line cancelled, the whole order cancelled, an unpaid online order expiring)
 * gives the credit back through the one after-sale computation. With TEST_DATABASE_URL the race runs on PostgreSQL.
 */
let t: TestApp;
let admin: { auth: { authorization: string } };
let a: TestVariant;
let b: TestVariant;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	admin = await createAdmin(t.database);
	[a, b] = (await prepareVariants(t.database, [
		{ price: 500_00, mrp: 600_00, stock: 500 },
		{ price: 300_00, mrp: 300_00, stock: 500 },
	])) as [TestVariant, TestVariant];
});
afterAll(async () => {
	await t?.close();
});

async function shopperWithCredit(rupees: number): Promise<Shopper> {
	const shopper = await createShopper(t.database, { fullName: "Meera Iyer" });
	const granted = await call(t.app, {
		method: "POST",
		url: `/api/admin/customers/${shopper.id}/credit`,
		headers: admin.auth,
		payload: { kind: "grant", amount: rupees, reason: "Goodwill for a late parcel" },
	});
	expect(granted.status, JSON.stringify(granted.body)).toBe(200);
	return shopper;
}

async function balanceOf(shopper: Shopper): Promise<number> {
	const answer = await call(t.app, { method: "GET", url: "/api/account/credit", headers: shopper.auth });
	expect(answer.status).toBe(200);
	return (answer.body.response as { balance: number }).balance;
}

async function orderRow(orderId: number) {
	const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
	if (!row) throw new Error("no order");
	return row;
}

async function listed(shopper: Shopper, orderId: number) {
	const list = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: shopper.auth, payload: {} });
	const order = (
		list.body.response as {
			order_id: number;
			credit_amount: number;
			Product: { order_item_id: number; product_id: number }[];
		}[]
	).find((o) => o.order_id === orderId);
	if (!order) throw new Error("order not listed");
	return order;
}

const withCredit = <T extends object>(payload: T, creditAmount?: number) => ({
	...payload,
	use_credit: true,
	...(creditAmount !== undefined ? { creditAmount } : {}),
});

describe("spending Pitara Credit at checkout", () => {
	it("pays part of a cash on delivery order: whole rupees, the rest in cash; the balance drops and the order says so", async () => {
		const shopper = await shopperWithCredit(200.5);
		const payload = withCredit(orderPayload(shopper.addressId, [{ variant: a, quantity: 1 }]), 200);
		const placed = await createOrder(t.app, shopper.auth, payload);
		expect(placed.status, JSON.stringify(placed.body)).toBe(201);
		const orderId = (placed.body.response as { order_id: number }).order_id;
		expect((await listed(shopper, orderId)).credit_amount).toBe(200);
		const order = await orderRow(orderId);
		// ₹500 and ₹50 delivery
		expect(order).toMatchObject({ total: 550_00, creditAmount: 200_00, paymentStatus: "Pending" });
		const [cod] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(cod).toMatchObject({ gateway: "cod", amount: 350_00 });
		expect(await balanceOf(shopper)).toBe(0.5);
		const ledger = await call(t.app, { method: "GET", url: "/api/account/credit", headers: shopper.auth });
		expect((ledger.body.response as { entries: unknown[] }).entries[0]).toMatchObject({
			kind: "debit",
			amount: -200,
			order_id: orderId,
			reason: `Spent on order #${orderId}`,
		});
	});

	it("refuses a checkout that showed another credit amount, with the reason, and writes nothing", async () => {
		const shopper = await shopperWithCredit(100);
		const payload = withCredit(orderPayload(shopper.addressId, [{ variant: a, quantity: 1 }]), 150);
		const answer = await createOrder(t.app, shopper.auth, payload);
		expect(answer.status).toBe(409);
		expect(answer.body).toMatchObject({ code: "CREDIT_CHANGED", message: afterSaleMessages.creditChanged });
		expect(await balanceOf(shopper)).toBe(100);
		const mine = await t.database.db.select().from(orders).where(eq(orders.userId, shopper.id));
		expect(mine).toHaveLength(0);
	});

	it("pays a whole online order: paid at once, no gateway, never more than the total", async () => {
		const shopper = await shopperWithCredit(2000);
		const payload = withCredit(
			orderPayload(shopper.addressId, [{ variant: a, quantity: 1 }], { paymentMode: "UPI" }),
			550,
		);
		const placed = await createOrder(t.app, shopper.auth, payload);
		expect(placed.status, JSON.stringify(placed.body)).toBe(201);
		const orderId = (placed.body.response as { order_id: number }).order_id;
		expect(placed.body.response).not.toHaveProperty("payment");
		expect(await orderRow(orderId)).toMatchObject({
			paymentStatus: "Paid",
			creditAmount: 550_00,
			paymentExpiresAt: null,
		});
		expect(await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
		expect(await balanceOf(shopper)).toBe(1450);
	});

	it("leaves the rest of an online order to the gateway: the payment asks total − credit", async () => {
		const shopper = await shopperWithCredit(120.25);
		const payload = withCredit(orderPayload(shopper.addressId, [{ variant: a, quantity: 1 }], { paymentMode: "UPI" }));
		const placed = await createOrder(t.app, shopper.auth, payload);
		expect(placed.status, JSON.stringify(placed.body)).toBe(201);
		expect((placed.body.response as { payment?: { amount: number } }).payment?.amount).toBe(429.75);
		const orderId = (placed.body.response as { order_id: number }).order_id;
		const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(attempt?.amount).toBe(429_75);
	});

	it("combines with a gift card: the card pays only what the credit leaves", async () => {
		const [card] = await t.database.db
			.insert(giftCards)
			.values({ code: "CREDIT-AND-CARD", initialBalance: 1000_00, balance: 1000_00 })
			.returning();
		const shopper = await shopperWithCredit(150);
		const payload = withCredit(
			orderPayload(shopper.addressId, [{ variant: a, quantity: 1 }], {
				paymentMode: "GIFT_CARD",
				giftCard: "credit-and-card",
			}),
			150,
		);
		const placed = await createOrder(t.app, shopper.auth, payload);
		expect(placed.status, JSON.stringify(placed.body)).toBe(201);
		const [after] = await t.database.db
			.select()
			.from(giftCards)
			.where(eq(giftCards.id, card?.id ?? 0));
		expect(after?.balance).toBe(600_00);
		const orderId = (placed.body.response as { order_id: number }).order_id;
		expect(await orderRow(orderId)).toMatchObject({ paymentStatus: "Paid", creditAmount: 150_00 });

		// cancelling it gives each back what it gave: the card ₹400, the credit ₹150
		const cancelled = await cancelOrder(t.app, shopper.auth, orderId);
		expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
		const [card2] = await t.database.db
			.select()
			.from(giftCards)
			.where(eq(giftCards.id, card?.id ?? 0));
		expect(card2?.balance).toBe(1000_00);
		expect(await balanceOf(shopper)).toBe(150);
	});

	it("a cancelled line lowers the cash to pay first, then gives the credit back; the whole order returns all of it", async () => {
		const shopper = await shopperWithCredit(600);
		const payload = withCredit(
			orderPayload(shopper.addressId, [
				{ variant: a, quantity: 1 },
				{ variant: b, quantity: 2 },
			]),
			600,
		);
		const placed = await createOrder(t.app, shopper.auth, payload);
		expect(placed.status, JSON.stringify(placed.body)).toBe(201);
		const orderId = (placed.body.response as { order_id: number }).order_id;
		const lines = (await listed(shopper, orderId)).Product;
		const lineB = lines.find((l) => l.product_id === b.id)?.order_item_id as number;
		const lineA = lines.find((l) => l.product_id === a.id)?.order_item_id as number;
		expect(await balanceOf(shopper)).toBe(0);
		// ₹1100: ₹600 credit, ₹500 in cash. One ₹300 unit cancelled: ₹200 cash left to pay, nothing back to credit
		const first = await call(t.app, {
			method: "POST",
			url: `/api/orders/${orderId}/cancellations`,
			headers: shopper.auth,
			payload: { items: [{ order_item_id: lineB, quantity: 1 }] },
		});
		expect(first.status, JSON.stringify(first.body)).toBe(201);
		expect(first.body.response).toMatchObject({ refund_amount: 0, pay_on_delivery: 200, new_total: 800 });
		expect(await balanceOf(shopper)).toBe(0);
		// the ₹500 line: ₹200 cash gone, ₹300 back to credit
		const second = await call(t.app, {
			method: "POST",
			url: `/api/orders/${orderId}/cancellations`,
			headers: shopper.auth,
			payload: { items: [{ order_item_id: lineA, quantity: 1 }] },
		});
		expect(second.status, JSON.stringify(second.body)).toBe(201);
		expect(second.body.response).toMatchObject({
			refund_amount: 300,
			refunds: [{ to: "credit", amount: 300 }],
			pay_on_delivery: 0,
			new_total: 300,
		});
		expect(await balanceOf(shopper)).toBe(300);
		// the last unit: the order is cancelled and the rest of the credit comes back
		const last = await cancelOrder(t.app, shopper.auth, orderId);
		expect(last.status, JSON.stringify(last.body)).toBe(200);
		expect(await balanceOf(shopper)).toBe(600);
		expect(await orderRow(orderId)).toMatchObject({ status: "Cancelled", refundedAmount: 1100_00 });
	});

	it("gives the credit back when an unpaid online order's window closes", async () => {
		const shopper = await shopperWithCredit(100);
		const payload = withCredit(orderPayload(shopper.addressId, [{ variant: b, quantity: 1 }], { paymentMode: "UPI" }));
		const answer = await createOrder(t.app, shopper.auth, payload);
		expect(answer.status).toBe(201);
		const orderId = (answer.body.response as { order_id: number }).order_id;
		expect(await balanceOf(shopper)).toBe(0);
		const later = new Date(Date.now() + (PAYMENT_WINDOW_MINUTES + 1) * 60_000);
		expect(await releaseExpiredOrders(t.app, later)).toContain(orderId);
		expect(await balanceOf(shopper)).toBe(100);
		expect(await orderRow(orderId)).toMatchObject({ status: "Cancelled", paymentStatus: "Failed" });
	});

	it("two orders at once cannot spend the same credit (raced on PostgreSQL)", async () => {
		const shopper = await shopperWithCredit(700);
		const answers = await Promise.all(
			Array.from({ length: 6 }, () =>
				createOrder(
					t.app,
					shopper.auth,
					withCredit(orderPayload(shopper.addressId, [{ variant: a, quantity: 1 }], { paymentMode: "UPI" })),
				),
			),
		);
		const placed = answers.filter((answer) => answer.status === 201);
		expect(placed.length).toBeGreaterThanOrEqual(2);
		const spent = await t.database.db.select().from(creditEntries).where(eq(creditEntries.userId, shopper.id));
		const debits = spent.filter((e) => e.kind === "debit").map((e) => -e.amount);
		// ₹550 + ₹150, then nothing: never more than the ₹700 there was
		expect(debits.reduce((s, d) => s + d, 0)).toBe(700_00);
		expect([...debits].sort((x, y) => y - x)).toEqual([550_00, 150_00]);
		expect(await balanceOf(shopper)).toBe(0);
		const credited = await Promise.all(
			placed.map((answer) => orderRow((answer.body.response as { order_id: number }).order_id)),
		);
		expect(credited.reduce((s, o) => s + o.creditAmount, 0)).toBe(700_00);
	});

	it("the console reads a customer's credit and an order's refunds, and asks again for a refused refund (audited)", async () => {
		const shopper = await shopperWithCredit(100);
		const credit = await call(t.app, {
			method: "GET",
			url: `/api/admin/customers/${shopper.id}/credit`,
			headers: admin.auth,
		});
		expect(credit.status).toBe(200);
		expect(credit.body.response).toMatchObject({ balance: 100, entries: [{ kind: "credit", amount: 100 }] });

		const placed = await createOrder(
			t.app,
			shopper.auth,
			withCredit(orderPayload(shopper.addressId, [{ variant: b, quantity: 2 }], { paymentMode: "UPI" })),
		);
		const orderId = (placed.body.response as { order_id: number }).order_id;
		await t.database.db
			.update(payments)
			.set({ status: "paid", gatewayPaymentId: `pay_test_${orderId}` })
			.where(eq(payments.orderId, orderId));
		await t.database.db.update(orders).set({ paymentStatus: "Paid" }).where(eq(orders.id, orderId));
		const [line] = (await listed(shopper, orderId)).Product;
		const cancelled = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/${orderId}/cancellations`,
			headers: admin.auth,
			payload: { items: [{ order_item_id: line?.order_item_id, quantity: 1 }], reason: "Out of stock at the supplier" },
		});
		expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
		const refunds = await call(t.app, {
			method: "GET",
			url: `/api/admin/orders/${orderId}/refunds`,
			headers: admin.auth,
		});
		const rows = refunds.body.response as {
			refund_id: number;
			instrument: string;
			status: string;
			can_retry: boolean;
		}[];
		// ₹300 back to the online payment (₹500 of the ₹600 order) first, nothing to credit yet; the outbox runs as
		// in a server, so the gateway may already have taken it (processed) by the time the console asks
		expect(rows).toMatchObject([
			{ instrument: "online", amount: 300, status: expect.stringMatching(/^(pending|processed)$/), can_retry: false },
		]);
		const refundId = rows[0]?.refund_id as number;
		await queryRows(
			t.database.db,
			sql`update order_refunds set status = 'failed', failure_reason = 'BAD_REQUEST' where id = ${refundId}`,
		);
		const retried = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/refunds/${refundId}/retry`,
			headers: admin.auth,
			payload: {},
		});
		expect(retried.status, JSON.stringify(retried.body)).toBe(200);
		expect(retried.body.response).toMatchObject({ status: "pending", failure_reason: null, can_retry: false });
		const [row] = await queryRows<{ retries: number }>(
			t.database.db,
			sql`select retries from order_refunds where id = ${refundId}`,
		);
		expect(row?.retries).toBe(1);
		const again = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/refunds/${refundId}/retry`,
			headers: admin.auth,
			payload: {},
		});
		// refused while the retried refund is under way, or once the outbox (running beside the test) has made it
		expect(again.status).toBe(409);
		expect(again.body.code).toMatch(/^REFUND_(UNDER_WAY|DONE)$/);
		const [audit] = await queryRows<{ action: string }>(
			t.database.db,
			sql`select action from audit_log where action = 'retry-refund' and entity_id = ${String(orderId)}`,
		);
		expect(audit?.action).toBe("retry-refund");
	});
});
