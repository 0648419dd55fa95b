import { DEFAULT_COD_SETTINGS, DEFAULT_DELIVERY_SETTINGS, promisedDate } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
	countOrders,
	createOrder,
	createShopper,
	orderIdOf,
	orderPayload,
	prepareVariants,
	stockOf,
	type TestVariant,
} from "../../../test/orders.ts";
import { addresses, orders } from "../../db/schema/index.ts";
import { saveCodSettings, saveDeliverySettings } from "../delivery/index.ts";

let t: TestApp;
beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});
afterAll(async () => {
	await t?.close();
});
beforeEach(async () => {
	await saveDeliverySettings(t.database.db, DEFAULT_DELIVERY_SETTINGS);
	await saveCodSettings(t.database.db, DEFAULT_COD_SETTINGS);
});

/** A shopper whose default address is at `pincode`. */
async function shopperAt(pincode: string) {
	const user = await createShopper(t.database);
	await t.database.db.update(addresses).set({ pincode }).where(eq(addresses.id, user.addressId));
	return user;
}

async function variant(price = 600_00, stock = 5): Promise<TestVariant> {
	const [v] = await prepareVariants(t.database, [{ price, stock }]);
	return v as TestVariant;
}

describe("the delivery promise on an order", () => {
	it("is made at placement for the address's pincode, kept on the order and answered with it", async () => {
		// 400001 (Mumbai) is a metro from the Bengaluru dispatch pincode: 3 business days
		const user = await shopperAt("400001");
		const v = await variant();
		const before = promisedDate(new Date(), DEFAULT_DELIVERY_SETTINGS.zoneDays.metro, DEFAULT_DELIVERY_SETTINGS.cutoff);
		const answer = await createOrder(t.app, user.auth, orderPayload(user.addressId, [{ variant: v, quantity: 1 }]));
		const after = promisedDate(new Date(), DEFAULT_DELIVERY_SETTINGS.zoneDays.metro, DEFAULT_DELIVERY_SETTINGS.cutoff);
		expect(answer.status).toBe(201);
		const promised = (answer.body.response as { promised_delivery_date: string }).promised_delivery_date;
		expect([before, after]).toContain(promised);

		const [row] = await t.database.db
			.select()
			.from(orders)
			.where(eq(orders.id, orderIdOf(answer.body)));
		expect(row?.promisedDeliveryDate).toBe(promised);
		const list = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: user.auth, payload: {} });
		expect((list.body.response as { promised_delivery_date: string }[])[0]?.promised_delivery_date).toBe(promised);

		// a later change of the settings does not move a promise already made
		await saveDeliverySettings(t.database.db, {
			...DEFAULT_DELIVERY_SETTINGS,
			zoneDays: { ...DEFAULT_DELIVERY_SETTINGS.zoneDays, metro: 9 },
		});
		const again = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: user.auth, payload: {} });
		expect((again.body.response as { promised_delivery_date: string }[])[0]?.promised_delivery_date).toBe(promised);
	});

	it("refuses an address the couriers do not reach, with the reason, and writes nothing", async () => {
		await saveDeliverySettings(t.database.db, { ...DEFAULT_DELIVERY_SETTINGS, unserviceable: ["744101"] });
		const user = await shopperAt("744101");
		const v = await variant(300_00, 4);
		const answer = await createOrder(t.app, user.auth, orderPayload(user.addressId, [{ variant: v, quantity: 2 }]));
		expect(answer.status).toBe(409);
		expect(answer.body).toMatchObject({
			code: "UNSERVICEABLE_PINCODE",
			message: "Sorry, we do not deliver to 744101 yet. Please choose another delivery address.",
		});
		expect(await countOrders(t.database, user.id)).toBe(0);
		expect(await stockOf(t.database, v.id)).toBe(4);

		// a Hindi page's call (lang=hi): the same refusal in Hindi (the catalogue's checkout.notDeliveredToAddress)
		const hindi = await call(t.app, {
			method: "POST",
			url: "/api/order/create?lang=hi",
			headers: user.auth,
			payload: orderPayload(user.addressId, [{ variant: v, quantity: 2 }]) as unknown as Record<string, unknown>,
		});
		expect(hindi.status).toBe(409);
		expect(hindi.body).toMatchObject({
			code: "UNSERVICEABLE_PINCODE",
			message: "माफ़ कीजिए, 744101 पर अभी हम डिलीवरी नहीं करते। कृपया डिलीवरी का कोई और पता चुनें।",
		});
	});

	it("places an order to a pincode the directory does not know (an older address) without a promise", async () => {
		const user = await shopperAt("999999");
		const v = await variant();
		const answer = await createOrder(t.app, user.auth, orderPayload(user.addressId, [{ variant: v, quantity: 1 }]));
		expect(answer.status).toBe(201);
		expect(answer.body.response).toMatchObject({ promised_delivery_date: null });
	});
});

