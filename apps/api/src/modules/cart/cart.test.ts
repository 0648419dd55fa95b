import {
	type AddToCartResponse,
	type CartItem,
	type CartResponse,
	computeOrderAmounts,
	MAX_CART_LINES,
	MAX_LINE_QUANTITY,
	messages,
	paiseToRupees,
} from "@pitara/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickVariants, type SeedVariant } from "../../../test/fixtures.ts";
import { call, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { cartItems, products, variants } from "../../db/schema/index.ts";

let t: TestApp;
type Headers = Record<string, string>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});

afterAll(async () => {
	await t?.close();
});

/** Active variants of different active products with at least `minStock` in stock, none used by another test. */
const taken = new Set<number>();
const variantsWithStock = (minStock: number, howMany = 1) => pickVariants(t.database, taken, { minStock, howMany });

async function oneVariant(minStock = 5): Promise<SeedVariant> {
	const [variant] = await variantsWithStock(minStock);
	if (!variant) throw new Error("no variant");
	return variant;
}

const setQuantity = (headers: Headers, payload: Record<string, unknown>) =>
	call(t.app, { method: "POST", url: "/api/product/addtocart", headers, payload });

const fetchCart = (headers: Headers, payload: Record<string, unknown> = {}) =>
	call(t.app, { method: "POST", url: "/api/products/addtocart/fetch", headers, payload });

async function cartOf(headers: Headers): Promise<CartResponse> {
	const { status, body } = await fetchCart(headers);
	expect(status, JSON.stringify(body)).toBe(200);
	return body as unknown as CartResponse;
}

async function linesInDb(userId: number): Promise<{ variantId: number; quantity: number }[]> {
	return t.database.db
		.select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
		.from(cartItems)
		.where(eq(cartItems.userId, userId))
		.orderBy(cartItems.variantId);
}

describe("the cart", () => {
	it("needs a session", async () => {
		const fetched = await fetchCart({});
		expect(fetched.status).toBe(401);
		expect(fetched.body).toMatchObject({ status: false, code: "UNAUTHORIZED" });
		const variant = await oneVariant();
		const set = await setQuantity({}, { product_id: variant.id, quantity: 1 });
		expect(set.status).toBe(401);
	});

	it("starts empty, with a zero summary", async () => {
		const user = await createUser(t.database);
		expect(await cartOf(user.auth)).toEqual({
			status: true,
			response: [],
			summary: {
				mrp_total: 0,
				discount: 0,
				subtotal: 0,
				delivery: 0,
				total: 0,
				item_count: 0,
				delivery_fee: 50,
				free_delivery_above: 500,
			},
			count: 0,
		});
	});

	it("adds a line, sets absolute quantities and removes it at 0", async () => {
		const user = await createUser(t.database);
		const variant = await oneVariant(5);

		const added = await setQuantity(user.auth, { user_id: user.id, product_id: variant.id, quantity: 2 });
		expect(added.status, JSON.stringify(added.body)).toBe(200);
		const addedBody = added.body as unknown as AddToCartResponse;
		expect(addedBody.message).toBe(messages.cart.added);
		expect(addedBody.response).toMatchObject({ quantity: 2, created: true, cart_count: 2 });
		const item = addedBody.response.item as CartItem;
		expect(item).toMatchObject({
			cart_product_id: item.cart_id,
			product_id: variant.id,
			parent_product_id: variant.product_id,
			quantity: 2,
			price: paiseToRupees(variant.price),
			mrp: paiseToRupees(variant.mrp),
			stock: variant.stock,
			available: true,
			problem: null,
		});
		expect(item.name.length).toBeGreaterThan(0);
		expect(item.slug).toMatch(/^[a-z0-9-]+$/);
		expect(Array.isArray(item.images)).toBe(true);
		expect(item.images[0]?.image_url).toMatch(/^\/media\/.+-480\.webp$/);

		// absolute, not added on top
		const set = await setQuantity(user.auth, { product_id: variant.id, quantity: 3 });
		expect(set.status).toBe(200);
		expect(set.body).toMatchObject({
			message: messages.cart.updated,
			response: { quantity: 3, created: false, cart_count: 3, item: { quantity: 3, cart_id: item.cart_id } },
		});
		expect(await linesInDb(user.id)).toEqual([{ variantId: variant.id, quantity: 3 }]);

		const removed = await setQuantity(user.auth, { product_id: variant.id, quantity: 0 });
		expect(removed.status).toBe(200);
		expect(removed.body).toMatchObject({
			message: messages.cart.removed,
			response: { item: null, quantity: 0, created: false, cart_count: 0 },
		});
		expect(await linesInDb(user.id)).toEqual([]);
		// removing what is not there is harmless
		expect((await setQuantity(user.auth, { product_id: variant.id, quantity: 0 })).status).toBe(200);
	});

	it("answers the lines newest first with the summary from the shared pricing module", async () => {
		const user = await createUser(t.database);
		const [first, second] = await variantsWithStock(3, 2);
		if (!first || !second) throw new Error("no variants");
		await setQuantity(user.auth, { product_id: first.id, quantity: 1 });
		await setQuantity(user.auth, { product_id: second.id, quantity: 3 });

		const cart = await cartOf(user.auth);
		expect(cart.response.map((line) => [line.product_id, line.quantity])).toEqual([
			[second.id, 3],
			[first.id, 1],
		]);
		const amounts = computeOrderAmounts([
			{ price: first.price, mrp: first.mrp, quantity: 1 },
			{ price: second.price, mrp: second.mrp, quantity: 3 },
		]);
		expect(cart.summary).toEqual({
			mrp_total: paiseToRupees(amounts.mrpTotal),
			discount: paiseToRupees(amounts.discount),
			subtotal: paiseToRupees(amounts.subtotal),
			delivery: paiseToRupees(amounts.delivery),
			total: paiseToRupees(amounts.total),
			item_count: 4,
			delivery_fee: 50,
			free_delivery_above: 500,
		});
		expect(cart.count).toBe(4);
	});

	it("charges delivery at a ₹500 subtotal and not at ₹500.01", async () => {
		const user = await createUser(t.database);
		const variant = await oneVariant(2);
		await t.database.db.update(variants).set({ price: 250_00, mrp: 300_00 }).where(eq(variants.id, variant.id));
		await setQuantity(user.auth, { product_id: variant.id, quantity: 2 });
		expect((await cartOf(user.auth)).summary).toEqual({
			mrp_total: 600,
			discount: 100,
			subtotal: 500,
			delivery: 50,
			total: 550,
			item_count: 2,
			delivery_fee: 50,
			free_delivery_above: 500,
		});

		await setQuantity(user.auth, { product_id: variant.id, quantity: 1 });
		const other = await oneVariant(2);
		await t.database.db.update(variants).set({ price: 250_01, mrp: 250_01 }).where(eq(variants.id, other.id));
		await setQuantity(user.auth, { product_id: other.id, quantity: 1 });
		expect((await cartOf(user.auth)).summary).toEqual({
			mrp_total: 550.01,
			discount: 50,
			subtotal: 500.01,
			delivery: 0,
			total: 500.01,
			item_count: 2,
			delivery_fee: 50,
			free_delivery_above: 500,
		});
	});
});

