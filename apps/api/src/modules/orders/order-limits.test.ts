import {
	COD_MAX_PAISE,
	formatPaise,
	MAX_HELD_UNITS,
	MAX_ORDER_QUANTITY,
	MAX_PENDING_COD_ORDERS,
	MAX_UNPAID_ONLINE_ORDERS,
	messages,
	type PaymentStart,
} from "@pitara/shared";
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
	type Shopper,
	stockOf,
	type TestVariant,
} from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { queryRows } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { releaseExpiredOrders } from "../../workflows/release-expired-orders.ts";

/**
 * What keeps one account from holding the shop's stock (security review,
 * finding 1): rate limits on placing orders and starting payments, caps on the
 * orders a shopper may have holding stock unpaid, the cash-on-delivery value
 * cap, and expired holds released as soon as they are due.
 */
let t: TestApp;
let variant: TestVariant;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	[variant] = (await prepareVariants(t.database, [{ price: 450_00, mrp: 500_00, stock: 500 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
});

const shopper = () => createShopper(t.database, { fullName: "Farah Khan" });

let addressCounter = 0;
/** A network address of its own for each test, so that per-IP limits of one test do not leak into the next. */
const nextAddress = () => {
	addressCounter += 1;
	return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const order = (user: Shopper, mode: "COD" | "UPI" = "COD", quantity = 1, lineVariant = variant) =>
	createOrder(
		t.app,
		user.auth,
		orderPayload(user.addressId, [{ variant: lineVariant, quantity }], { paymentMode: mode }),
	);

const orderRow = async (id: number) => {
	const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
	if (!row) throw new Error("no order");
	return row;
};

describe("rate limits", () => {
	it("let one shopper place at most 10 orders a minute, wherever they come from", async () => {
		const user = await shopper();
		const statuses: number[] = [];
		for (let i = 0; i < 11; i += 1) {
			const answer = await call(t.app, {
				method: "POST",
				url: "/api/order/create",
				headers: user.auth,
				payload: {},
				remoteAddress: nextAddress(),
			});
			statuses.push(answer.status);
		}
		expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
		expect(statuses[10]).toBe(429);
		// someone else is not held up by it
		const other = await shopper();
		expect(
			(await call(t.app, { method: "POST", url: "/api/order/create", headers: other.auth, payload: {} })).status,
		).toBe(400);
	});

	it("let one address place at most 30 orders a minute, across shoppers", async () => {
		const address = nextAddress();
		const statuses: number[] = [];
		for (let i = 0; i < 4; i += 1) {
			const user = await shopper();
			for (let j = 0; j < 8; j += 1) {
				const answer = await call(t.app, {
					method: "POST",
					url: "/api/order/create",
					headers: user.auth,
					payload: {},
					remoteAddress: address,
				});
				statuses.push(answer.status);
			}
		}
		expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
		expect(statuses.slice(30)).toEqual([429, 429]);
	});

	it("let one shopper start at most 10 payments a minute", async () => {
		const user = await shopper();
		const placed = await order(user, "UPI");
		const orderId = orderIdOf(placed.body);
		const statuses: number[] = [];
		for (let i = 0; i < 11; i += 1) {
			const answer = await call(t.app, {
				method: "POST",
				url: "/api/payment/start",
				headers: user.auth,
				payload: { order_id: orderId },
				remoteAddress: nextAddress(),
			});
			statuses.push(answer.status);
		}
		expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
		expect(statuses[10]).toBe(429);
	});
});

describe("payment verification", () => {
	it("lets one shopper verify at most 20 payments a minute, and one network 60", async () => {
		const user = await shopper();
		const statuses: number[] = [];
		for (let i = 0; i < 21; i += 1) {
			const answer = await call(t.app, {
				method: "POST",
				url: "/api/payment/verify",
				headers: user.auth,
				payload: {},
				remoteAddress: nextAddress(),
			});
			statuses.push(answer.status);
		}
		expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
		expect(statuses[20]).toBe(429);

		const address = nextAddress();
		const perNetwork: number[] = [];
		for (let i = 0; i < 4; i += 1) {
			const other = await shopper();
			for (let j = 0; j < 16; j += 1) {
				const answer = await call(t.app, {
					method: "POST",
					url: "/api/payment/verify",
					headers: other.auth,
					payload: {},
					remoteAddress: address,
				});
				perNetwork.push(answer.status);
			}
		}
		expect(perNetwork.slice(0, 60).every((status) => status === 400)).toBe(true);
		expect(perNetwork.slice(60)).toEqual([429, 429, 429, 429]);
	});
});

describe("orders holding stock", () => {
	it(`allow ${MAX_UNPAID_ONLINE_ORDERS} online orders waiting for payment, then ask to pay for or cancel one`, async () => {
		const user = await shopper();
		const ids: number[] = [];
		for (let i = 0; i < MAX_UNPAID_ONLINE_ORDERS; i += 1) ids.push(orderIdOf((await order(user, "UPI")).body));
		const stock = await stockOf(t.database, variant.id);
		const refused = await order(user, "UPI");
		expect(refused.status).toBe(409);
		expect(refused.body).toMatchObject({
			code: "TOO_MANY_UNPAID_ORDERS",
			message: messages.checkout.tooManyUnpaid(MAX_UNPAID_ONLINE_ORDERS),
		});
		expect(refused.body.message).toBe(
			"You already have 3 orders waiting for payment. Please pay for or cancel one of them first.",
		);
		expect(await stockOf(t.database, variant.id)).toBe(stock);
		expect(await countOrders(t.database, user.id)).toBe(MAX_UNPAID_ONLINE_ORDERS);
		// cash on delivery is another matter
		expect((await order(user, "COD")).status).toBe(201);

		// one whose window has closed no longer counts, even before the sweep came by
		await t.database.db.execute(
			sql`update orders set payment_expires_at = now() - interval '1 minute' where id = ${ids[0] ?? 0}`,
		);
		expect((await order(user, "UPI")).status).toBe(201);
	});

	it(`allow ${MAX_PENDING_COD_ORDERS} cash on delivery orders waiting to be shipped, then ask to cancel one or pay otherwise`, async () => {
		const user = await shopper();
		const ids: number[] = [];
		for (let i = 0; i < MAX_PENDING_COD_ORDERS; i += 1) ids.push(orderIdOf((await order(user, "COD")).body));
		const refused = await order(user, "COD");
		expect(refused.status).toBe(409);
		expect(refused.body).toMatchObject({
			code: "TOO_MANY_COD_ORDERS",
			message: messages.checkout.tooManyCod(MAX_PENDING_COD_ORDERS),
		});
		expect((await order(user, "UPI")).status).toBe(201);
		expect((await cancelOrder(t.app, user.auth, ids[0] ?? 0)).status).toBe(200);
		expect((await order(user, "COD")).status).toBe(201);
	});

	it("are counted one order at a time when a shopper places several at once", async () => {
		const user = await shopper();
		const answers = await Promise.all(Array.from({ length: 6 }, () => order(user, "UPI")));
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_UNPAID_ONLINE_ORDERS);
		for (const answer of answers.filter((a) => a.status !== 201)) {
			expect(answer.body.code).toBe("TOO_MANY_UNPAID_ORDERS");
		}
		expect(await countOrders(t.database, user.id)).toBe(MAX_UNPAID_ONLINE_ORDERS);
	});
});

describe("units held (stock hoarding)", () => {
	it(`allow at most ${MAX_ORDER_QUANTITY} of one item in an order and in a cart line`, async () => {
		const user = await shopper();
		const stock = await stockOf(t.database, variant.id);
		const refused = await order(user, "COD", MAX_ORDER_QUANTITY + 1);
		expect(refused.status).toBe(400);
		expect((refused.body.errors as { message: string }[]).map((e) => e.message)).toContain(
			"You can order up to 20 of one item. Please lower the quantity in your cart.",
		);
		expect(await stockOf(t.database, variant.id)).toBe(stock);
		const cart = await call(t.app, {
			method: "POST",
			url: "/api/product/addtocart",
			headers: user.auth,
			payload: { product_id: variant.id, quantity: MAX_ORDER_QUANTITY + 1 },
		});
		expect(cart.status).toBe(400);
		expect(cart.body.message).toBe("Quantity must be at most 20");
		expect((await order(user, "COD", MAX_ORDER_QUANTITY)).status).toBe(201);
	});

	it(`allow ${MAX_HELD_UNITS} units in orders waiting for payment or shipping, then ask to pay for or cancel one`, async () => {
		const [a, b, c] = (await prepareVariants(t.database, [
			{ price: 10_00, stock: 500 },
			{ price: 10_00, stock: 500 },
			{ price: 10_00, stock: 500 },
		])) as [TestVariant, TestVariant, TestVariant];
		const user = await shopper();
		// one order alone above the cap
		const huge = await createOrder(
			t.app,
			user.auth,
			orderPayload(user.addressId, [
				{ variant: a, quantity: 20 },
				{ variant: b, quantity: 20 },
				{ variant: c, quantity: 20 },
			]),
		);
		expect(huge.status).toBe(409);
		expect(huge.body).toMatchObject({
			code: "TOO_MANY_HELD_UNITS",
			message: "You can order up to 50 items at a time. Please lower the quantities in your cart.",
		});

		const cod = await order(user, "COD", 20, a);
		expect(cod.status).toBe(201);
		expect((await order(user, "UPI", 20, b)).status).toBe(201);
		const stock = await stockOf(t.database, c.id);
		const refused = await order(user, "UPI", 11, c);
		expect(refused.status).toBe(409);
		expect(refused.body).toMatchObject({
			code: "TOO_MANY_HELD_UNITS",
			message:
				"You can have up to 50 items in orders waiting for payment or shipping, and 40 are already waiting. Please pay for or cancel an open order, or order fewer items.",
		});
		expect(await stockOf(t.database, c.id)).toBe(stock);
		expect((await order(user, "COD", 10, c)).status).toBe(201);
		expect((await order(user, "UPI", 1, c)).body.code).toBe("TOO_MANY_HELD_UNITS");

		// a cancelled order, or a shipped one, holds nothing any more
		expect((await cancelOrder(t.app, user.auth, orderIdOf(cod.body))).status).toBe(200);
		expect((await order(user, "UPI", 20, c)).status).toBe(201);
	});

	it("are counted one order at a time when a shopper places several at once", async () => {
		const [v] = (await prepareVariants(t.database, [{ price: 10_00, stock: 500 }])) as [TestVariant];
		const user = await shopper();
		const answers = await Promise.all(Array.from({ length: 5 }, () => order(user, "COD", 20, v)));
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
		for (const answer of answers.filter((x) => x.status !== 201)) expect(answer.body.code).toBe("TOO_MANY_HELD_UNITS");
		expect(await stockOf(t.database, v.id)).toBe(460);
	});
});

describe("cash on delivery", () => {
	it(`is for orders up to ${formatPaise(COD_MAX_PAISE)}; a larger one is refused, suggesting another way to pay`, async () => {
		const [exact, over] = await prepareVariants(t.database, [
			{ price: COD_MAX_PAISE, stock: 10 },
			{ price: COD_MAX_PAISE + 100, stock: 10 },
		]);
		const user = await shopper();
		expect((await order(user, "COD", 1, exact as TestVariant)).status).toBe(201);
		const refused = await order(user, "COD", 1, over as TestVariant);
		expect(refused.status).toBe(409);
		expect(refused.body).toMatchObject({ code: "COD_LIMIT", message: messages.checkout.codLimit("₹10,000") });
		expect(await stockOf(t.database, (over as TestVariant).id)).toBe(10);
		expect((await order(user, "UPI", 1, over as TestVariant)).status).toBe(201);
	});
});

describe("expired holds", () => {
	it("are all released by one sweep, however many are due", async () => {
		const user = await shopper();
		const before = await countOrders(t.database);
		await t.database.db.execute(
			sql`insert into orders (user_id, status, payment_mode, payment_status, address_name, address_phone,
					address_line1, city, state, pincode, country, mrp_total, sub_total, discount, delivery, total,
					payment_expires_at)
				select ${user.id}, 'Pending', 'UPI', 'Pending', 'Farah Khan', '9812345678', '12 MG Road', 'Pune',
					'Maharashtra', '411001', 'India', 45000, 45000, 0, 0, 45000, now() - interval '1 minute'
				from generate_series(1, 150)`,
		);
		expect(await countOrders(t.database)).toBe(before + 150);
		const released = await releaseExpiredOrders(t.app);
		expect(released).toHaveLength(150);
		const [left] = await queryRows<{ n: number }>(
			t.database.db,
			sql`select count(*)::int as n from orders where user_id = ${user.id} and stock_released_at is null`,
		);
		expect(left?.n).toBe(0);
	});

	it("of the products an order needs are released before it is placed", async () => {
		const [scarce] = (await prepareVariants(t.database, [{ price: 999_00, stock: 2 }])) as [TestVariant];
		const first = await shopper();
		const held = await order(first, "UPI", 2, scarce);
		expect(held.status).toBe(201);
		const heldId = orderIdOf(held.body);
		expect((held.body.response as { payment: PaymentStart }).payment).toBeDefined();
		expect(await stockOf(t.database, scarce.id)).toBe(0);
		await t.database.db.execute(
			sql`update orders set payment_expires_at = now() - interval '1 minute' where id = ${heldId}`,
		);

		// the sweep has not come by yet; the next shopper still gets the item
		const second = await shopper();
		const placed = await order(second, "COD", 1, scarce);
		expect(placed.status).toBe(201);
		expect(await orderRow(heldId)).toMatchObject({ status: "Cancelled", paymentStatus: "Failed" });
		expect(await stockOf(t.database, scarce.id)).toBe(1);
	});
});
