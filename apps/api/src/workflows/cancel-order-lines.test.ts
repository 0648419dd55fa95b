import { afterSaleMessages } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../test/helpers.ts";
import {
	cancelOrder,
	createShopper,
	placeOrder,
	prepareVariants,
	stockOf,
	type TestVariant,
} from "../../test/orders.ts";
import { MemorySmsSender } from "../../test/sms.ts";
import { queryRows } from "../db/client.ts";
import { giftCards, orderItems, orderRefunds, orders, payments, promoCodes } from "../db/schema/index.ts";

let t: TestApp;
const sms = new MemorySmsSender();
let a: TestVariant;
let b: TestVariant;
let c: TestVariant;
const WELCOME = { code: "LINES15", percentOff: 15 };

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms });
	[a, b, c] = (await prepareVariants(t.database, [
		{ price: 500_00, mrp: 600_00, stock: 100 },
		{ price: 250_00, mrp: 300_00, stock: 100 },
		{ price: 249_00, mrp: 300_00, stock: 100 },
	])) as [TestVariant, TestVariant, TestVariant];
	await t.database.db.insert(promoCodes).values([{ code: "LINES15", percentOff: 15, minOrder: 999_00 }]);
});
afterAll(async () => {
	await t?.close();
});

const shopper = () => createShopper(t.database, { fullName: "Kavya Rao" });

type Line = { order_item_id: number; product_id: number; quantity: number; cancelled_quantity: number };
const linesOf = async (orderId: number) =>
	t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
const orderRow = async (orderId: number) => {
	const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
	if (!row) throw new Error("no order");
	return row;
};
const cancel = (
	auth: { authorization: string },
	orderId: number,
	items: { order_item_id: number; quantity: number }[],
	key?: string,
	preview = false,
) =>
	call(t.app, {
		method: "POST",
		url: `/api/orders/${orderId}/cancellations${preview ? "/preview" : ""}`,
		headers: { ...auth, ...(key ? { "idempotency-key": key } : {}) },
		payload: { items },
	});

/** An online order marked paid as the gateway's verification would (the test gateway's refund needs only the ids). */
async function paidOnline(user: Awaited<ReturnType<typeof shopper>>, lines: Parameters<typeof placeOrder>[2]) {
	const placed = await placeOrder(t.app, user, lines, { paymentMode: "UPI" });
	expect(placed.status).toBe(201);
	await t.database.db
		.update(payments)
		.set({ status: "paid", gatewayPaymentId: `pay_test_${placed.orderId}` })
		.where(eq(payments.orderId, placed.orderId));
	await t.database.db.update(orders).set({ paymentStatus: "Paid" }).where(eq(orders.id, placed.orderId));
	return placed.orderId;
}

