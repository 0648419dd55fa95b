import { messages } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
	cancelOrder,
	cartOf,
	countOrders,
	createOrder,
	createShopper,
	orderIdOf,
	orderPayload,
	placeOrder,
	prepareVariants,
	putInCart,
	stockOf,
	type TestVariant,
} from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { queryRows } from "../../db/client.ts";
import { orderItems, orders, orderTracking, payments } from "../../db/schema/index.ts";

let t: TestApp;
const sms = new MemorySmsSender();

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms });
});
afterAll(async () => {
	await t?.close();
});

const shopper = (name = "Meera Iyer") => createShopper(t.database, { fullName: name }, name);

describe("POST /api/order/create: amounts", () => {
	it("charges ₹50 delivery on a subtotal of exactly ₹500 and none above", async () => {
		const [a, b] = await prepareVariants(t.database, [
			{ price: 250_00, mrp: 400_00, stock: 10 },
			{ price: 250_01, mrp: 250_01, stock: 10 },
		]);
		const user = await shopper();

		const atLimit = orderPayload(user.addressId, [{ variant: a as TestVariant, quantity: 2 }]);
		expect(atLimit).toMatchObject({ subTotalAmount: 500, deliveryAmount: 50, discountAmount: 300, total_amount: 550 });
		const first = await createOrder(t.app, user.auth, atLimit);
		expect(first.status).toBe(201);
		expect(first.body).toMatchObject({ success: true, message: messages.checkout.placed });

		const above = orderPayload(user.addressId, [
			{ variant: a as TestVariant, quantity: 1 },
			{ variant: b as TestVariant, quantity: 1 },
		]);
		// paid in cash: rounded to the rupee
		expect(above).toMatchObject({ subTotalAmount: 500.01, deliveryAmount: 0, total_amount: 500 });
		const second = await createOrder(t.app, user.auth, above);
		expect(second.status).toBe(201);

		const [one] = await t.database.db
			.select()
			.from(orders)
			.where(eq(orders.id, orderIdOf(first.body)));
		expect(one).toMatchObject({ subTotal: 500_00, delivery: 50_00, discount: 300_00, mrpTotal: 800_00, total: 550_00 });
		const [two] = await t.database.db
			.select()
			.from(orders)
			.where(eq(orders.id, orderIdOf(second.body)));
		expect(two).toMatchObject({ subTotal: 500_01, delivery: 0, total: 500_00 });
	});

	it("refuses every tampered amount or item price with PRICE_CHANGED and writes nothing", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 799_00, mrp: 999_00, stock: 5 }]);
		const variant = v as TestVariant;
		const user = await shopper();
		await putInCart(t.database, user.id, variant.id, 2);
		const honest = orderPayload(user.addressId, [{ variant, quantity: 2 }]);
		const tampered = [
			{ ...honest, order_items: [{ product_id: variant.id, quantity: 2, price: 1 }] },
			{ ...honest, order_items: [{ product_id: variant.id, quantity: 2, price: 798.99 }] },
			{ ...honest, subTotalAmount: 1 },
			{ ...honest, deliveryAmount: 0 === honest.deliveryAmount ? 50 : 0 },
			{ ...honest, discountAmount: 0 },
			{ ...honest, total_amount: honest.total_amount - 0.01 },
			{ ...honest, total_amount: 1, subTotalAmount: 1 },
			{ ...honest, promoDiscountAmount: 100 },
		];
		for (const payload of tampered) {
			const answer = await createOrder(t.app, user.auth, payload);
			expect(answer.status, JSON.stringify(payload)).toBe(409);
			expect(answer.body).toMatchObject({
				status: false,
				code: "PRICE_CHANGED",
				message: messages.checkout.pricesChanged,
			});
		}
		expect(await countOrders(t.database, user.id)).toBe(0);
		expect(await stockOf(t.database, variant.id)).toBe(5);
		expect((await cartOf(t.database, user.id)).get(variant.id)).toBe(2);

		// the price the shopper saw went up in the database: refused too
		await t.database.db.execute(sql`update variants set price = ${849_00} where id = ${variant.id}`);
		const stale = await createOrder(t.app, user.auth, honest);
		expect(stale.body.code).toBe("PRICE_CHANGED");
		expect(await countOrders(t.database, user.id)).toBe(0);
	});

	it("validates the payload with clear messages", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 300_00, stock: 5 }]);
		const user = await shopper();
		const good = orderPayload(user.addressId, [{ variant: v as TestVariant, quantity: 1 }]);
		const cases: [Record<string, unknown>, string][] = [
			[{ ...good, address_id: undefined }, messages.checkout.selectAddress],
			[{ ...good, payment_mode: undefined }, messages.checkout.selectPayment],
			[{ ...good, payment_mode: "BITCOIN" }, messages.checkout.selectPayment],
			[{ ...good, order_items: [] }, messages.checkout.emptyOrder],
			[{ ...good, order_items: [good.order_items[0], good.order_items[0]] }, messages.checkout.duplicateItem],
			[{ ...good, payment_mode: "GIFT_CARD" }, messages.checkout.giftCardRequired],
			[
				{ ...good, order_items: [{ product_id: (v as TestVariant).id, quantity: 0, price: 300 }] },
				"quantity must be at least 1",
			],
			[{ ...good, total_amount: -5 }, "total_amount cannot be negative"],
		];
		for (const [payload, message] of cases) {
			const answer = await createOrder(t.app, user.auth, payload);
			expect(answer.status, message).toBe(400);
			expect((answer.body.errors as { message: string }[]).map((e) => e.message)).toContain(message);
		}
		expect(await countOrders(t.database, user.id)).toBe(0);
	});

	it("refuses an order too large for the amounts to be kept, before taking any stock", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 6_00_000_00, mrp: 7_00_000_00, stock: 100_000 }]);
		const user = await shopper();
		const honest = orderPayload(user.addressId, [{ variant: v as TestVariant, quantity: 20 }]);
		const answer = await createOrder(t.app, user.auth, honest);
		expect(answer.status).toBe(400);
		expect(answer.body.message).toBe("subTotalAmount is too large");
		// amounts that pass the schema but not the server's own sum
		const small = { ...honest, subTotalAmount: 1, discountAmount: 1, total_amount: 1 };
		const refused = await createOrder(t.app, user.auth, small);
		expect(refused.status).toBe(400);
		expect(refused.body.message).toBe(messages.checkout.tooLarge);
		expect(await stockOf(t.database, (v as TestVariant).id)).toBe(100_000);
	});

	it("needs a session and the caller's own user_id and address", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 300_00, stock: 5 }]);
		const user = await shopper();
		const other = await shopper("Other Shopper");
		const payload = orderPayload(user.addressId, [{ variant: v as TestVariant, quantity: 1 }]);
		expect((await call(t.app, { method: "POST", url: "/api/order/create", payload })).status).toBe(401);
		expect((await createOrder(t.app, user.auth, { ...payload, user_id: other.id })).status).toBe(403);
		const foreignAddress = await createOrder(t.app, user.auth, { ...payload, address_id: other.addressId });
		expect(foreignAddress.status).toBe(404);
		expect(foreignAddress.body.message).toBe(messages.checkout.addressNotFound);
		expect((await createOrder(t.app, user.auth, { ...payload, user_id: user.id })).status).toBe(201);
	});

	it("refuses another user's id in either user_id or userId, also beside the caller's own, on every order route", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 310_00, stock: 5 }]);
		const user = await shopper();
		const other = await shopper("Other Shopper");
		const orderId = (await placeOrder(t.app, user, [{ variant: v as TestVariant, quantity: 1 }])).orderId;
		const payload = orderPayload(user.addressId, [{ variant: v as TestVariant, quantity: 1 }]);
		const routes: [string, Record<string, unknown>][] = [
			["/api/order/create", { ...payload }],
			["/api/order/fetch/all", {}],
			["/api/order/tracker/fetch", { order_id: orderId }],
			["/api/order/invoice/fetch", { order_id: orderId }],
			["/api/order/cancel", { order_id: orderId }],
		];
		for (const [url, body] of routes) {
			for (const ids of [
				{ user_id: user.id, userId: other.id },
				{ user_id: other.id, userId: user.id },
				{ userId: other.id },
			]) {
				const answer = await call(t.app, { method: "POST", url, headers: user.auth, payload: { ...body, ...ids } });
				expect([url, ids, answer.status]).toEqual([url, ids, 403]);
				expect(answer.body.code).toBe("NOT_YOUR_ACCOUNT");
			}
		}
		expect(await countOrders(t.database, user.id)).toBe(1);
		const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		expect(order?.status).toBe("Pending");
	});

	it("says which product is short and how many are left, and rolls the whole order back", async () => {
		const [plenty, scarce] = await prepareVariants(t.database, [
			{ price: 200_00, stock: 10 },
			{ price: 300_00, stock: 2 },
		]);
		const user = await shopper();
		const answer = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [
				{ variant: plenty as TestVariant, quantity: 3 },
				{ variant: scarce as TestVariant, quantity: 3 },
			]),
		);
		expect(answer.status).toBe(409);
		expect(answer.body.code).toBe("INSUFFICIENT_STOCK");
		expect(answer.body.message).toBe(messages.checkout.insufficientStock((scarce as TestVariant).name, 2));
		expect(await stockOf(t.database, (plenty as TestVariant).id)).toBe(10);
		expect(await stockOf(t.database, (scarce as TestVariant).id)).toBe(2);
		expect(await countOrders(t.database, user.id)).toBe(0);

		await t.database.db.execute(sql`update variants set active = false where id = ${(scarce as TestVariant).id}`);
		const gone = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [{ variant: scarce as TestVariant, quantity: 1 }]),
		);
		expect(gone.status).toBe(409);
		expect(gone.body.code).toBe("PRODUCT_UNAVAILABLE");
		await t.database.db.execute(sql`update variants set active = true where id = ${(scarce as TestVariant).id}`);
	});

	it("copies the address, names and prices, takes the stock, clears the cart lines and writes the first tracking row", async () => {
		const [a, b, c] = await prepareVariants(t.database, [
			{ price: 450_00, mrp: 600_00, stock: 7 },
			{ price: 120_50, mrp: 150_00, stock: 4 },
			{ price: 999_00, stock: 9 },
		]);
		const user = await shopper("Kavya Rao");
		await putInCart(t.database, user.id, (a as TestVariant).id, 2);
		await putInCart(t.database, user.id, (b as TestVariant).id, 3);
		await putInCart(t.database, user.id, (c as TestVariant).id, 1);
		const answer = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [
				{ variant: a as TestVariant, quantity: 2 },
				{ variant: b as TestVariant, quantity: 1 },
			]),
		);
		expect(answer.status).toBe(201);
		const orderId = orderIdOf(answer.body);

		expect(await stockOf(t.database, (a as TestVariant).id)).toBe(5);
		expect(await stockOf(t.database, (b as TestVariant).id)).toBe(3);
		// ordered lines leave the cart (one reduced, one removed); the unordered line stays
		expect(Object.fromEntries(await cartOf(t.database, user.id))).toEqual({
			[(b as TestVariant).id]: 2,
			[(c as TestVariant).id]: 1,
		});

		const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		expect(order).toMatchObject({
			status: "Pending",
			paymentMode: "COD",
			paymentStatus: "Pending",
			addressName: "Kavya Rao",
			addressLine1: "12, 4th Cross, Indiranagar",
			city: "Bengaluru",
			pincode: "560034",
			subTotal: 1020_50,
			delivery: 0,
			// cash on delivery, rounded to the rupee (half up)
			total: 1021_00,
		});
		const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
		expect(items.map((item) => [item.variantId, item.quantity, item.unitPrice, item.unitMrp, item.totalPrice])).toEqual(
			[
				[(a as TestVariant).id, 2, 450_00, 600_00, 900_00],
				[(b as TestVariant).id, 1, 120_50, 150_00, 120_50],
			],
		);
		expect(items[0]?.productName).toBe((a as TestVariant).name);
		expect(items[0]?.image).toMatch(/^\/media\//);
		const tracking = await t.database.db.select().from(orderTracking).where(eq(orderTracking.orderId, orderId));
		expect(tracking).toMatchObject([{ status: "Pending", name: "Kavya Rao" }]);
		const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
		expect(payment).toMatchObject({ gateway: "cod", status: "created", amount: 1021_00 });

		// a later price change does not touch the order
		await t.database.db.execute(sql`update variants set price = ${500_00} where id = ${(a as TestVariant).id}`);
		const list = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: user.auth, payload: {} });
		expect((list.body.response as { Product: { unit_price: number }[] }[])[0]?.Product[0]?.unit_price).toBe(450);
	});

	it("texts the shopper the confirmation, and a failing SMS does not fail the order", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 1299_00, stock: 5 }]);
		const user = await shopper();
		const { orderId } = await placeOrder(t.app, user, [{ variant: v as TestVariant, quantity: 1 }]);
		await expect.poll(() => sms.countTo(user.phone)).toBe(1);
		expect(sms.sent.at(-1)?.message).toBe(
			`Pitara: your order #${orderId} of ₹1,299 is confirmed. Please pay ₹1,299 in cash on delivery. We will message you when it ships.`,
		);

		sms.failing = true;
		try {
			const second = await createOrder(
				t.app,
				user.auth,
				orderPayload(user.addressId, [{ variant: v as TestVariant, quantity: 1 }]),
			);
			expect(second.status).toBe(201);
			expect(await stockOf(t.database, (v as TestVariant).id)).toBe(3);
		} finally {
			sms.failing = false;
		}
	});
});

