import { type AdminPromo, type CartSummary, messages, type TaxDocument } from "@pitara/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import {
	createOrder,
	createShopper,
	type OrderPayload,
	orderIdOf,
	prepareVariants,
	putInCart,
	type TestVariant,
} from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { queryRows } from "../../db/client.ts";
import { auditLog, orderItems, orders, taxDocuments } from "../../db/schema/index.ts";

/**
 * Promos for owners (issue 27 item 6, decision 067): a scope (categories, subcategories, products, brands), automatic
 * promos without a code, free delivery as a kind; one promo per order; each line keeps its share of the discount, so
 * cancellations, returns and the invoice give back and tax exactly what was paid for it; a change to a promo after
 * it was used changes no past order. On PostgreSQL too with TEST_DATABASE_URL.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
/** a toy (the promo's category) and a girls' frock (outside it) */
let toy: TestVariant;
let frock: TestVariant;
/** a cheap book: the free-delivery and automatic promos' product */
let book: TestVariant;
/** the automatic promo's product */
let dress: TestVariant;
let bookCategoryId: number;
let toyCategoryId: number;

const categoryOf = async (productId: number) => {
	const [row] = await queryRows<{ category_id: number }>(
		t.database.db,
		sql`select category_id from products where id = ${productId}`,
	);
	return Number(row?.category_id);
};

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	admin = await createAdmin(t.database, { fullName: "Owner Promo" });
	[toy] = (await prepareVariants(t.database, [{ price: 1000_00, mrp: 1200_00, stock: 50, category: "Toys" }])) as [
		TestVariant,
	];
	[frock, dress] = (await prepareVariants(t.database, [
		{ price: 600_00, mrp: 700_00, stock: 50, category: "Girls" },
		{ price: 800_00, mrp: 900_00, stock: 50, category: "Girls" },
	])) as [TestVariant, TestVariant];
	[book] = (await prepareVariants(t.database, [{ price: 300_00, mrp: 300_00, stock: 50, category: "Books" }])) as [
		TestVariant,
	];
	toyCategoryId = await categoryOf(toy.productId);
	bookCategoryId = await categoryOf(book.productId);
});
afterAll(async () => {
	await t?.close();
});

const adminCall = (method: "POST" | "PATCH" | "GET", url: string, payload?: Record<string, unknown>) =>
	call(t.app, { method, url: `/api/admin${url}`, headers: admin.auth, ...(payload ? { payload } : {}) });

async function createPromo(body: Record<string, unknown>): Promise<AdminPromo> {
	const answer = await adminCall("POST", "/promo-codes", body);
	expect(answer.status, JSON.stringify(answer.body)).toBe(201);
	return answer.body.response as AdminPromo;
}

type Lines = { variant: TestVariant; quantity: number }[];
const items = (lines: Lines) => lines.map(({ variant, quantity }) => ({ product_id: variant.id, quantity }));

const validate = (auth: { authorization: string }, code: string, lines: Lines) =>
	call(t.app, {
		method: "POST",
		url: "/api/promo/validate",
		headers: auth,
		payload: { code, order_items: items(lines) },
	});

/** The order the checkout sends from amounts the server answered (rupees), cash on delivery. */
function payload(
	addressId: number,
	lines: Lines,
	amounts: { subTotalAmount: number; deliveryAmount: number; discountAmount: number; total_amount: number },
	code?: string,
	promoDiscountAmount?: number,
): OrderPayload {
	return {
		address_id: addressId,
		subTotalAmount: amounts.subTotalAmount,
		deliveryAmount: amounts.deliveryAmount,
		discountAmount: amounts.discountAmount,
		total_amount: amounts.total_amount,
		payment_mode: "COD",
		order_items: lines.map(({ variant, quantity }) => ({
			product_id: variant.id,
			quantity,
			price: variant.price / 100,
		})),
		...(code ? { promo_code: code, promoDiscountAmount: promoDiscountAmount ?? 0 } : {}),
	};
}

