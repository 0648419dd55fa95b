import { messages, paiseToRupees, type WishlistEntry, type WishlistResponse } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickVariants, type SeedVariant } from "../../../test/fixtures.ts";
import { call, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { variants, wishlistItems } from "../../db/schema/index.ts";

let t: TestApp;
type Headers = Record<string, string>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});

afterAll(async () => {
	await t?.close();
});

const taken = new Set<number>();
/** An active variant with stock, of a product no other test in this file uses. */
async function freshVariant({ reviewed = false }: { reviewed?: boolean } = {}): Promise<SeedVariant> {
	const [row] = await pickVariants(t.database, taken, { minStock: 3, reviewed });
	if (!row) throw new Error("the demo shop has too few variants");
	return row;
}

const toggle = (headers: Headers, payload: Record<string, unknown>) =>
	call(t.app, { method: "POST", url: "/api/product/wishlist", headers, payload });
const fetchWishlist = (headers: Headers, payload: Record<string, unknown> = {}) =>
	call(t.app, { method: "POST", url: "/api/products/wishlist/fetch", headers, payload });

async function entriesOf(headers: Headers): Promise<WishlistEntry[]> {
	const { status, body } = await fetchWishlist(headers);
	expect(status, JSON.stringify(body)).toBe(200);
	return (body as unknown as WishlistResponse).response;
}

async function rowsInDb(userId: number): Promise<number[]> {
	const rows = await t.database.db
		.select({ variantId: wishlistItems.variantId })
		.from(wishlistItems)
		.where(eq(wishlistItems.userId, userId))
		.orderBy(wishlistItems.variantId);
	return rows.map((row) => row.variantId);
}

describe("the wishlist", () => {
	it("needs a session", async () => {
		expect((await fetchWishlist({})).status).toBe(401);
		const variant = await freshVariant();
		expect((await toggle({}, { product_id: variant.id })).status).toBe(401);
	});

	it("toggles and says which way; toggling twice leaves no entry", async () => {
		const user = await createUser(t.database);
		const variant = await freshVariant();
		expect(await entriesOf(user.auth)).toEqual([]);

		const added = await toggle(user.auth, { user_id: user.id, product_id: variant.id });
		expect(added.status).toBe(200);
		expect(added.body).toEqual({
			status: true,
			message: messages.cart.wishlistAdded,
			response: { product_id: variant.id, wishlisted: true },
		});
		expect(await rowsInDb(user.id)).toEqual([variant.id]);

		const removed = await toggle(user.auth, { product_id: variant.id });
		expect(removed.status).toBe(200);
		expect(removed.body).toEqual({
			status: true,
			message: messages.cart.wishlistRemoved,
			response: { product_id: variant.id, wishlisted: false },
		});
		expect(await rowsInDb(user.id)).toEqual([]);
		expect(await entriesOf(user.auth)).toEqual([]);
	});

	it("lists entries newest first with the product's real rating and review count", async () => {
		const user = await createUser(t.database);
		const reviewed = await freshVariant({ reviewed: true });
		const unreviewed = await freshVariant();
		await toggle(user.auth, { product_id: reviewed.id });
		await toggle(user.auth, { product_id: unreviewed.id });

		const [rating] = await queryRows<{ average: number; count: number }>(
			t.database.db,
			sql`select round(avg(rating)::numeric, 1)::float8 as average, count(*)::int as count
				from reviews where product_id = ${reviewed.product_id}`,
		);
		const entries = await entriesOf(user.auth);
		expect(entries.map((entry) => entry.product_id)).toEqual([unreviewed.id, reviewed.id]);
		const [first, second] = entries;
		expect(first).toMatchObject({
			parent_product_id: unreviewed.product_id,
			rating: { average: 0, count: 0 },
			price: paiseToRupees(unreviewed.price),
			mrp: paiseToRupees(unreviewed.mrp),
			available: true,
			problem: null,
		});
		expect(second?.rating).toEqual({ average: Number(rating?.average), count: Number(rating?.count) });
		expect(second?.rating.count).toBeGreaterThan(0);
		expect(second?.images[0]?.image_url).toMatch(/^\/media\/.+-480\.webp$/);
		expect(second?.slug).toMatch(/^[a-z0-9-]+$/);
		expect(typeof second?.wishlist_id).toBe("number");
	});

	it("keeps sold-out and withdrawn variants listed, flagged; withdrawn ones can only be removed", async () => {
		const user = await createUser(t.database);
		const soldOut = await freshVariant();
		const withdrawn = await freshVariant();
		await t.database.db.update(variants).set({ stock: 0 }).where(eq(variants.id, soldOut.id));
		expect((await toggle(user.auth, { product_id: soldOut.id })).status).toBe(200);
		expect((await toggle(user.auth, { product_id: withdrawn.id })).status).toBe(200);
		await t.database.db.update(variants).set({ active: false }).where(eq(variants.id, withdrawn.id));

		const entries = new Map((await entriesOf(user.auth)).map((entry) => [entry.product_id, entry]));
		expect(entries.get(soldOut.id)).toMatchObject({ available: false, problem: messages.catalog.outOfStock });
		expect(entries.get(withdrawn.id)).toMatchObject({ available: false, problem: messages.cart.noLongerAvailable });

		expect((await toggle(user.auth, { product_id: withdrawn.id })).body).toMatchObject({
			response: { wishlisted: false },
		});
		const again = await toggle(user.auth, { product_id: withdrawn.id });
		expect(again.status).toBe(409);
		expect(again.body).toMatchObject({ code: "ITEM_UNAVAILABLE", message: messages.cart.noLongerAvailable });
		expect(await rowsInDb(user.id)).toEqual([soldOut.id]);
	});

	it("refuses a missing, malformed or unknown product", async () => {
		const user = await createUser(t.database);
		expect((await toggle(user.auth, {})).body).toMatchObject({ message: messages.cart.incomplete });
		expect((await toggle(user.auth, { product_id: -3 })).status).toBe(400);
		expect((await toggle(user.auth, { product_id: "abc" })).status).toBe(400);
		const unknown = await toggle(user.auth, { product_id: 2_000_000_000 });
		expect(unknown.status).toBe(404);
		expect(unknown.body).toMatchObject({ code: "PRODUCT_NOT_FOUND" });
	});
});