describe("orders, tracking and invoices", () => {
	it("lists the caller's orders newest first in the shape of SPEC.md §3", async () => {
		const [a, b] = await prepareVariants(t.database, [
			{ price: 349_00, mrp: 499_00, stock: 10 },
			{ price: 1499_00, mrp: 1999_00, stock: 10 },
		]);
		const user = await shopper("Anita Das");
		const first = (await placeOrder(t.app, user, [{ variant: a as TestVariant, quantity: 1 }])).orderId;
		const second = (await placeOrder(t.app, user, [{ variant: b as TestVariant, quantity: 2 }])).orderId;
		const list = await call(t.app, {
			method: "POST",
			url: "/api/order/fetch/all",
			headers: user.auth,
			payload: { user_id: user.id },
		});
		expect(list.status).toBe(200);
		const response = list.body.response as Record<string, unknown>[];
		expect(response.map((order) => order.order_id)).toEqual([second, first]);
		expect(response[1]).toMatchObject({
			order_id: first,
			orderStatus: "Pending",
			addressUserName: "Anita Das",
			addressUserPhone: "9812345678",
			address_line1: "12, 4th Cross, Indiranagar",
			address_line2: "Near the park",
			city: "Bengaluru",
			state: "Karnataka",
			pincode: "560034",
			country: "India",
			payment_mode: "COD",
			payment_status: "Pending",
			subTotalAmount: 349,
			deliveryAmount: 50,
			discountAmount: 150,
			total_amount: 399,
			promo_code: null,
			promoDiscountAmount: 0,
			can_cancel: true,
			can_pay: false,
			Product: [
				{
					product_id: (a as TestVariant).id,
					product_name: (a as TestVariant).name,
					quantity: 1,
					unit_price: 349,
					total_price: 349,
				},
			],
		});
		expect(new Date(response[1]?.orderCreationDate as string).toISOString()).toBe(response[1]?.orderCreationDate);
		expect((response[1]?.Product as { image: string }[] | undefined)?.[0]?.image).toMatch(/-480\.webp$/);

		const other = await shopper();
		const theirs = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: other.auth, payload: {} });
		expect(theirs.body.response).toEqual([]);
		const spying = await call(t.app, {
			method: "POST",
			url: "/api/order/fetch/all",
			headers: other.auth,
			payload: { user_id: user.id },
		});
		expect(spying.status).toBe(403);
	});

	it("answers tracking and the invoice for one's own order and 404 for anyone else's", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 650_00, mrp: 800_00, stock: 10 }]);
		const user = await shopper("Ritu Sen");
		const orderId = (await placeOrder(t.app, user, [{ variant: v as TestVariant, quantity: 1 }])).orderId;

		const tracking = await call(t.app, {
			method: "POST",
			url: "/api/order/tracker/fetch",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		expect(tracking.status).toBe(200);
		expect(tracking.body.response).toMatchObject([{ status: "Pending", name: "Ritu Sen" }]);

		const invoice = await call(t.app, {
			method: "POST",
			url: "/api/order/invoice/fetch",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		expect(invoice.status).toBe(200);
		expect((invoice.body.response as unknown[]).length).toBe(1);
		expect((invoice.body.response as Record<string, unknown>[])[0]).toMatchObject({
			order_id: orderId,
			full_name: "Ritu Sen",
			email: user.email,
			phone: user.phone,
			total_amount: 650,
			subTotalAmount: 650,
			discountAmount: 150,
			deliveryAmount: 0,
			Product: [{ quantity: 1, unit_price: 650, category: expect.any(String) }],
		});

		const stranger = await shopper();
		for (const url of ["/api/order/tracker/fetch", "/api/order/invoice/fetch", "/api/order/cancel"]) {
			const answer = await call(t.app, { method: "POST", url, headers: stranger.auth, payload: { order_id: orderId } });
			expect(answer.status, url).toBe(404);
			expect(answer.body.message).toBe(messages.orders.notFound);
			const missing = await call(t.app, { method: "POST", url, headers: user.auth, payload: { order_id: 99_999_999 } });
			expect(missing.status, url).toBe(404);
		}
	});
});