/** Places the lines with a typed code at the amounts /promo/validate answered. */
async function orderWithCode(user: Awaited<ReturnType<typeof createShopper>>, code: string, lines: Lines) {
	const checked = await validate(user.auth, code, lines);
	expect(checked.status, JSON.stringify(checked.body)).toBe(200);
	const amounts = (checked.body.response as { amounts: OrderPayload & { promoDiscountAmount: number } }).amounts;
	const placed = await createOrder(
		t.app,
		user.auth,
		payload(user.addressId, lines, amounts, code, amounts.promoDiscountAmount),
	);
	expect(placed.status, JSON.stringify(placed.body)).toBe(201);
	return orderIdOf(placed.body);
}

/** The cart's summary as the shopper's cart page reads it (the automatic promo in it). */
async function cartSummary(user: { auth: { authorization: string } }): Promise<CartSummary> {
	const cart = await call(t.app, {
		method: "POST",
		url: "/api/products/addtocart/fetch",
		headers: user.auth,
		payload: {},
	});
	return cart.body.summary as CartSummary;
}

/** Places the lines, cash on delivery, at the amounts the cart's summary showed (no code typed). */
function placeAtSummary(user: Awaited<ReturnType<typeof createShopper>>, lines: Lines, summary: CartSummary) {
	return createOrder(
		t.app,
		user.auth,
		payload(user.addressId, lines, {
			subTotalAmount: summary.subtotal,
			deliveryAmount: summary.delivery,
			discountAmount: summary.discount,
			total_amount: summary.total,
		}),
	);
}
const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const lineRows = (id: number) =>
	t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);

const cancel = (
	auth: { authorization: string },
	orderId: number,
	list: { order_item_id: number; quantity: number }[],
) =>
	call(t.app, { method: "POST", url: `/api/orders/${orderId}/cancellations`, headers: auth, payload: { items: list } });