describe("POST /api/orders/{order_id}/cancellations", () => {
	it("cancels one of three lines: the new total, the lost promo with its reason, stock back, every line named", async () => {
		const user = await shopper();
		const placed = await placeOrder(
			t.app,
			user,
			[
				{ variant: a, quantity: 1 },
				{ variant: b, quantity: 1 },
				{ variant: c, quantity: 1 },
			],
			{ promo: WELCOME },
		);
		expect(placed.status).toBe(201);
		const order = await orderRow(placed.orderId);
		expect(order).toMatchObject({ subTotal: 999_00, promoDiscount: 149_85, total: 849_00 });
		const list = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: user.auth, payload: {} });
		const lines = ((list.body.response as { order_id: number; Product: Line[] }[]).find((o) => o.order_id === order.id)
			?.Product ?? []) as Line[];
		expect(lines.map((l) => l.product_id)).toEqual([a.id, b.id, c.id]);
		expect(lines.every((l) => Number.isInteger(l.order_item_id) && l.cancelled_quantity === 0)).toBe(true);
		const lineB = lines[1] as Line;
		const stockB = await stockOf(t.database, b.id);

		const preview = await cancel(
			user.auth,
			order.id,
			[{ order_item_id: lineB.order_item_id, quantity: 1 }],
			undefined,
			true,
		);
		expect(preview.status).toBe(200);
		// ₹250 less its share of ₹149.85 (₹37.50); ₹749 left is under ₹999, so the rest's ₹112.35 goes: ₹100.15 less to pay
		expect(preview.body.response).toMatchObject({
			cancellation_id: null,
			lines: [{ order_item_id: lineB.order_item_id, quantity: 1, price: 250, promo_share: 37.5, refund: 212.5 }],
			promo_lost: {
				code: "LINES15",
				amount: 112.35,
				reason: "LINES15 needs ₹999; your order is now ₹749, so its discount is removed",
			},
			refund_amount: 0,
			pay_on_delivery: 749,
			new_total: 749,
			cancels_order: false,
		});
		expect(await stockOf(t.database, b.id)).toBe(stockB);

		const done = await cancel(user.auth, order.id, [{ order_item_id: lineB.order_item_id, quantity: 1 }], "cancel-b-1");
		expect(done.status).toBe(201);
		expect(done.body.message).toBe(afterSaleMessages.itemCancelled);
		const answer = done.body.response as { new_total: number; order: { refunded_amount: number; Product: Line[] } };
		expect(answer.new_total).toBe(749);
		expect(answer.order.refunded_amount).toBe(100);
		expect(answer.order.Product.find((l) => l.order_item_id === lineB.order_item_id)?.cancelled_quantity).toBe(1);
		expect(await stockOf(t.database, b.id)).toBe(stockB + 1);
		expect(await orderRow(order.id)).toMatchObject({ status: "Pending", promoRemoved: true, refundedAmount: 100_00 });
		await expect.poll(() => sms.sent.filter((m) => m.message.includes("cancelled from your order")).length).toBe(1);
		expect(sms.sent.at(-1)?.message).toContain("Pitara: 1 item cancelled from your order");

		// the same key and body: the first answer, nothing twice; another body under it: 422
		const again = await cancel(
			user.auth,
			order.id,
			[{ order_item_id: lineB.order_item_id, quantity: 1 }],
			"cancel-b-1",
		);
		expect(again.status).toBe(200);
		expect((again.body.response as { cancellation_id: number }).cancellation_id).toBe(
			(done.body.response as { cancellation_id: number }).cancellation_id,
		);
		expect(await stockOf(t.database, b.id)).toBe(stockB + 1);
		const other = await cancel(
			user.auth,
			order.id,
			[{ order_item_id: (lines[0] as Line).order_item_id, quantity: 1 }],
			"cancel-b-1",
		);
		expect(other.status).toBe(422);
		expect(other.body.code).toBe("IDEMPOTENCY_MISMATCH");

		// nothing left on that line; then the last two lines cancel the order (no promo left to share)
		const twice = await cancel(user.auth, order.id, [{ order_item_id: lineB.order_item_id, quantity: 1 }]);
		expect(twice.status).toBe(400);
		expect(twice.body.code).toBe("QUANTITY_TOO_HIGH");
		const rest = await cancel(user.auth, order.id, [
			{ order_item_id: (lines[0] as Line).order_item_id, quantity: 1 },
			{ order_item_id: (lines[2] as Line).order_item_id, quantity: 1 },
		]);
		expect(rest.status).toBe(201);
		expect(rest.body.response).toMatchObject({ cancels_order: true, new_total: 0, pay_on_delivery: 0 });
		expect(await orderRow(order.id)).toMatchObject({ status: "Cancelled", refundedAmount: 849_00 });
	});

	it("refuses another shopper's order, a line of another order, bad quantities, a shipped order; nothing changes", async () => {
		const user = await shopper();
		const stranger = await shopper();
		const mine = await placeOrder(t.app, user, [{ variant: a, quantity: 2 }]);
		const theirs = await placeOrder(t.app, stranger, [{ variant: b, quantity: 1 }]);
		const [line] = await linesOf(mine.orderId);
		const [theirLine] = await linesOf(theirs.orderId);
		if (!line || !theirLine) throw new Error("no lines");
		const stock = await stockOf(t.database, a.id);

		expect((await cancel(stranger.auth, mine.orderId, [{ order_item_id: line.id, quantity: 1 }])).status).toBe(404);
		const foreign = await cancel(user.auth, mine.orderId, [{ order_item_id: theirLine.id, quantity: 1 }]);
		expect(foreign.status).toBe(400);
		expect(foreign.body).toMatchObject({ code: "LINE_NOT_FOUND", errors: [{ field: "items.0.order_item_id" }] });
		const tooMany = await cancel(user.auth, mine.orderId, [{ order_item_id: line.id, quantity: 3 }]);
		expect(tooMany.status).toBe(400);
		expect(tooMany.body.message).toBe(afterSaleMessages.quantityTooHigh(2));
		expect((await cancel(user.auth, mine.orderId, [{ order_item_id: line.id, quantity: 0 }])).status).toBe(400);
		expect((await cancel(user.auth, mine.orderId, [])).status).toBe(400);
		expect(await stockOf(t.database, a.id)).toBe(stock);

		const admin = await createAdmin(t.database);
		const shipped = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/${mine.orderId}/status`,
			headers: admin.auth,
			payload: { status: "Shipped" },
		});
		expect(shipped.status).toBe(200);
		const late = await cancel(user.auth, mine.orderId, [{ order_item_id: line.id, quantity: 1 }]);
		expect(late.status).toBe(409);
		expect(late.body.code).toBe("NOT_CANCELLABLE");
		expect((await linesOf(mine.orderId))[0]?.cancelledQuantity).toBe(0);
	});

	it("refunds an online payment through the outbox once, with the gateway's refund id; the rest with the order", async () => {
		const user = await shopper();
		// ₹500 + ₹250: ₹750 paid, delivery free
		const orderId = await paidOnline(user, [
			{ variant: a, quantity: 1 },
			{ variant: b, quantity: 2 },
		]);
		const [, lineB] = await linesOf(orderId);
		if (!lineB) throw new Error("no line");
		const done = await cancel(user.auth, orderId, [{ order_item_id: lineB.id, quantity: 1 }]);
		expect(done.status).toBe(201);
		expect(done.body.response).toMatchObject({
			refund_amount: 250,
			refunds: [{ to: "online", amount: 250, label: afterSaleMessages.instrument.online }],
			new_total: 750,
		});
		await expect
			.poll(
				async () =>
					(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]?.status,
			)
			.toBe("processed");
		const [refund] = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
		expect(refund).toMatchObject({
			amount: 250_00,
			instrument: "online",
			gatewayRefundId: `rfnd_test_pitararefund${refund?.id}`,
		});

		// the whole-order cancel of what is left gives back the rest, no more
		const whole = await cancelOrder(t.app, user.auth, orderId);
		expect(whole.status).toBe(200);
		expect(await orderRow(orderId)).toMatchObject({
			status: "Cancelled",
			paymentStatus: "Refunded",
			refundedAmount: 1000_00,
		});
		await expect
			.poll(async () =>
				(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).map((r) => [
					r.amount,
					r.status,
				]),
			)
			.toEqual([
				[250_00, "processed"],
				[750_00, "processed"],
			]);
	});

	it("gives a gift card back exactly what is cancelled, at once", async () => {
		await t.database.db.insert(giftCards).values({ code: "CANCEL-CARD", initialBalance: 2000_00, balance: 2000_00 });
		const user = await shopper();
		const placed = await placeOrder(t.app, user, [{ variant: a, quantity: 2 }], {
			paymentMode: "GIFT_CARD",
			giftCard: "CANCEL-CARD",
		});
		expect(placed.status).toBe(201);
		const [line] = await linesOf(placed.orderId);
		const done = await cancel(user.auth, placed.orderId, [{ order_item_id: line?.id ?? 0, quantity: 1 }]);
		expect(done.status).toBe(201);
		expect(done.body.response).toMatchObject({ refunds: [{ to: "gift_card", amount: 500 }], new_total: 500 });
		const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.code, "CANCEL-CARD"));
		expect(card?.balance).toBe(2000_00 - 1000_00 + 500_00);
	});

	it("20 concurrent cancellations of one unit on a line of 5: 5 succeed, stock and refunds never exceed what was taken", async () => {
		const user = await shopper();
		const orderId = await paidOnline(user, [
			{ variant: c, quantity: 5 },
			{ variant: a, quantity: 1 },
		]);
		const [lineC] = await linesOf(orderId);
		const stock = await stockOf(t.database, c.id);
		const answers = await Promise.all(
			Array.from({ length: 20 }, () => cancel(user.auth, orderId, [{ order_item_id: lineC?.id ?? 0, quantity: 1 }])),
		);
		expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
		expect(
			answers.filter((r) => r.status !== 201).every((r) => r.status === 400 && r.body.code === "QUANTITY_TOO_HIGH"),
		).toBe(true);
		expect(await stockOf(t.database, c.id)).toBe(stock + 5);
		const [sum] = await queryRows<{ n: number }>(
			t.database.db,
			sql`select coalesce(sum(amount), 0)::int as n from order_refunds where order_id = ${orderId}`,
		);
		expect(sum?.n).toBe(5 * 249_00);
		const order = await orderRow(orderId);
		expect(order.refundedAmount).toBe(5 * 249_00);
		expect(order.refundedAmount).toBeLessThanOrEqual(order.total);
	});
});
