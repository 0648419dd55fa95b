import { DEFAULT_DELIVERY_SETTINGS, promisedDate } from "@pitara/shared";
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
import { saveDeliverySettings } from "../delivery/index.ts";

let t: TestApp;
beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});
afterAll(async () => {
	await t?.close();
});
beforeEach(async () => {
	await saveDeliverySettings(t.database.db, DEFAULT_DELIVERY_SETTINGS);
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
	});

	it("places an order to a pincode the directory does not know (an older address) without a promise", async () => {
		const user = await shopperAt("999999");
		const v = await variant();
		const answer = await createOrder(t.app, user.auth, orderPayload(user.addressId, [{ variant: v, quantity: 1 }]));
		expect(answer.status).toBe(201);
		expect(answer.body.response).toMatchObject({ promised_delivery_date: null });
	});
});
