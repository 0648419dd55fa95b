import { cardVariant, type Product, type ProductFiltersInput } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../../test/helpers.ts";
import { queryRows } from "../../../db/client.ts";
import { catalogueChanged, catalogueTags } from "../../../lib/catalogue-changes.ts";
import { type ListingQuery, listingQueries, resolveTaxonomy } from "./products.repository.ts";

/**
 * The listing sorts and filters by the price its cards show (products.shown_price,
 * kept by the trigger on variants): whatever sells out or comes back, the order
 * of a price sort and the products a price filter keeps agree with each
 * product's own `price` field.
 */

let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});

afterAll(async () => {
	await t.close();
});

async function list(filters: ProductFiltersInput): Promise<{ response: Product[]; total: number }> {
	const { status, body } = await call(t.app, {
		method: "POST",
		url: "/api/products/all/portal-fetch",
		payload: { filters },
	});
	expect(status, JSON.stringify(body)).toBe(200);
	return body as unknown as { response: Product[]; total: number };
}

async function listAll(filters: ProductFiltersInput): Promise<Product[]> {
	const all: Product[] = [];
	for (let page = 1; ; page++) {
		const body = await list({ ...filters, page, page_size: 96 });
		all.push(...body.response);
		if (all.length >= body.total || body.response.length === 0) return all;
	}
}

/** A small seeded generator, so a failure can be run again (the seed is in the test's name). */
function random(seed: number): () => number {
	let state = seed;
	return () => {
		state = (state * 1103515245 + 12345) % 2147483648;
		return state / 2147483648;
	};
}

const SEED = 20261126;

describe("price sorts and filters follow the shown price as stock changes", () => {
	it(`never disagree with the listing's own price field (seed ${SEED})`, async () => {
		const next = random(SEED);
		const db = t.database.db;
		// variants of products whose sizes cost different amounts: the ones whose shown price moves with stock
		const candidates = await queryRows<{ id: number }>(
			db,
			sql`select v.id from variants v where v.active and v.product_id in (
				select product_id from variants where active group by product_id having count(distinct price) > 1
			) order by v.id`,
		);
		expect(candidates.length).toBeGreaterThan(50);
		let misplacedBefore = 0;
		for (let round = 0; round < 4; round++) {
			// one statement sells out some variants and restocks others, as orders and restocks do
			const picked = candidates.filter(() => next() < 0.3);
			const stocks = picked.map(() => (next() < 0.6 ? 0 : 1 + Math.floor(next() * 5)));
			await db.execute(sql`update variants v set stock = s.stock
				from unnest(${`{${picked.map((v) => v.id).join(",")}}`}::int[], ${`{${stocks.join(",")}}`}::int[]) as s(id, stock)
				where v.id = s.id`);
			// the real stock paths say which listings changed; these writes say everything did
			catalogueChanged(db, [catalogueTags.all]);

			const low = await listAll({ sort: "price-low" });
			const prices = low.map((product) => product.price);
			for (const product of low) expect(product.price).toBe(cardVariant(product.other_info)?.price);
			expect(prices).toEqual([...prices].sort((a, b) => a - b));
			const high = (await listAll({ sort: "price-high" })).map((product) => product.price);
			expect(high).toEqual([...prices].sort((a, b) => b - a));
			// a threshold that splits products, and one exactly at a shown price
			const at = prices[Math.floor(next() * prices.length)] as number;
			for (const threshold of [at, at - 1, at + 1]) {
				const under = await listAll({ max_price: threshold, sort: "price-low" });
				expect(under.map((p) => p.product_id)).toEqual(
					low.filter((p) => p.price <= threshold).map((p) => p.product_id),
				);
				const over = await listAll({ min_price: threshold, sort: "price-low" });
				expect(over.map((p) => p.product_id)).toEqual(low.filter((p) => p.price >= threshold).map((p) => p.product_id));
			}
			const [row] = await queryRows<{ n: number }>(
				db,
				sql`select count(*)::int as n from products where shown_price <> min_price`,
			);
			misplacedBefore = Math.max(misplacedBefore, Number(row?.n ?? 0));
		}
		// the rounds did sell out cheap sizes: the shown price moved away from the cheapest variant's
		expect(misplacedBefore).toBeGreaterThan(0);
	});

	it("takes a product's price back to its cheapest variant when every size is sold out, as the card does", async () => {
		const db = t.database.db;
		const [product] = await queryRows<{ id: number; slug: string }>(
			db,
			sql`select p.id, p.slug from products p where p.active and p.min_price > 0 order by p.id limit 1`,
		);
		await db.execute(sql`update variants set stock = 0 where product_id = ${product?.id}`);
		catalogueChanged(db, [catalogueTags.all]);
		const [prices] = await queryRows<{ shown: number; min: number }>(
			db,
			sql`select shown_price as shown, min_price as min from products where id = ${product?.id}`,
		);
		expect(prices?.shown).toBe(prices?.min);
		const low = await listAll({ sort: "price-low" });
		const listed = low.find((p) => p.product_id === product?.id);
		expect(listed?.price).toBe((prices?.shown ?? 0) / 100);
	});
});

describe("the price sort at 10,000 products", () => {
	it("reads its page through the shown-price index", async () => {
		const db = t.database.db;
		const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
		const more = 10_000 - Number(have?.n ?? 0);
		await db.execute(sql`insert into products (name, slug, brand_id, category_id, subcategory_id)
			select 'Bench product ' || g, 'bench-product-' || g, p.brand_id, p.category_id, p.subcategory_id
			from generate_series(1, ${more}) g
			join lateral (select * from products order by id limit 1 offset (g % 300)) p on true`);
		await db.execute(sql`insert into variants (product_id, size, color, price, mrp, stock, sku)
			select p.id, s.size, 'Blue', 10000 + (p.id * 37 % 500) * 100 + s.n * 500, 90000, (p.id + s.n) % 3, 'BENCH-' || p.id || '-' || s.n
			from products p cross join (values (1, 'S'), (2, 'M')) as s(n, size)
			where p.name like 'Bench product %'`);
		await db.execute(sql`analyze products`);
		const [count] = await queryRows<{ n: number; unset: number }>(
			db,
			sql`select count(*)::int as n, count(*) filter (where shown_price = 0)::int as unset from products`,
		);
		expect(count?.n).toBe(10_000);
		expect(count?.unset).toBe(0);
		for (const sort of ["price-low", "price-high"] as const) {
			for (const filters of [{}, { maxPrice: 30_000 }]) {
				const query: ListingQuery = { sort, page: 1, pageSize: 24, ...filters };
				const { page } = listingQueries(query, await resolveTaxonomy(db, query));
				const plan = (await queryRows<{ "QUERY PLAN": string }>(db, sql`explain ${page}`))
					.map((row) => row["QUERY PLAN"])
					.join("\n");
				expect(plan, plan).toContain("products_shown_price_idx");
				expect(plan, plan).not.toMatch(/Seq Scan on products/);
			}
		}
	});
});