describe("POST /api/order/cancel", () => {
	it("cancels the shopper's own Pending order, returns the stock and writes tracking; only once", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 700_00, stock: 6 }]);
		const user = await shopper("Leela Nair");
		const orderId = (await placeOrder(t.app, user, [{ variant: v as TestVariant, quantity: 4 }])).orderId;
		expect(await stockOf(t.database, (v as TestVariant).id)).toBe(2);

		const cancelled = await cancelOrder(t.app, user.auth, orderId);
		expect(cancelled.status).toBe(200);
		expect(cancelled.body).toMatchObject({
			status: true,
			message: messages.orders.cancelled,
			response: { order_id: orderId, orderStatus: "Cancelled", can_cancel: false },
		});
		expect(await stockOf(t.database, (v as TestVariant).id)).toBe(6);
		const tracking = await t.database.db
			.select()
			.from(orderTracking)
			.where(eq(orderTracking.orderId, orderId))
			.orderBy(orderTracking.id);
		expect(tracking.map((row) => [row.status, row.name])).toEqual([
			["Pending", "Leela Nair"],
			["Cancelled", "Leela Nair"],
		]);
		await expect.poll(() => sms.sent.at(-1)?.message).toBe(`Pitara: your order #${orderId} has been cancelled.`);

		const again = await cancelOrder(t.app, user.auth, orderId);
		expect(again.status).toBe(409);
		expect(again.body.message).toBe(messages.orders.onlyPendingCancel);
		expect(await stockOf(t.database, (v as TestVariant).id)).toBe(6);
	});

	it("refuses to cancel a Shipped order", async () => {
		const [v] = await prepareVariants(t.database, [{ price: 700_00, stock: 6 }]);
		const user = await shopper();
		const orderId = (await placeOrder(t.app, user, [{ variant: v as TestVariant, quantity: 1 }])).orderId;
		await t.database.db.update(orders).set({ status: "Shipped" }).where(eq(orders.id, orderId));
		const answer = await cancelOrder(t.app, user.auth, orderId);
		expect(answer.status).toBe(409);
		expect(answer.body.code).toBe("NOT_CANCELLABLE");
		expect(await stockOf(t.database, (v as TestVariant).id)).toBe(5);
		const [row] = await queryRows<{ status: string }>(
			t.database.db,
			sql`select status from orders where id = ${orderId}`,
		);
		expect(row?.status).toBe("Shipped");
	});
});