describe("a scoped promo", () => {
	let toys: AdminPromo;
	beforeAll(async () => {
		// 20% off toys, at most ₹300
		toys = await createPromo({
			code: "TOYS20",
			name: "Toy week",
			percent_off: 20,
			max_discount: 300,
			category_ids: [toyCategoryId],
		});
	});

	it("takes its capped percentage on the eligible lines only, and each line records its share", async () => {
		const user = await createShopper(t.database);
		const lines = [
			{ variant: toy, quantity: 2 },
			{ variant: frock, quantity: 1 },
		];
		const checked = await validate(user.auth, "toys20", lines);
		expect(checked.status).toBe(200);
		// 20% of the toys' ₹2,000 is ₹400, capped at ₹300; the frock is not in the scope
		expect(checked.body.response).toMatchObject({
			applied: { name: "Toy week", code: "TOYS20", automatic: false, discount: 300, scoped: true },
			amounts: { subTotalAmount: 2600, promoDiscountAmount: 300, deliveryAmount: 0, total_amount: 2300 },
		});
		const orderId = await orderWithCode(user, "TOYS20", lines);
		expect(await orderRow(orderId)).toMatchObject({
			promoCode: "TOYS20",
			promoName: "Toy week",
			promoDiscount: 300_00,
			total: 2300_00,
			promoMinOrder: 0,
		});
		expect((await lineRows(orderId)).map((l) => [l.variantId, l.promoShare, l.promoEligible])).toEqual([
			[toy.id, 300_00, true],
			[frock.id, 0, false],
		]);
		// the shopper's order shows "Discount (Toy week)"
		const list = await call(t.app, { method: "POST", url: "/api/order/fetch/all", headers: user.auth, payload: {} });
		const mine = (list.body.response as { order_id: number; promo_name: string; promoDiscountAmount: number }[]).find(
			(o) => o.order_id === orderId,
		);
		expect(mine).toMatchObject({ promo_name: "Toy week", promoDiscountAmount: 300 });
	});

	it("measures its minimum on the eligible lines, and refuses a bag with nothing in scope", async () => {
		const user = await createShopper(t.database);
		const min = await createPromo({ code: "TOYMIN", percent_off: 10, min_order: 1500, category_ids: [toyCategoryId] });
		// ₹1,000 of toys and ₹1,200 of frocks: ₹2,200 in all, but only ₹1,000 of toys
		const below = await validate(user.auth, min.code, [
			{ variant: toy, quantity: 1 },
			{ variant: frock, quantity: 2 },
		]);
		expect(below.status).toBe(400);
		expect(below.body).toMatchObject({
			code: "PROMO_BELOW_MINIMUM",
			message: messages.promo.belowMinimumEligible("₹1,500"),
		});
		const met = await validate(user.auth, min.code, [{ variant: toy, quantity: 2 }]);
		expect(met.body.response).toMatchObject({ amounts: { promoDiscountAmount: 200 } });
		const none = await validate(user.auth, "TOYS20", [{ variant: frock, quantity: 1 }]);
		expect(none.status).toBe(400);
		expect(none.body).toMatchObject({ code: "PROMO_NOT_ELIGIBLE", message: messages.promo.notEligible });
	});

	it("gives back exactly each line's price less its share: an ineligible line loses no promo money", async () => {
		const user = await createShopper(t.database);
		const orderId = await orderWithCode(user, "TOYS20", [
			{ variant: toy, quantity: 2 },
			{ variant: frock, quantity: 1 },
		]);
		const [toyLine, frockLine] = await lineRows(orderId);
		// the frock is out of the scope: its ₹600 comes back whole
		const first = await cancel(user.auth, orderId, [{ order_item_id: frockLine?.id as number, quantity: 1 }]);
		expect(first.status, JSON.stringify(first.body)).toBe(201);
		// cash on delivery not yet paid: the line's refund is owed less, exactly its price less its share
		expect(first.body.response).toMatchObject({
			lines: [{ price: 600, promo_share: 0, refund: 600 }],
			promo_lost: null,
			new_total: 1700,
		});
		// one toy: ₹1,000 less its half of the ₹300 share
		const second = await cancel(user.auth, orderId, [{ order_item_id: toyLine?.id as number, quantity: 1 }]);
		expect(second.body.response).toMatchObject({
			lines: [{ price: 1000, promo_share: 150, refund: 850 }],
			new_total: 850,
		});
		// what is left: one toy at ₹850, never more given back than was paid
		const row = await orderRow(orderId);
		expect(row?.total).toBe(2300_00);
		expect(row?.refundedAmount).toBe(1450_00);
		expect((row?.total ?? 0) - (row?.refundedAmount ?? 0)).toBe(850_00);
	});

	it("invoices each line at what was paid for it (taxable values add up to the order), and a return refunds it", async () => {
		const user = await createShopper(t.database);
		const orderId = await orderWithCode(user, "TOYS20", [
			{ variant: toy, quantity: 2 },
			{ variant: frock, quantity: 1 },
		]);
		const status = (s: string) =>
			adminCall("POST", `/orders/${orderId}/status`, { status: s }).then((a) => expect(a.status).toBe(200));
		await status("Shipped");
		const [invoice] = await t.database.db
			.select()
			.from(taxDocuments)
			.where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "invoice")));
		const document = invoice?.document as TaxDocument;
		const [toyLine, frockLine] = await lineRows(orderId);
		const byLine = (id: number | undefined) => document.lines.find((l) => l.order_item_id === id);
		expect(byLine(toyLine?.id)).toMatchObject({ gross: 1700_00, discount: 300_00 });
		expect(byLine(frockLine?.id)).toMatchObject({ gross: 600_00, discount: 0 });
		const sum = document.lines.reduce((s, l) => s + l.taxable + l.cgst + l.sgst + l.igst, 0);
		expect(sum).toBe(2300_00);
		expect(document.totals.total).toBe(2300_00);

		await status("Delivered");
		const ask = (orderItemId: number | undefined) =>
			call(t.app, {
				method: "POST",
				url: `/api/orders/${orderId}/returns`,
				headers: user.auth,
				payload: {
					address_id: user.addressId,
					refund_to: "credit",
					items: [{ order_item_id: orderItemId, quantity: 1, reason: "did_not_like" }],
				},
			});
		// the frock (out of scope): its whole price; a toy: its price less its share
		const frockReturn = await ask(frockLine?.id);
		expect(frockReturn.status, JSON.stringify(frockReturn.body)).toBe(201);
		expect(frockReturn.body.response).toMatchObject({ refund_amount: 600 });
		const toyReturn = await ask(toyLine?.id);
		expect(toyReturn.body.response).toMatchObject({ refund_amount: 850 });
	});

	it("is changed with an audit of before → after, and its past orders keep their amounts and minimum", async () => {
		const user = await createShopper(t.database);
		const orderId = await orderWithCode(user, "TOYS20", [
			{ variant: toy, quantity: 2 },
			{ variant: frock, quantity: 1 },
		]);
		const changed = await adminCall("PATCH", `/promo-codes/${toys.id}`, {
			category_ids: [bookCategoryId],
			percent_off: 50,
			min_order: 5000,
		});
		expect(changed.status, JSON.stringify(changed.body)).toBe(200);
		const [entry] = await t.database.db
			.select()
			.from(auditLog)
			.where(
				and(eq(auditLog.entity, "promo_code"), eq(auditLog.entityId, String(toys.id)), eq(auditLog.action, "update")),
			);
		expect(entry?.before).toMatchObject({ category_ids: [toyCategoryId], percent_off: 20, min_order: 0 });
		expect(entry?.after).toMatchObject({ category_ids: [bookCategoryId], percent_off: 50, min_order: 5000 });
		expect((entry?.before as AdminPromo | undefined)?.scope.map((s) => s.kind)).toEqual(["category"]);

		// the past order: the same amounts and shares; a cancellation still uses its minimum at placement (none)
		expect(await orderRow(orderId)).toMatchObject({ promoDiscount: 300_00, total: 2300_00, promoMinOrder: 0 });
		const [toyLine] = await lineRows(orderId);
		expect(toyLine?.promoShare).toBe(300_00);
		const back = await cancel(user.auth, orderId, [{ order_item_id: toyLine?.id as number, quantity: 1 }]);
		expect(back.body.response).toMatchObject({
			lines: [{ price: 1000, promo_share: 150, refund: 850 }],
			promo_lost: null,
			new_total: 1450,
		});
		// the list shows the new scope by name, and the use
		const list = await adminCall("GET", "/promo-codes?q=TOYS20");
		const row = (list.body.response as { rows?: AdminPromo[] }).rows ?? (list.body.response as AdminPromo[]);
		expect(row[0]).toMatchObject({ code: "TOYS20", scope: [{ kind: "category", name: "Books" }] });
		expect(row[0]?.uses).toBeGreaterThanOrEqual(4);
	});
});