describe("quantity rules", () => {
	const cases: [string, unknown, string][] = [
		["negative", -1, messages.cart.quantityNegative],
		["fractional", 1.5, messages.cart.quantityNotWhole],
		["huge", 1e12, messages.cart.quantityTooLarge(MAX_LINE_QUANTITY)],
		["just above the most the API reads", MAX_LINE_QUANTITY + 1, messages.cart.quantityTooLarge(MAX_LINE_QUANTITY)],
		["not a number", "abc", messages.cart.quantityNotNumber],
		["a numeric string", "2", messages.cart.quantityNotNumber],
		["null", null, messages.cart.quantityNotNumber],
		["a boolean", true, messages.cart.quantityNotNumber],
		["an object", { value: 2 }, messages.cart.quantityNotNumber],
		["missing", undefined, messages.cart.quantityRequired],
	];

	for (const [label, quantity, message] of cases) {
		it(`refuses a quantity that is ${label} with 400 and changes nothing`, async () => {
			const user = await createUser(t.database);
			const variant = await oneVariant(3);
			await setQuantity(user.auth, { product_id: variant.id, quantity: 2 });
			const payload: Record<string, unknown> = { product_id: variant.id };
			if (quantity !== undefined) payload.quantity = quantity;
			const { status, body } = await setQuantity(user.auth, payload);
			expect(status).toBe(400);
			expect(body).toMatchObject({
				status: false,
				code: "VALIDATION_ERROR",
				message,
				errors: [{ field: "quantity", message }],
			});
			expect(await linesInDb(user.id)).toEqual([{ variantId: variant.id, quantity: 2 }]);
		});
	}

	it("refuses more than the stock with 409 and says how many are left", async () => {
		const user = await createUser(t.database);
		const picked = await oneVariant(2);
		// a stock below the most a line may hold, so that one more is a matter of stock
		const variant = { ...picked, stock: Math.min(picked.stock, MAX_LINE_QUANTITY - 1) };
		await t.database.db.update(variants).set({ stock: variant.stock }).where(eq(variants.id, variant.id));
		const { status, body } = await setQuantity(user.auth, { product_id: variant.id, quantity: variant.stock + 1 });
		expect(status).toBe(409);
		expect(body).toEqual({
			status: false,
			code: "INSUFFICIENT_STOCK",
			message: messages.cart.stockLimit(variant.stock),
		});
		expect(body.message).toContain(String(variant.stock));
		expect(await linesInDb(user.id)).toEqual([]);
		// exactly the stock is fine
		expect((await setQuantity(user.auth, { product_id: variant.id, quantity: variant.stock })).status).toBe(200);
	});

	it("refuses a sold-out variant", async () => {
		const user = await createUser(t.database);
		const [soldOut] = await queryRows<{ id: number }>(
			t.database.db,
			sql`select v.id from variants v join products p on p.id = v.product_id where v.active and p.active and v.stock = 0 limit 1`,
		);
		if (!soldOut) throw new Error("the demo shop has no sold-out variant");
		const { status, body } = await setQuantity(user.auth, { product_id: soldOut.id, quantity: 1 });
		expect(status).toBe(409);
		expect(body).toMatchObject({ code: "INSUFFICIENT_STOCK", message: messages.cart.stockLimit(0) });
	});

	it("refuses a missing, malformed or unknown product", async () => {
		const user = await createUser(t.database);
		const missing = await setQuantity(user.auth, { quantity: 1 });
		expect(missing.status).toBe(400);
		expect(missing.body, JSON.stringify(missing.body)).toMatchObject({ message: messages.cart.incomplete });
		const malformed = await setQuantity(user.auth, { product_id: "x1", quantity: 1 });
		expect(malformed.status).toBe(400);
		expect(malformed.body).toMatchObject({ message: messages.cart.badProduct });
		const unknown = await setQuantity(user.auth, { product_id: 2_000_000_000, quantity: 1 });
		expect(unknown.status).toBe(404);
		expect(unknown.body).toMatchObject({ code: "PRODUCT_NOT_FOUND", message: messages.cart.badProduct });
	});

	it("holds at most MAX_CART_LINES different items, but lines already there still change", async () => {
		const user = await createUser(t.database);
		const rows = await queryRows<{ id: number }>(
			t.database.db,
			sql`select v.id from variants v join products p on p.id = v.product_id
				where v.active and p.active and v.stock >= 2 order by v.id desc limit ${MAX_CART_LINES + 1}`,
		);
		const [extra, ...fill] = rows;
		if (!extra || fill.length < MAX_CART_LINES) throw new Error("too few variants");
		await t.database.db
			.insert(cartItems)
			.values(fill.map((row) => ({ userId: user.id, variantId: row.id, quantity: 1 })));
		const refused = await setQuantity(user.auth, { product_id: extra.id, quantity: 1 });
		expect(refused.status).toBe(409);
		expect(refused.body).toMatchObject({ code: "CART_LIMIT", message: messages.cart.lineLimit(MAX_CART_LINES) });
		const changed = await setQuantity(user.auth, { product_id: fill[0]?.id, quantity: 2 });
		expect(changed.status).toBe(200);
		expect((await linesInDb(user.id)).length).toBe(MAX_CART_LINES);
	});
});

