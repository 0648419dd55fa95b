import { messages } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
	addAddress,
	cancelOrder,
	countOrders,
	createOrder,
	createShopper,
	orderIdOf,
	orderPayload,
	prepareVariants,
	stockOf,
	type TestVariant,
} from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { queryRows } from "../../db/client.ts";
import { giftCardRedemptions, giftCards, promoRedemptions } from "../../db/schema/index.ts";
import { releaseExpiredOrders } from "../../workflows/release-expired-orders.ts";

/**
 * The races DESIGN.md §2 rules out: oversold stock, two orders for one click,
 * a first-order code used twice, a gift card balance spent twice. On PGlite
 * the transactions run one after another; with TEST_DATABASE_URL they race
 * for real on PostgreSQL.
 */
let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
});
afterAll(async () => {
	await t?.close();
});

async function shoppers(count: number) {
	const out = [];
	for (let i = 0; i < count; i += 1) {
		out.push(await createShopper(t.database));
	}
	return out;
}

const WELCOME15 = { code: "WELCOME15", percentOff: 15, maxDiscount: 500_00 };

describe("under concurrency", () => {
	it("sells exactly the 3 in stock to 50 shoppers trying at once, and stock ends at 0", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 899_00, mrp: 1199_00, stock: 3 }]);
		const variant = v as TestVariant;
		const people = await shoppers(50);
		const before = await countOrders(t.database);
		const answers = await Promise.all(
			people.map((person) =>
				createOrder(t.app, person.auth, orderPayload(person.addressId, [{ variant, quantity: 1 }])),
			),
		);
		const statuses = answers.map((answer) => answer.status);
		expect(statuses.filter((status) => status === 201)).toHaveLength(3);
		expect(statuses.filter((status) => status === 409)).toHaveLength(47);
		for (const answer of answers.filter((a) => a.status === 409)) {
			expect(answer.body.code).toBe("INSUFFICIENT_STOCK");
			expect(answer.body.message).toBe(messages.checkout.insufficientStock(variant.name, 0));
		}
		expect(await stockOf(t.database, variant.id)).toBe(0);
		expect((await countOrders(t.database)) - before).toBe(3);
		const [sold] = await queryRows<{ n: number }>(
			t.database.db,
			sql`select coalesce(sum(quantity), 0)::int as n from order_items where variant_id = ${variant.id}`,
		);
		expect(sold?.n).toBe(3);
	});

	it("makes one order for a repeated Idempotency-Key, one after the other", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 399_00, stock: 10 }]);
		const variant = v as TestVariant;
		const [person] = await shoppers(1);
		if (!person) throw new Error("no shopper");
		const payload = orderPayload(person.addressId, [{ variant, quantity: 2 }]);
		const first = await createOrder(t.app, person.auth, payload, "attempt-1");
		const second = await createOrder(t.app, person.auth, payload, "attempt-1");
		expect(first.status).toBe(201);
		expect(second.status).toBe(200);
		expect(orderIdOf(second.body)).toBe(orderIdOf(first.body));
		expect(second.body).toEqual(first.body);
		expect(await countOrders(t.database, person.id)).toBe(1);
		expect(await stockOf(t.database, variant.id)).toBe(8);

		const different = await createOrder(
			t.app,
			person.auth,
			orderPayload(person.addressId, [{ variant, quantity: 1 }]),
			"attempt-1",
		);
		expect(different.status).toBe(422);
		expect(different.body.code).toBe("IDEMPOTENCY_MISMATCH");
		expect(different.body.message).toBe(messages.checkout.idempotencyMismatch);

		// the key is the shopper's own: another shopper's same key is another order
		const [other] = await shoppers(1);
		if (!other) throw new Error("no shopper");
		const theirs = await createOrder(
			t.app,
			other.auth,
			orderPayload(other.addressId, [{ variant, quantity: 2 }]),
			"attempt-1",
		);
		expect(theirs.status).toBe(201);
		expect(orderIdOf(theirs.body)).not.toBe(orderIdOf(first.body));
	});

	it("refuses a repeated Idempotency-Key whose body asks for anything else with 422, and answers a true repeat", async () => {
		const [a, b] = await prepareVariants(t.database, [
			{ price: 299_00, stock: 10 },
			{ price: 499_00, stock: 10 },
		]);
		const first = a as TestVariant;
		const second = b as TestVariant;
		const [person] = await shoppers(1);
		if (!person) throw new Error("no shopper");
		const otherAddress = await addAddress(t.database, person.id, "Office", false);
		const payload = orderPayload(person.addressId, [
			{ variant: first, quantity: 1 },
			{ variant: second, quantity: 2 },
		]);
		const placed = await createOrder(t.app, person.auth, payload, "fingerprinted");
		expect(placed.status).toBe(201);

		const changed: [string, Record<string, unknown>][] = [
			["address_id", { ...payload, address_id: otherAddress }],
			["gift_card_code", { ...payload, gift_card_code: "SOMEONE-ELSES" }],
			["promo_code", { ...payload, promo_code: "WELCOME15" }],
			["payment_mode", { ...payload, payment_mode: "UPI" }],
			[
				"item price",
				{ ...payload, order_items: payload.order_items.map((item) => ({ ...item, price: item.price + 1 })) },
			],
			[
				"quantity",
				orderPayload(person.addressId, [
					{ variant: first, quantity: 1 },
					{ variant: second, quantity: 1 },
				]),
			],
		];
		for (const [what, body] of changed) {
			const answer = await createOrder(t.app, person.auth, body, "fingerprinted");
			expect(answer.status, what).toBe(422);
			expect(answer.body, what).toMatchObject({
				status: false,
				code: "IDEMPOTENCY_MISMATCH",
				message: messages.checkout.idempotencyMismatch,
			});
		}

		// the same request, its lines in another order and its codes spelled loosely, is the same request
		const again = await createOrder(
			t.app,
			person.auth,
			{ ...payload, order_items: [...payload.order_items].reverse(), promo_code: "  " },
			"fingerprinted",
		);
		expect(again.status).toBe(200);
		expect(orderIdOf(again.body)).toBe(orderIdOf(placed.body));
		expect(await countOrders(t.database, person.id)).toBe(1);
		expect(await stockOf(t.database, first.id)).toBe(9);
		expect(await stockOf(t.database, second.id)).toBe(8);
	});

	it("makes one order for a double tap that arrives at once, even for the last item in stock", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 1250_00, stock: 1 }]);
		const variant = v as TestVariant;
		const [person] = await shoppers(1);
		if (!person) throw new Error("no shopper");
		const payload = orderPayload(person.addressId, [{ variant, quantity: 1 }]);
		const answers = await Promise.all(
			Array.from({ length: 8 }, () => createOrder(t.app, person.auth, payload, "double-tap-key")),
		);
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
		expect(new Set(answers.map((answer) => orderIdOf(answer.body))).size).toBe(1);
		expect(await countOrders(t.database, person.id)).toBe(1);
		expect(await stockOf(t.database, variant.id)).toBe(0);
	});

	it("lets a first-order code through once when one shopper races several orders with it", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 1000_00, stock: 50 }]);
		const variant = v as TestVariant;
		const [person] = await shoppers(1);
		if (!person) throw new Error("no shopper");
		const payload = orderPayload(person.addressId, [{ variant, quantity: 1 }], { promo: WELCOME15 });
		expect(payload.total_amount).toBe(850);
		const answers = await Promise.all(
			Array.from({ length: 6 }, (_, i) => createOrder(t.app, person.auth, payload, `promo-race-${i}`)),
		);
		const statuses = answers.map((answer) => answer.status);
		expect(statuses.filter((status) => status === 201)).toHaveLength(1);
		for (const answer of answers.filter((a) => a.status !== 201)) {
			expect(answer.status).toBe(409);
			expect(answer.body.code).toBe("PROMO_NOT_FIRST_ORDER");
		}
		expect(await countOrders(t.database, person.id)).toBe(1);
		const redemptions = await t.database.db
			.select()
			.from(promoRedemptions)
			.where(eq(promoRedemptions.userId, person.id));
		expect(redemptions).toHaveLength(1);
		expect(redemptions[0]?.amount).toBe(150_00);
		expect(await stockOf(t.database, variant.id)).toBe(49);
	});

	it("keeps stock exact with no deadlock while orders, cancellations and the expiry sweep run together", async () => {
		const [a, b] = (await prepareVariants(t.database, [
			{ price: 300_00, stock: 40 },
			{ price: 400_00, stock: 40 },
		])) as [TestVariant, TestVariant];
		const people = await shoppers(16);
		// half list the lines one way round, half the other; half pay online and are left to expire
		const first = await Promise.all(
			people.map((person, i) =>
				createOrder(
					t.app,
					person.auth,
					orderPayload(
						person.addressId,
						i % 2 === 0
							? [
									{ variant: a, quantity: 1 },
									{ variant: b, quantity: 2 },
								]
							: [
									{ variant: b, quantity: 2 },
									{ variant: a, quantity: 1 },
								],
						{ paymentMode: i % 4 < 2 ? "COD" : "UPI" },
					),
				),
			),
		);
		expect(first.map((answer) => answer.status)).toEqual(people.map(() => 201));
		const orderIds = first.map((answer) => orderIdOf(answer.body));
		await t.database.db.execute(
			sql`update orders set payment_expires_at = now() - interval '1 minute' where payment_mode = 'UPI' and id in ${orderIds}`,
		);
		const codOrders = orderIds.filter((_, i) => i % 4 < 2);
		const mixed = await Promise.all([
			releaseExpiredOrders(t.app),
			...people.map((person, i) =>
				i % 4 < 2
					? cancelOrder(t.app, person.auth, orderIds[i] as number)
					: createOrder(
							t.app,
							person.auth,
							orderPayload(person.addressId, [
								{ variant: b, quantity: 1 },
								{ variant: a, quantity: 1 },
							]),
						),
			),
			releaseExpiredOrders(t.app),
		]);
		for (const answer of mixed.slice(1, -1) as { status: number }[]) expect([200, 201]).toContain(answer.status);
		// the sweeps and the new orders (which first release expired holds on what they need) share the work:
		// whoever got there, each expired order was released exactly once
		const expired = orderIds.filter((_, i) => i % 4 >= 2);
		const bySweeps = [...(mixed[0] as number[]), ...(mixed.at(-1) as number[])];
		expect(new Set(bySweeps).size).toBe(bySweeps.length);
		for (const id of bySweeps) expect(expired).toContain(id);
		const expiredRows = await queryRows<{ status: string; released: boolean; cancellations: number }>(
			t.database.db,
			sql`select status, stock_released_at is not null as released,
					(select count(*)::int from order_tracking ot where ot.order_id = orders.id and ot.status = 'Cancelled') as cancellations
				from orders where id in ${expired}`,
		);
		expect(expiredRows).toHaveLength(8);
		for (const row of expiredRows) expect(row).toEqual({ status: "Cancelled", released: true, cancellations: 1 });
		// every first order is cancelled or expired now; only the 8 second orders hold stock
		expect(codOrders).toHaveLength(8);
		expect(await stockOf(t.database, a.id)).toBe(40 - 8);
		expect(await stockOf(t.database, b.id)).toBe(40 - 8);
	});

	it("debits a gift card's balance once when several orders race for it", async () => {
		const [card] = await t.database.db
			.insert(giftCards)
			.values({ code: "RACE-CARD-1000", initialBalance: 1000_00, balance: 1000_00 })
			.returning();
		if (!card) throw new Error("no card");
		const [v] = await prepareVariants(t.database, [{ price: 600_00, stock: 20 }]);
		const variant = v as TestVariant;
		const people = await shoppers(6);
		const answers = await Promise.all(
			people.map((person) =>
				createOrder(
					t.app,
					person.auth,
					orderPayload(person.addressId, [{ variant, quantity: 1 }], {
						paymentMode: "GIFT_CARD",
						giftCard: "race-card-1000",
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
		expect(after?.balance).toBe(400_00);
		const redemptions = await t.database.db
			.select()
			.from(giftCardRedemptions)
			.where(eq(giftCardRedemptions.giftCardId, card.id));
		expect(redemptions.map((row) => row.amount)).toEqual([600_00]);
		expect(await stockOf(t.database, variant.id)).toBe(19);
	});
});
