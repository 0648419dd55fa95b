import { computeOrderAmounts, type PaymentStart, paiseToRupees } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCardRedemptions, giftCards, orders, payments, promoRedemptions } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers.ts";
import {
	countOrders,
	createOrder,
	createShopper,
	orderIdOf,
	orderPayload,
	prepareVariants,
	stockOf,
	type TestVariant,
} from "../orders.ts";
import { MemorySmsSender } from "../sms.ts";

/**
 * Adversarial (issue 15): money. A client that tampers with prices and totals
 * never pays less than the database says, and the races that cost a shop
 * money elsewhere (one Idempotency-Key sent 50 times at once, a gift card's
 * last ₹100 spent by 10 orders at once, a first-order code in 20 orders at
 * once) each happen once. On PGlite the transactions run one after another;
 * `npm run test:api:pg` runs this file on PostgreSQL, where they race.
 *
 * Covered elsewhere and not repeated here: 50 shoppers at once for 3 units
 * (src/modules/orders/concurrency.test.ts), a genuine signed payment of one
 * order used for another (src/modules/payments/test-gateway.test.ts), OTP
 * guesses from 20 requests at once (src/modules/accounts/otp.test.ts).
 */
let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
});
afterAll(async () => {
	await t?.close();
});

const WELCOME15 = { code: "WELCOME15", percentOff: 15, maxDiscount: 500_00 };

describe("tampered prices and totals", () => {
	it("are refused as PRICE_CHANGED with nothing written, whichever amount is changed", async () => {
		const [a, b] = (await prepareVariants(t.database, [
			{ price: 450_00, mrp: 600_00, stock: 10 },
			{ price: 1200_00, mrp: 1500_00, stock: 10 },
		])) as [TestVariant, TestVariant];
		const shopper = await createShopper(t.database);
		const honest = orderPayload(shopper.addressId, [
			{ variant: a, quantity: 1 },
			{ variant: b, quantity: 1 },
		]);
		const withPromo = orderPayload(shopper.addressId, [{ variant: b, quantity: 1 }], { promo: WELCOME15 });
		const tampered: [string, Record<string, unknown>][] = [
			["item price lowered", { ...honest, order_items: honest.order_items.map((item) => ({ ...item, price: 1 })) }],
			[
				"one line's price swapped with the other's",
				{
					...honest,
					order_items: honest.order_items.map((item, index) => ({
						...item,
						price: honest.order_items[1 - index]?.price,
					})),
				},
			],
			["total lowered by a paisa", { ...honest, total_amount: honest.total_amount - 0.01 }],
			["total at zero", { ...honest, total_amount: 0 }],
			["subtotal lowered", { ...honest, subTotalAmount: 1 }],
			["discount raised", { ...honest, discountAmount: honest.discountAmount + 500 }],
			["delivery charged when it is free", { ...honest, deliveryAmount: 50, total_amount: honest.total_amount + 50 }],
			["a negative delivery", { ...honest, deliveryAmount: -100, total_amount: honest.total_amount - 100 }],
			[
				"a promo discount without a code",
				{ ...honest, promoDiscountAmount: 100, total_amount: honest.total_amount - 100 },
			],
			[
				"a bigger promo discount than the code gives",
				{
					...withPromo,
					promoDiscountAmount: (withPromo.promoDiscountAmount ?? 0) + 100,
					total_amount: withPromo.total_amount - 100,
				},
			],
		];
		const ordersBefore = await countOrders(t.database, shopper.id);
		for (const [what, body] of tampered) {
			const answer = await createOrder(t.app, shopper.auth, body);
			expect(answer.status, what).toBeGreaterThanOrEqual(400);
			expect(answer.status, what).toBeLessThan(500);
			expect([409, 400], what).toContain(answer.status);
			if (answer.status === 409) expect(answer.body.code, what).toBe("PRICE_CHANGED");
		}
		expect(await countOrders(t.database, shopper.id)).toBe(ordersBefore);
		expect(await stockOf(t.database, a.id)).toBe(10);
		expect(await stockOf(t.database, b.id)).toBe(10);
	});

	it("the amount charged at the gateway is the database's total, never the client's", async () => {
		const [v] = (await prepareVariants(t.database, [{ price: 2399_00, mrp: 2999_00, stock: 5 }])) as [TestVariant];
		const shopper = await createShopper(t.database);
		const answer = await createOrder(
			t.app,
			shopper.auth,
			orderPayload(shopper.addressId, [{ variant: v, quantity: 2 }], { paymentMode: "UPI" }),
		);
		expect(answer.status).toBe(201);
		const orderId = orderIdOf(answer.body);
		const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		const expected = computeOrderAmounts([{ price: 2399_00, mrp: 2999_00, quantity: 2 }], null).total;
		expect(row?.total).toBe(expected);
		const payment = (answer.body.response as { payment: PaymentStart }).payment;
		expect(payment.amount).toBe(paiseToRupees(expected));
		const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(attempt?.amount).toBe(expected);
	});
});

