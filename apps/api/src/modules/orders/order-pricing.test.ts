import { cashRoundOff } from "@pitara/shared";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
	addressOf,
	createOrder,
	createShopper,
	orderIdOf,
	prepareVariants,
	type TestVariant,
} from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { orders, promoCodes } from "../../db/schema/index.ts";

/**
 * The promo code's preview (`/promo/validate`) and the placed order price their lines with one function
 * (priceOrderLines): for any cart and code, the order is placed at the amounts the preview showed, or both
 * refuse the code for the same reason.
 */
let t: TestApp;
let shelf: TestVariant[];

const CODES = ["TENOFF", "QUARTER", "FLAT250", "BIGBASKET"];

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	shelf = await prepareVariants(t.database, [
		{ price: 199_00, mrp: 249_00, stock: 500 },
		{ price: 333_33, mrp: 333_33, stock: 500 },
		{ price: 560_00, mrp: 700_00, stock: 500 },
		{ price: 1299_50, mrp: 1999_00, stock: 500 },
		{ price: 2400_00, mrp: 2500_00, stock: 500 },
	]);
	await t.database.db.insert(promoCodes).values([
		{ code: "TENOFF", percentOff: 10 },
		{ code: "QUARTER", percentOff: 25, maxDiscount: 300_00 },
		{ code: "FLAT250", amountOff: 250_00 },
		{ code: "BIGBASKET", percentOff: 15, minOrder: 2000_00 },
	]);
});
afterAll(async () => {
	await t?.close();
});

const cartArbitrary = fc.record({
	lines: fc.uniqueArray(fc.record({ index: fc.nat({ max: 4 }), quantity: fc.integer({ min: 1, max: 2 }) }), {
		minLength: 1,
		maxLength: 4,
		selector: (line) => line.index,
	}),
	code: fc.constantFrom(...CODES),
});

describe("one pricing for the promo preview and the order", () => {
	it("places random carts at the amounts /promo/validate answered for them", async () => {
		await fc.assert(
			fc.asyncProperty(cartArbitrary, async ({ lines, code }) => {
				const user = await createShopper(t.database);
				const items = lines.map(({ index, quantity }) => ({ variant: shelf[index] as TestVariant, quantity }));
				const preview = await call(t.app, {
					method: "POST",
					url: "/api/promo/validate",
					headers: user.auth,
					remoteAddress: addressOf(user.auth),
					payload: { code, order_items: items.map(({ variant, quantity }) => ({ product_id: variant.id, quantity })) },
				});
				// the checkout sends what the preview showed (carts stay under the COD limit of ₹10,000, whose fee is 0)
				const shown = (preview.body.response as { amounts?: Record<string, number> } | undefined)?.amounts;
				// paid in cash, the checkout rounds the total to the rupee (as the order does)
				const shownPaise = Math.round((shown?.total_amount ?? 0) * 100);
				const cashTotal = (shownPaise + cashRoundOff(shownPaise)) / 100;
				const payload = {
					address_id: user.addressId,
					payment_mode: "COD",
					promo_code: code,
					order_items: items.map(({ variant, quantity }) => ({
						product_id: variant.id,
						quantity,
						price: variant.price / 100,
					})),
					subTotalAmount: shown?.subTotalAmount ?? 0,
					deliveryAmount: shown?.deliveryAmount ?? 0,
					discountAmount: shown?.discountAmount ?? 0,
					promoDiscountAmount: shown?.promoDiscountAmount ?? 0,
					total_amount: cashTotal,
				};
				const placed = await createOrder(t.app, user.auth, payload);
				if (preview.status !== 200) {
					// refused by the preview (a minimum order): refused by the order, for the same reason
					expect(placed.status).toBe(preview.status);
					expect(placed.body.code).toBe(preview.body.code);
					return;
				}
				expect(placed.status, JSON.stringify(placed.body)).toBe(201);
				const [order] = await t.database.db
					.select()
					.from(orders)
					.where(eq(orders.id, orderIdOf(placed.body)));
				expect({
					mrpTotalAmount: (order?.mrpTotal ?? 0) / 100,
					subTotalAmount: (order?.subTotal ?? 0) / 100,
					discountAmount: (order?.discount ?? 0) / 100,
					promoDiscountAmount: (order?.promoDiscount ?? 0) / 100,
					deliveryAmount: (order?.delivery ?? 0) / 100,
					total_amount: (order?.total ?? 0) / 100,
				}).toEqual({ ...shown, total_amount: cashTotal });
			}),
			{ numRuns: 25, seed: 2311 },
		);
	});
});