describe("cash on delivery rules", () => {
	it("is refused by zone (by default the north-east and islands) with the reason, while online payment goes", async () => {
		const user = await shopperAt("781001");
		const v = await variant(300_00, 5);
		const promise = await call(t.app, { method: "GET", url: "/api/delivery/promise?pincode=781001" });
		expect(promise.body.response).toMatchObject({
			zone: "north_east_islands",
			cod: { available: false, max_total: 10000, fee: 0 },
		});

		const cod = await createOrder(t.app, user.auth, orderPayload(user.addressId, [{ variant: v, quantity: 1 }]));
		expect(cod.status).toBe(409);
		expect(cod.body).toMatchObject({
			code: "COD_ZONE",
			message:
				"Cash on delivery is not available for pincode 781001 (North-east and islands). Please pay by UPI, card, net banking or a gift card.",
			errors: [{ field: "payment_mode" }],
		});
		expect(await countOrders(t.database, user.id)).toBe(0);
		expect(await stockOf(t.database, v.id)).toBe(5);

		const upi = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant: v, quantity: 1 }], { paymentMode: "UPI" }),
		);
		expect(upi.status).toBe(201);
	});

	it("follows the settings: a zone allowed, the largest total and a fee the server adds and the order keeps", async () => {
		await saveCodSettings(t.database.db, {
			zones: ["same_city", "north_east_islands"],
			maxTotal: 2_000_00,
			fee: 25_00,
		});
		const user = await shopperAt("781001");
		const [small, big] = await prepareVariants(t.database, [
			{ price: 700_00, stock: 5 },
			{ price: 2_000_01, stock: 5 },
		]);
		const promise = await call(t.app, { method: "GET", url: "/api/delivery/promise?pincode=781001" });
		expect(promise.body.response).toMatchObject({ cod: { available: true, max_total: 2000, fee: 25 } });
		const metro = await call(t.app, { method: "GET", url: "/api/delivery/promise?pincode=400001" });
		expect(metro.body.response).toMatchObject({ cod: { available: false } });

		const tooBig = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant: big as TestVariant, quantity: 1 }], { codFee: 25_00 }),
		);
		expect(tooBig.status).toBe(409);
		expect(tooBig.body).toMatchObject({
			code: "COD_LIMIT",
			message:
				"Cash on delivery is available for orders up to ₹2,000. Please pay by UPI, card, net banking or a gift card.",
		});

		// without the fee the amounts differ from the server's
		const noFee = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant: small as TestVariant, quantity: 1 }]),
		);
		expect(noFee.status).toBe(409);
		expect(noFee.body).toMatchObject({ code: "PRICE_CHANGED" });

		const payload = orderPayload(user.addressId, [{ variant: small as TestVariant, quantity: 1 }], { codFee: 25_00 });
		expect(payload).toMatchObject({ subTotalAmount: 700, deliveryAmount: 0, codFeeAmount: 25, total_amount: 725 });
		const placed = await createOrder(t.app, user.auth, payload);
		expect(placed.status).toBe(201);
		const [row] = await t.database.db
			.select()
			.from(orders)
			.where(eq(orders.id, orderIdOf(placed.body)));
		expect(row).toMatchObject({ subTotal: 700_00, codFee: 25_00, total: 725_00 });
		const list = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: user.auth, payload: {} });
		expect((list.body.response as unknown[])[0]).toMatchObject({ codFeeAmount: 25, total_amount: 725 });

		// an online order pays no cash on delivery fee
		const upi = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant: small as TestVariant, quantity: 1 }], { paymentMode: "UPI" }),
		);
		expect(upi.status).toBe(201);
	});
});
