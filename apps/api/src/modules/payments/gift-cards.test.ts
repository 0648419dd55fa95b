import { messages } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
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
import { giftCardFailures, giftCardRedemptions, giftCards, orders, payments } from "../../db/schema/index.ts";

let t: TestApp;
let variant: TestVariant;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	[variant] = (await prepareVariants(t.database, [{ price: 1200_00, mrp: 1500_00, stock: 50 }])) as [TestVariant];
	await t.database.db.insert(giftCards).values([
		{ code: "OLD-CARD", initialBalance: 5000_00, balance: 5000_00, expiresAt: new Date("2021-01-01T00:00:00Z") },
		{ code: "BLOCKED-CARD", initialBalance: 5000_00, balance: 5000_00, active: false },
		{ code: "EXACT-1200", initialBalance: 1200_00, balance: 1200_00 },
	]);
});
afterAll(async () => {
	await t?.close();
});

const shopper = () => createShopper(t.database);

const check = (auth: { authorization: string }, code: unknown) =>
	call(t.app, { method: "POST", url: "/api/giftcard/check", headers: auth, payload: { code } });

const cardByCode = async (code: string) => {
	const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.code, code));
	if (!card) throw new Error(`no card ${code}`);
	return card;
};

describe("POST /api/giftcard/check", () => {
	it("answers the balance of a card whatever the case of the code", async () => {
		const user = await shopper();
		const answer = await check(user.auth, " pitara-gift-2000 ");
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({
			status: true,
			message: messages.giftCard.balance("₹2,000"),
			response: { code: "PITARA-GIFT-2000", balance: 2000, expires_at: null },
		});
	});

	it("says why a card cannot be used", async () => {
		const user = await shopper();
		const cases: [string, number, string, string][] = [
			["NO-SUCH-CARD", 404, "GIFT_CARD_NOT_FOUND", messages.giftCard.unknown],
			["PITARA-GIFT-USED", 409, "GIFT_CARD_USED_UP", messages.giftCard.usedUp],
			["OLD-CARD", 409, "GIFT_CARD_EXPIRED", messages.giftCard.expired],
			["BLOCKED-CARD", 409, "GIFT_CARD_INACTIVE", messages.giftCard.inactive],
			["", 400, "VALIDATION_ERROR", messages.checkout.giftCardRequired],
		];
		for (const [code, status, errorCode, message] of cases) {
			const answer = await check(user.auth, code);
			expect(answer.status, code).toBe(status);
			expect(answer.body, code).toMatchObject({ code: errorCode, message });
		}
		expect((await call(t.app, { method: "POST", url: "/api/giftcard/check", payload: { code: "X" } })).status).toBe(
			401,
		);
	});
});

describe("paying with a gift card", () => {
	const pay = (user: Awaited<ReturnType<typeof shopper>>, code: string, quantity = 1) =>
		createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant, quantity }], { paymentMode: "GIFT_CARD", giftCard: code }),
		);

	it("debits the total in the order's transaction, marks the order Paid and records the redemption", async () => {
		const user = await shopper();
		const placed = await pay(user, "pitara-gift-2000");
		expect(placed.status).toBe(201);
		expect(placed.body).toMatchObject({ success: true, message: messages.checkout.placed });
		expect((placed.body.response as Record<string, unknown>).payment).toBeUndefined();
		const orderId = orderIdOf(placed.body);
		const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		const card = await cardByCode("PITARA-GIFT-2000");
		expect(order).toMatchObject({
			paymentMode: "GIFT_CARD",
			paymentStatus: "Paid",
			status: "Pending",
			giftCardId: card.id,
		});
		expect(card.balance).toBe(800_00);
		const redemptions = await t.database.db
			.select()
			.from(giftCardRedemptions)
			.where(eq(giftCardRedemptions.orderId, orderId));
		expect(redemptions).toMatchObject([{ giftCardId: card.id, amount: 1200_00 }]);
		const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(payment).toMatchObject({ gateway: "gift_card", status: "paid", amount: 1200_00 });
	});

	it("refuses an insufficient, used-up, unknown, expired or inactive card with one message, and writes nothing", async () => {
		const user = await shopper();
		const stock = await stockOf(t.database, variant.id);
		// the specific reasons (and a balance) are for /giftcard/check, which is rate-limited; placing says one thing
		for (const code of ["PITARA-GIFT-500", "PITARA-GIFT-USED", "WHO-KNOWS", "OLD-CARD", "BLOCKED-CARD"]) {
			const refused = await pay(user, code);
			expect(refused.status, code).toBe(409);
			expect(refused.body, code).toMatchObject({
				code: "GIFT_CARD_REFUSED",
				message: messages.giftCard.refused,
				errors: [{ field: "gift_card_code", message: messages.giftCard.refused }],
			});
		}
		expect(await countOrders(t.database, user.id)).toBe(0);
		expect(await stockOf(t.database, variant.id)).toBe(stock);
		expect((await cardByCode("PITARA-GIFT-500")).balance).toBe(500_00);
	});

	it("spends a card to exactly zero, then calls it used up", async () => {
		const user = await shopper();
		expect((await pay(user, "EXACT-1200")).status).toBe(201);
		expect((await cardByCode("EXACT-1200")).balance).toBe(0);
		expect((await pay(user, "EXACT-1200")).body.code).toBe("GIFT_CARD_REFUSED");
	});

	it("gives the balance back when the order is cancelled, with a negative redemption row", async () => {
		const user = await shopper();
		const before = (await cardByCode("PITARA-GIFT-5000")).balance;
		const orderId = orderIdOf((await pay(user, "PITARA-GIFT-5000", 2)).body);
		expect((await cardByCode("PITARA-GIFT-5000")).balance).toBe(before - 2400_00);
		const cancelled = await cancelOrder(t.app, user.auth, orderId);
		expect(cancelled.status).toBe(200);
		expect(cancelled.body.response).toMatchObject({ orderStatus: "Cancelled", payment_status: "Refunded" });
		const card = await cardByCode("PITARA-GIFT-5000");
		expect(card.balance).toBe(before);
		const redemptions = await t.database.db
			.select()
			.from(giftCardRedemptions)
			.where(eq(giftCardRedemptions.orderId, orderId))
			.orderBy(giftCardRedemptions.id);
		expect(redemptions.map((row) => row.amount)).toEqual([2400_00, -2400_00]);
	});
});

