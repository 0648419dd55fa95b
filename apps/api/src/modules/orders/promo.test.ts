import { messages } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
	cancelOrder,
	createOrder,
	createShopper,
	orderIdOf,
	orderPayload,
	prepareVariants,
	type TestVariant,
} from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { orders, promoCodes, promoRedemptions } from "../../db/schema/index.ts";

let t: TestApp;
let variant: TestVariant;
let dear: TestVariant;

const WELCOME15 = { code: "WELCOME15", percentOff: 15, maxDiscount: 500_00 };

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	[variant, dear] = (await prepareVariants(t.database, [
		{ price: 560_00, mrp: 700_00, stock: 100 },
		{ price: 4000_00, mrp: 4500_00, stock: 100 },
	])) as [TestVariant, TestVariant];
	await t.database.db.insert(promoCodes).values([
		{ code: "OLDSALE", percentOff: 20, expiresAt: new Date("2020-01-01T00:00:00Z") },
		{ code: "PAUSED10", percentOff: 10, active: false },
		{ code: "EVERYONE10", percentOff: 10 },
	]);
});
afterAll(async () => {
	await t?.close();
});

const shopper = () => createShopper(t.database);

const validate = (auth: { authorization: string }, code: string, items = [{ product_id: variant.id, quantity: 1 }]) =>
	call(t.app, { method: "POST", url: "/api/promo/validate", headers: auth, payload: { code, order_items: items } });

describe("promo codes", () => {
	it("answers the amounts with WELCOME15 (case-insensitive): 15% off the subtotal before the delivery rule", async () => {
		const user = await shopper();
		// ₹560 − 15% = ₹476: the promo takes the order under ₹500, so delivery comes back
		const answer = await validate(user.auth, " welcome15 ");
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({
			status: true,
			message: messages.promo.applied("WELCOME15", 15),
			response: {
				code: "WELCOME15",
				percent_off: 15,
				max_discount: 500,
				amounts: {
					mrpTotalAmount: 700,
					subTotalAmount: 560,
					discountAmount: 140,
					promoDiscountAmount: 84,
					deliveryAmount: 50,
					total_amount: 526,
				},
			},
		});
		// capped at ₹500
		const capped = await validate(user.auth, "WELCOME15", [{ product_id: dear.id, quantity: 1 }]);
		expect((capped.body.response as { amounts: unknown }).amounts).toMatchObject({
			subTotalAmount: 4000,
			promoDiscountAmount: 500,
			deliveryAmount: 0,
			total_amount: 3500,
		});
	});

	it("says why a code cannot be used", async () => {
		const user = await shopper();
		const cases: [string, number, string, string][] = [
			["NOPE", 400, "PROMO_UNKNOWN", messages.promo.unknown],
			["OLDSALE", 400, "PROMO_EXPIRED", messages.promo.expired],
			["PAUSED10", 400, "PROMO_INACTIVE", messages.promo.inactive],
			["", 400, "VALIDATION_ERROR", messages.promo.codeRequired],
		];
		for (const [code, status, errorCode, message] of cases) {
			const answer = await validate(user.auth, code);
			expect(answer.status, code).toBe(status);
			expect(answer.body, code).toMatchObject({ code: errorCode, message });
		}
		expect(
			(await call(t.app, { method: "POST", url: "/api/promo/validate", payload: { code: "WELCOME15" } })).status,
		).toBe(401);
	});

	it("applies the code to an order, keeps the code and its amount, and refuses it on a second order", async () => {
		const user = await shopper();
		const payload = orderPayload(user.addressId, [{ variant, quantity: 1 }], { promo: WELCOME15 });
		expect(payload).toMatchObject({
			subTotalAmount: 560,
			promoDiscountAmount: 84,
			deliveryAmount: 50,
			total_amount: 526,
		});
		const placed = await createOrder(t.app, user.auth, payload);
		expect(placed.status).toBe(201);
		const orderId = orderIdOf(placed.body);
		const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		expect(order).toMatchObject({
			promoCode: "WELCOME15",
			promoDiscount: 84_00,
			subTotal: 560_00,
			delivery: 50_00,
			total: 526_00,
		});
		const redemptions = await t.database.db
			.select()
			.from(promoRedemptions)
			.where(eq(promoRedemptions.orderId, orderId));
		expect(redemptions).toMatchObject([{ userId: user.id, amount: 84_00 }]);

		const list = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: user.auth, payload: {} });
		expect((list.body.response as Record<string, unknown>[])[0]).toMatchObject({
			promo_code: "WELCOME15",
			promoDiscountAmount: 84,
			total_amount: 526,
		});

		const again = await createOrder(t.app, user.auth, payload);
		expect(again.status).toBe(409);
		expect(again.body).toMatchObject({ code: "PROMO_NOT_FIRST_ORDER", message: messages.promo.notFirstOrder });
		const check = await validate(user.auth, "WELCOME15");
		expect(check.body.code).toBe("PROMO_NOT_FIRST_ORDER");

		// a code for everyone works on any order; the amounts must include it
		const everyone = orderPayload(user.addressId, [{ variant, quantity: 1 }], {
			promo: { code: "EVERYONE10", percentOff: 10 },
		});
		expect((await createOrder(t.app, user.auth, everyone)).status).toBe(201);
		const withoutPromoAmounts = { ...everyone, promo_code: "EVERYONE10", total_amount: 610 };
		expect((await createOrder(t.app, user.auth, withoutPromoAmounts)).body.code).toBe("PRICE_CHANGED");
	});

	it("lets a shopper whose only order was cancelled use the first-order code again", async () => {
		const user = await shopper();
		const first = await createOrder(t.app, user.auth, orderPayload(user.addressId, [{ variant, quantity: 1 }]));
		await cancelOrder(t.app, user.auth, orderIdOf(first.body));
		const withCode = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant, quantity: 1 }], { promo: WELCOME15 }),
		);
		expect(withCode.status).toBe(201);
	});

	it("refuses an unknown or expired code on an order with the field named", async () => {
		const user = await shopper();
		for (const code of ["NOPE", "OLDSALE"]) {
			const answer = await createOrder(t.app, user.auth, {
				...orderPayload(user.addressId, [{ variant, quantity: 1 }]),
				promo_code: code,
			});
			expect(answer.status).toBe(400);
			expect(answer.body.errors).toEqual([{ field: "promo_code", message: expect.any(String) }]);
		}
	});
});