describe("free delivery as a promo kind", () => {
	it("takes off the delivery fee of an order under the threshold, with the promo's name", async () => {
		await createPromo({
			code: "FREESHIP",
			name: "Free shipping on books",
			free_delivery: true,
			category_ids: [bookCategoryId],
		});
		const user = await createShopper(t.database);
		const lines = [{ variant: book, quantity: 1 }];
		const checked = await validate(user.auth, "FREESHIP", lines);
		expect(checked.status).toBe(200);
		expect(checked.body.message).toBe(messages.promo.appliedFreeDelivery("FREESHIP"));
		expect(checked.body.response).toMatchObject({
			applied: { name: "Free shipping on books", free_delivery: true, discount: 0, delivery: 50 },
			amounts: {
				subTotalAmount: 300,
				promoDiscountAmount: 0,
				promoDeliveryAmount: 50,
				deliveryAmount: 0,
				total_amount: 300,
			},
		});
		const orderId = await orderWithCode(user, "FREESHIP", lines);
		expect(await orderRow(orderId)).toMatchObject({
			delivery: 0,
			promoDelivery: 50_00,
			promoDiscount: 0,
			total: 300_00,
		});
		// a bag with no book: nothing in its scope
		const none = await validate(user.auth, "FREESHIP", [{ variant: frock, quantity: 1 }]);
		expect(none.body.code).toBe("PROMO_NOT_ELIGIBLE");
	});
});

