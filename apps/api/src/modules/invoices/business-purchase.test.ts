import {
	checkoutMessages,
	DEFAULT_TAX_SETTINGS,
	gstinCheckCharacter,
	type Invoice,
	type TaxDocument,
} from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createOrder, createShopper, orderPayload, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { addresses, orders } from "../../db/schema/index.ts";
import { changeOrderStatus } from "../../workflows/change-order-status.ts";
import { saveTaxSettings } from "./tax-settings.repository.ts";

/**
 * Issue 29 item 3: a business buyer's GSTIN at checkout — checked by the shared validator (format, check character,
 * state code of the delivery address), kept on the order and named on the tax invoice (GSTR-1's B2B).
 */
let t: TestApp;
let frock: TestVariant;
beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	[frock] = (await prepareVariants(t.database, [{ price: 599_00, stock: 50, category: "Girls" }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
});

const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const MAHARASHTRA_GSTIN = withCheck("27AAPFU0939F1Z");

async function shopperIn(state: string, pincode: string) {
	const user = await createShopper(t.database);
	await t.database.db.update(addresses).set({ state, pincode }).where(eq(addresses.id, user.addressId));
	return user;
}

const place = (user: Awaited<ReturnType<typeof shopperIn>>, extra: Record<string, unknown>) =>
	createOrder(t.app, user.auth, { ...orderPayload(user.addressId, [{ variant: frock, quantity: 1 }]), ...extra });

describe("a business purchase's GSTIN", () => {
	it("is named on the tax invoice with the trade name, as typed in lower case with spaces", async () => {
		const user = await shopperIn("Maharashtra", "400001");
		const placed = await place(user, {
			buyer_gstin: ` ${MAHARASHTRA_GSTIN.toLowerCase().slice(0, 5)} ${MAHARASHTRA_GSTIN.toLowerCase().slice(5)}`,
			buyer_trade_name: "Little Steps Traders",
		});
		expect(placed.status).toBe(201);
		const orderId = (placed.body.response as { order_id: number }).order_id;
		const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		expect(row).toMatchObject({ buyerGstin: MAHARASHTRA_GSTIN, buyerTradeName: "Little Steps Traders" });

		await changeOrderStatus(t.app, t.app.log, {
			orderId,
			status: "Shipped",
			actor: { userId: null, name: "Ravi", role: "admin" },
		});
		const answer = await call(t.app, {
			method: "POST",
			url: "/api/order/invoice/fetch",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		const tax = (answer.body.response as Invoice[])[0]?.tax_invoice as TaxDocument;
		expect(tax.buyer).toMatchObject({ gstin: MAHARASHTRA_GSTIN, trade_name: "Little Steps Traders", state_code: "27" });
		expect(tax.intra_state).toBe(false);
	});

	it("without a trade name, the invoice names the address's name; without a GSTIN, none", async () => {
		const user = await shopperIn("Maharashtra", "400001");
		const placed = await place(user, { buyer_gstin: MAHARASHTRA_GSTIN });
		expect(placed.status).toBe(201);
		const plain = await place(await shopperIn("Maharashtra", "400001"), {});
		expect(plain.status).toBe(201);
		const [withGstin] = await t.database.db
			.select()
			.from(orders)
			.where(eq(orders.id, (placed.body.response as { order_id: number }).order_id));
		expect(withGstin?.buyerTradeName).toBeNull();
		const [without] = await t.database.db
			.select()
			.from(orders)
			.where(eq(orders.id, (plain.body.response as { order_id: number }).order_id));
		expect(without?.buyerGstin).toBeNull();
	});

	it("with a wrong check character, a wrong shape or another state's code: a field error, and no order", async () => {
		const user = await shopperIn("Maharashtra", "400001");
		const wrongCheck = `${MAHARASHTRA_GSTIN.slice(0, 14)}${MAHARASHTRA_GSTIN[14] === "A" ? "B" : "A"}`;
		const cases: [string, string][] = [
			[wrongCheck, checkoutMessages.gstinCheck(MAHARASHTRA_GSTIN[14] as string)],
			["27AAPFU0939F1", checkoutMessages.gstinFormat],
			[withCheck("29AAPFU0939F1Z"), checkoutMessages.gstinState("29", "Maharashtra", "27")],
		];
		for (const [gstin, message] of cases) {
			const answer = await place(user, { buyer_gstin: gstin });
			expect(answer.status, gstin).toBe(400);
			expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: "buyer_gstin", message }));
		}
		const mine = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
		expect(mine).toEqual([]);
	});

	it("is refused when the shop's turnover is above ₹5 crore (B2B would need e-invoicing)", async () => {
		await saveTaxSettings(t.database.db, { ...DEFAULT_TAX_SETTINGS, turnoverAbove5Crore: true, hsnDigits: 6 });
		try {
			const answer = await place(await shopperIn("Maharashtra", "400001"), { buyer_gstin: MAHARASHTRA_GSTIN });
			expect(answer.status).toBe(400);
			expect(answer.body.errors).toContainEqual(
				expect.objectContaining({ field: "buyer_gstin", message: checkoutMessages.gstinNotOffered }),
			);
		} finally {
			await saveTaxSettings(t.database.db, DEFAULT_TAX_SETTINGS);
		}
	});
});