describe("another shopper's cart", () => {
	it("cannot be read or changed", async () => {
		const owner = await createUser(t.database);
		const intruder = await createUser(t.database);
		const variant = await oneVariant(3);
		await setQuantity(owner.auth, { product_id: variant.id, quantity: 2 });

		const read = await fetchCart(intruder.auth, { userId: owner.id });
		expect(read.status).toBe(403);
		expect(read.body).toMatchObject({ status: false, code: "NOT_YOUR_ACCOUNT" });
		expect(read.body).not.toHaveProperty("response");
		const readSnake = await fetchCart(intruder.auth, { user_id: owner.id });
		expect(readSnake.status).toBe(403);

		for (const quantity of [0, 1, 3]) {
			const write = await setQuantity(intruder.auth, { user_id: owner.id, product_id: variant.id, quantity });
			expect(write.status).toBe(403);
		}
		expect(await linesInDb(owner.id)).toEqual([{ variantId: variant.id, quantity: 2 }]);

		// their own cart shows nothing of the owner's, and their changes touch only their own lines
		expect((await cartOf(intruder.auth)).response).toEqual([]);
		await setQuantity(intruder.auth, { product_id: variant.id, quantity: 1 });
		await setQuantity(intruder.auth, { product_id: variant.id, quantity: 0 });
		expect(await linesInDb(owner.id)).toEqual([{ variantId: variant.id, quantity: 2 }]);
		expect((await fetchCart(owner.auth, { userId: owner.id })).status).toBe(200);
	});
});