describe("another shopper's wishlist", () => {
	it("cannot be read or changed", async () => {
		const owner = await createUser(t.database);
		const intruder = await createUser(t.database);
		const variant = await freshVariant();
		await toggle(owner.auth, { product_id: variant.id });

		const read = await fetchWishlist(intruder.auth, { user_id: owner.id });
		expect(read.status).toBe(403);
		expect(read.body).not.toHaveProperty("response");
		expect((await fetchWishlist(intruder.auth, { userId: owner.id })).status).toBe(403);
		expect((await toggle(intruder.auth, { user_id: owner.id, product_id: variant.id })).status).toBe(403);
		expect(await rowsInDb(owner.id)).toEqual([variant.id]);

		// the intruder's own toggles touch only their own list
		expect(await entriesOf(intruder.auth)).toEqual([]);
		await toggle(intruder.auth, { product_id: variant.id });
		await toggle(intruder.auth, { product_id: variant.id });
		expect(await rowsInDb(owner.id)).toEqual([variant.id]);
	});
});

describe("concurrent toggles", () => {
	it("never leave two entries or an error, and each answer is true to the order they ran in", async () => {
		const user = await createUser(t.database);
		const variant = await freshVariant();
		const pair = await Promise.all([
			toggle(user.auth, { product_id: variant.id }),
			toggle(user.auth, { product_id: variant.id }),
		]);
		expect(pair.map((answer) => answer.status)).toEqual([200, 200]);
		const ways = pair.map((answer) => (answer.body.response as { wishlisted: boolean }).wishlisted).sort();
		expect(ways).toEqual([false, true]);
		expect(await rowsInDb(user.id)).toEqual([]);

		const three = await Promise.all([1, 2, 3].map(() => toggle(user.auth, { product_id: variant.id })));
		expect(three.map((answer) => answer.status)).toEqual([200, 200, 200]);
		expect(await rowsInDb(user.id)).toEqual([variant.id]);
		const added = three.filter((answer) => (answer.body.response as { wishlisted: boolean }).wishlisted);
		expect(added).toHaveLength(2);
	});

	it("of different variants all land", async () => {
		const user = await createUser(t.database);
		const chosen = [await freshVariant(), await freshVariant(), await freshVariant(), await freshVariant()];
		const answers = await Promise.all(chosen.map((variant) => toggle(user.auth, { product_id: variant.id })));
		expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
		expect(await rowsInDb(user.id)).toEqual(chosen.map((variant) => variant.id).sort((a, b) => a - b));
	});
});