describe("guessing gift card codes", () => {
	const pay = (user: Awaited<ReturnType<typeof shopper>>, code: string) =>
		createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant, quantity: 1 }], { paymentMode: "GIFT_CARD", giftCard: code }),
		);
	const failuresOf = (userId: number) =>
		t.database.db.select().from(giftCardFailures).where(eq(giftCardFailures.userId, userId));

	it("locks a shopper out of both routes for 15 minutes after 5 codes that did not work, wherever they were tried", async () => {
		const user = await shopper();
		for (const code of ["GUESS-0001", "GUESS-0002", "PITARA-GIFT-USED"])
			expect((await check(user.auth, code)).status).not.toBe(200);
		for (const code of ["GUESS-0003", "PITARA-GIFT-500"])
			expect((await pay(user, code)).body.code).toBe("GIFT_CARD_REFUSED");
		expect(await failuresOf(user.id)).toHaveLength(5);

		// even a real card with money on it is not looked at now
		const checked = await check(user.auth, "PITARA-GIFT-5000");
		expect(checked.status).toBe(429);
		expect(checked.body).toMatchObject({ code: "GIFT_CARD_LOCKED", message: messages.giftCard.locked(15) });
		expect(Number(checked.response.headers["retry-after"])).toBeGreaterThan(14 * 60);
		const placed = await pay(user, "PITARA-GIFT-5000");
		expect(placed.status).toBe(429);
		expect(placed.body.code).toBe("GIFT_CARD_LOCKED");
		expect(await countOrders(t.database, user.id)).toBe(0);
		// the lockout counts no further failures and stops no one else
		expect(await failuresOf(user.id)).toHaveLength(5);
		expect((await check((await shopper()).auth, "PITARA-GIFT-5000")).status).toBe(200);
		// other ways to pay still work
		const cod = await createOrder(t.app, user.auth, orderPayload(user.addressId, [{ variant, quantity: 1 }]));
		expect(cod.status).toBe(201);

		// 15 minutes after the fifth failure it opens again
		await t.database.db.execute(
			sql`update gift_card_failures set created_at = created_at - interval '15 minutes' where user_id = ${user.id}`,
		);
		expect((await check(user.auth, "PITARA-GIFT-5000")).status).toBe(200);
	});

	it("counts neither a card that paid nor an order refused before the card was looked at", async () => {
		const user = await shopper();
		expect((await pay(user, "PITARA-GIFT-5000")).status).toBe(201);
		const mispriced = orderPayload(user.addressId, [{ variant, quantity: 1 }], {
			paymentMode: "GIFT_CARD",
			giftCard: "GUESS-0004",
		});
		const changed = await createOrder(t.app, user.auth, { ...mispriced, total_amount: mispriced.total_amount + 1 });
		expect(changed.body.code).toBe("PRICE_CHANGED");
		expect(await failuresOf(user.id)).toHaveLength(0);
		expect((await check(user.auth, "PITARA-GIFT-5000")).status).toBe(200);
	});

	it("compares no more than 5 codes however many orders race with guesses", async () => {
		const user = await shopper();
		const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => pay(user, `RACE-GUESS-${i}`)));
		const refused = answers.filter((answer) => answer.body.code === "GIFT_CARD_REFUSED");
		const locked = answers.filter((answer) => answer.body.code === "GIFT_CARD_LOCKED");
		expect(refused).toHaveLength(5);
		expect(locked).toHaveLength(3);
		expect(await failuresOf(user.id)).toHaveLength(5);
	});
});