describe("an automatic promo", () => {
	beforeAll(async () => {
		await createPromo({
			code: "AUTO-DRESS",
			name: "Dress days",
			percent_off: 10,
			automatic: true,
			product_ids: [dress.productId],
		});
	});

	it("is applied without a code in the cart and at placement, and cannot be typed", async () => {
		const user = await createShopper(t.database);
		await putInCart(t.database, user.id, dress.id, 1);
		await putInCart(t.database, user.id, frock.id, 1);
		const summary = await cartSummary(user);
		// 10% of the dress's ₹800; the frock is not in its scope
		expect(summary).toMatchObject({
			subtotal: 1400,
			total: 1320,
			promo: { name: "Dress days", discount: 80, free_delivery: false, scoped: true },
		});
		const lines = [
			{ variant: dress, quantity: 1 },
			{ variant: frock, quantity: 1 },
		];
		const placed = await placeAtSummary(user, lines, summary);
		expect(placed.status, JSON.stringify(placed.body)).toBe(201);
		const orderId = orderIdOf(placed.body);
		expect(await orderRow(orderId)).toMatchObject({
			promoCode: "AUTO-DRESS",
			promoName: "Dress days",
			promoDiscount: 80_00,
		});
		expect((await lineRows(orderId)).map((l) => l.promoShare)).toEqual([80_00, 0]);
		// its code is the staff's reference, not a code to type
		expect((await validate(user.auth, "AUTO-DRESS", lines)).body.code).toBe("PROMO_UNKNOWN");
		// a client that leaves the automatic discount out is refused: the server computes it
		const stale = await createOrder(
			t.app,
			user.auth,
			payload(user.addressId, lines, {
				subTotalAmount: 1400,
				deliveryAmount: 0,
				discountAmount: 200,
				total_amount: 1400,
			}),
		);
		expect(stale.status).toBe(409);
	});

	it("is not stacked with a code: the one that saves more is the order's", async () => {
		await createPromo({ code: "TEN-RUPEES", amount_off: 10 });
		await createPromo({ code: "BIG200", amount_off: 200 });
		const user = await createShopper(t.database);
		const lines = [{ variant: dress, quantity: 1 }];
		// ₹10 off is less than the automatic ₹80: the automatic one stays, and the shopper is told
		const small = await validate(user.auth, "TEN-RUPEES", lines);
		expect(small.status).toBe(200);
		expect(small.body.message).toBe(messages.promo.automaticBetter("Dress days", "TEN-RUPEES"));
		expect(small.body.response).toMatchObject({
			applied: { name: "Dress days", automatic: true, code: null },
			amounts: { promoDiscountAmount: 80, total_amount: 720 },
		});
		const orderId = await orderWithCode(user, "TEN-RUPEES", lines);
		expect(await orderRow(orderId)).toMatchObject({ promoCode: "AUTO-DRESS", promoDiscount: 80_00 });
		// ₹200 off is more: the code replaces it, alone
		const big = await validate(user.auth, "BIG200", lines);
		expect(big.body.response).toMatchObject({
			applied: { name: "BIG200", automatic: false },
			amounts: { promoDiscountAmount: 200, total_amount: 600 },
		});
		const second = await orderWithCode(user, "BIG200", lines);
		expect(await orderRow(second)).toMatchObject({ promoCode: "BIG200", promoDiscount: 200_00 });
	});
});

describe("an automatic free-delivery promo", () => {
	let ball: TestVariant;
	beforeAll(async () => {
		[ball] = (await prepareVariants(t.database, [{ price: 200_00, mrp: 200_00, stock: 50, category: "Sports" }])) as [
			TestVariant,
		];
		await createPromo({
			code: "AUTO-BALL-SHIP",
			name: "Balls ship free",
			free_delivery: true,
			automatic: true,
			product_ids: [ball.productId],
		});
	});

	it("waives the delivery of a bag with its product without a code, at placement too, and keeps the COD fee", async () => {
		const user = await createShopper(t.database);
		await putInCart(t.database, user.id, ball.id, 1);
		const summary = await cartSummary(user);
		expect(summary).toMatchObject({
			subtotal: 200,
			delivery: 0,
			total: 200,
			promo: { name: "Balls ship free", discount: 0, free_delivery: true },
		});
		const lines = [{ variant: ball, quantity: 1 }];
		const placed = await placeAtSummary(user, lines, summary);
		expect(placed.status, JSON.stringify(placed.body)).toBe(201);
		const row = await orderRow(orderIdOf(placed.body));
		expect(row).toMatchObject({
			promoCode: "AUTO-BALL-SHIP",
			promoName: "Balls ship free",
			promoDiscount: 0,
			delivery: 0,
		});
		expect(row?.promoDelivery).toBeGreaterThan(0);
		// cash on delivery's own fee is not delivery: the promo leaves it, and the total carries it
		expect(row?.total).toBe(200_00 + (row?.codFee ?? 0));

		// a bag without the ball pays its delivery
		const other = await createShopper(t.database);
		await putInCart(t.database, other.id, book.id, 1);
		expect((await cartSummary(other)).delivery).toBeGreaterThan(0);
	});
});