describe("lines that can no longer be bought", () => {
	it("stay in the cart, flagged with the reason, and out of the summary", async () => {
		const user = await createUser(t.database);
		const [kept, withdrawn, soldOut, short, productGone] = await variantsWithStock(3, 5);
		if (!kept || !withdrawn || !soldOut || !short || !productGone) throw new Error("no variants");
		for (const variant of [kept, withdrawn, soldOut, short, productGone]) {
			const { status } = await setQuantity(user.auth, { product_id: variant.id, quantity: 3 });
			expect(status).toBe(200);
		}
		await t.database.db.update(variants).set({ active: false }).where(eq(variants.id, withdrawn.id));
		await t.database.db.update(variants).set({ stock: 0 }).where(eq(variants.id, soldOut.id));
		await t.database.db.update(variants).set({ stock: 2 }).where(eq(variants.id, short.id));
		await t.database.db.update(products).set({ active: false }).where(eq(products.id, productGone.product_id));

		const cart = await cartOf(user.auth);
		const byVariant = new Map(cart.response.map((line) => [line.product_id, line]));
		expect(cart.response).toHaveLength(5);
		expect(byVariant.get(kept.id)).toMatchObject({ available: true, problem: null, quantity: 3 });
		expect(byVariant.get(withdrawn.id)).toMatchObject({ available: false, problem: messages.cart.noLongerAvailable });
		expect(byVariant.get(soldOut.id)).toMatchObject({ available: false, problem: messages.catalog.outOfStock });
		expect(byVariant.get(short.id)).toMatchObject({ available: false, problem: messages.cart.onlyLeft(2), stock: 2 });
		expect(byVariant.get(productGone.id)).toMatchObject({
			available: false,
			problem: messages.cart.noLongerAvailable,
		});
		const onlyKept = computeOrderAmounts([{ price: kept.price, mrp: kept.mrp, quantity: 3 }]);
		expect(cart.summary.subtotal).toBe(paiseToRupees(onlyKept.subtotal));
		expect(cart.summary.item_count).toBe(3);
		expect(cart.count).toBe(15);

		// a withdrawn line cannot grow but can be removed; a short one can come down to the stock
		const grow = await setQuantity(user.auth, { product_id: withdrawn.id, quantity: 4 });
		expect(grow.status).toBe(409);
		expect(grow.body).toMatchObject({ code: "ITEM_UNAVAILABLE", message: messages.cart.noLongerAvailable });
		expect((await setQuantity(user.auth, { product_id: withdrawn.id, quantity: 0 })).status).toBe(200);
		const tooMany = await setQuantity(user.auth, { product_id: short.id, quantity: 3 });
		expect(tooMany.status).toBe(409);
		expect(tooMany.body).toMatchObject({ message: messages.cart.stockLimit(2) });
		const fixed = await setQuantity(user.auth, { product_id: short.id, quantity: 2 });
		expect(fixed.status).toBe(200);
		expect(fixed.body).toMatchObject({ response: { item: { available: true, problem: null } } });
		const rows = await t.database.db
			.select()
			.from(cartItems)
			.where(and(eq(cartItems.userId, user.id), eq(cartItems.variantId, withdrawn.id)));
		expect(rows).toEqual([]);
	});
});

describe("concurrent changes", () => {
	it("leave one line with one of the quantities asked for", async () => {
		const user = await createUser(t.database);
		const variant = await oneVariant(8);
		const quantities = [1, 2, 3, 4, 5, 6, 7, 8];
		const answers = await Promise.all(
			quantities.map((quantity) => setQuantity(user.auth, { product_id: variant.id, quantity })),
		);
		expect(answers.map((answer) => answer.status)).toEqual(quantities.map(() => 200));
		expect(answers.filter((answer) => (answer.body as unknown as AddToCartResponse).response.created)).toHaveLength(1);
		const lines = await linesInDb(user.id);
		expect(lines).toHaveLength(1);
		expect(quantities).toContain(lines[0]?.quantity);
		expect((await cartOf(user.auth)).count).toBe(lines[0]?.quantity);
	});

	it("keep the line cap exact", async () => {
		const user = await createUser(t.database);
		const rows = await queryRows<{ id: number }>(
			t.database.db,
			sql`select v.id from variants v join products p on p.id = v.product_id
				where v.active and p.active and v.stock >= 2 order by v.id desc limit ${MAX_CART_LINES + 5}`,
		);
		const fill = rows.slice(0, MAX_CART_LINES - 1);
		const racing = rows.slice(MAX_CART_LINES - 1);
		await t.database.db
			.insert(cartItems)
			.values(fill.map((row) => ({ userId: user.id, variantId: row.id, quantity: 1 })));
		const answers = await Promise.all(racing.map((row) => setQuantity(user.auth, { product_id: row.id, quantity: 1 })));
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
		expect((await linesInDb(user.id)).length).toBe(MAX_CART_LINES);
	});
});