describe("races", () => {
	it("one Idempotency-Key sent 50 times at once makes one order", async () => {
		const [v] = (await prepareVariants(t.database, [{ price: 999_00, stock: 10 }])) as [TestVariant];
		const shopper = await createShopper(t.database);
		const payload = orderPayload(shopper.addressId, [{ variant: v, quantity: 2 }]);
		const answers = await Promise.all(
			Array.from({ length: 50 }, () => createOrder(t.app, shopper.auth, payload, "fifty-taps")),
		);
		const statuses = answers.map((answer) => answer.status);
		expect(statuses.filter((status) => status === 201)).toHaveLength(1);
		// the rest answer the same order, or are held back by the per-shopper rate (10 a minute)
		for (const answer of answers.filter((a) => a.status !== 201)) {
			expect([200, 429]).toContain(answer.status);
		}
		const ids = new Set(answers.filter((a) => a.status < 300).map((a) => orderIdOf(a.body)));
		expect(ids.size).toBe(1);
		expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(5);
		expect(await countOrders(t.database, shopper.id)).toBe(1);
		expect(await stockOf(t.database, v.id)).toBe(8);
	});

	it("a gift card's last ₹100, spent by 10 orders at once, is debited once, to zero", async () => {
		// ₹50 and the ₹50 delivery: exactly ₹100
		const [v] = (await prepareVariants(t.database, [{ price: 50_00, stock: 30 }])) as [TestVariant];
		expect(computeOrderAmounts([{ price: 50_00, mrp: 50_00, quantity: 1 }], null).total).toBe(100_00);
		const [card] = await t.database.db
			.insert(giftCards)
			.values({ code: "LAST-HUNDRED", initialBalance: 500_00, balance: 100_00 })
			.returning();
		if (!card) throw new Error("no card");
		const people = await Promise.all(Array.from({ length: 10 }, () => createShopper(t.database)));
		const answers = await Promise.all(
			people.map((person) =>
				createOrder(
					t.app,
					person.auth,
					orderPayload(person.addressId, [{ variant: v, quantity: 1 }], {
						paymentMode: "GIFT_CARD",
						giftCard: "last-hundred",
					}),
				),
			),
		);
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
		for (const answer of answers.filter((a) => a.status !== 201)) {
			expect(answer.status).toBe(409);
			expect(answer.body.code).toBe("GIFT_CARD_REFUSED");
		}
		const [after] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
		expect(after?.balance).toBe(0);
		const redemptions = await t.database.db
			.select()
			.from(giftCardRedemptions)
			.where(eq(giftCardRedemptions.giftCardId, card.id));
		expect(redemptions.map((row) => row.amount)).toEqual([100_00]);
		expect(await stockOf(t.database, v.id)).toBe(29);
	});

	it("the first-order code in 20 orders at once from one shopper is used once", async () => {
		const [v] = (await prepareVariants(t.database, [{ price: 1000_00, stock: 50 }])) as [TestVariant];
		const shopper = await createShopper(t.database);
		const payload = orderPayload(shopper.addressId, [{ variant: v, quantity: 1 }], { promo: WELCOME15 });
		const answers = await Promise.all(
			Array.from({ length: 20 }, (_, i) => createOrder(t.app, shopper.auth, payload, `first-order-${i}`)),
		);
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
		for (const answer of answers.filter((a) => a.status !== 201)) {
			// refused for the code, or held back by the per-shopper rate (10 a minute)
			expect([409, 429]).toContain(answer.status);
			if (answer.status === 409) expect(answer.body.code).toBe("PROMO_NOT_FIRST_ORDER");
		}
		expect(answers.filter((answer) => answer.status === 409).length).toBeGreaterThanOrEqual(5);
		const redemptions = await t.database.db
			.select()
			.from(promoRedemptions)
			.where(eq(promoRedemptions.userId, shopper.id));
		expect(redemptions).toHaveLength(1);
		expect(await countOrders(t.database, shopper.id)).toBe(1);
		expect(await stockOf(t.database, v.id)).toBe(49);
	});
});
