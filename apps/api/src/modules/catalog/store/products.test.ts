import {
	AGE_GROUPS,
	cardVariant,
	type Product,
	type ProductFiltersInput,
	productListWithHtmlResponseSchema,
} from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../../test/helpers.ts";
import { products, variants } from "../../../db/schema/index.ts";

let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});

afterAll(async () => {
	await t.close();
});

interface ListingBody {
	status: true;
	response: Product[];
	total: number;
	page: number;
	page_size: number;
}

async function list(filters: ProductFiltersInput = {}): Promise<ListingBody> {
	const { status, body } = await call(t.app, {
		method: "POST",
		url: "/api/products/all/portal-fetch",
		payload: { filters },
	});
	expect(status, JSON.stringify(body)).toBe(200);
	return body as unknown as ListingBody;
}

/** Every product matching the filters, across pages of 96. */
async function listAll(filters: ProductFiltersInput = {}): Promise<Product[]> {
	const all: Product[] = [];
	for (let page = 1; ; page++) {
		const body = await list({ ...filters, page, page_size: 96 });
		all.push(...body.response);
		if (all.length >= body.total || body.response.length === 0) break;
	}
	return all;
}

describe("POST /api/products/all/portal-fetch: listing", () => {
	it("answers a first page of 24 with the total and the product shape of SPEC §3", async () => {
		const body = await list();
		expect(body.status).toBe(true);
		expect(body.page).toBe(1);
		expect(body.page_size).toBe(24);
		expect(body.response).toHaveLength(24);
		expect(body.total).toBeGreaterThan(100);
		const product = body.response[0] as Product;
		expect(product).toMatchObject({
			product_id: expect.any(Number),
			name: expect.any(String),
			slug: expect.stringMatching(/^[a-z0-9-]+$/),
			brand: expect.any(String),
			category: expect.any(String),
			sub_category: expect.any(String),
			featured: expect.any(Boolean),
			createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
			age_groups: expect.any(Array),
			rating: { average: expect.any(Number), count: expect.any(Number) },
		});
		const variant = product.other_info[0];
		expect(variant).toMatchObject({
			id: expect.any(Number),
			product_id: product.product_id,
			size: expect.any(String),
			color: expect.any(String),
			price: expect.any(Number),
			mrp: expect.any(Number),
			stock: expect.any(Number),
			brand: product.brand,
		});
		expect(variant?.images[0]?.image_url).toMatch(/^\/media\/.+-480\.webp$/);
		// the card's price is that of the variant its Add to Cart adds (packages/shared cardVariant), in rupees
		for (const listed of body.response) {
			const shown = cardVariant(listed.other_info);
			expect([listed.price, listed.mrp], listed.name).toEqual([shown?.price, shown?.mrp]);
		}
		expect(product.mrp).toBeGreaterThanOrEqual(product.price);
	});

	it("never headlines a sold-out variant's price while another is in stock, in every form of the listing", async () => {
		const girls = await listAll({ category: "Girls" });
		const product = girls.find(
			(p) => new Set(p.other_info.map((v) => v.price)).size > 1 && p.other_info.every((v) => v.stock > 0),
		) as Product;
		expect(product, "a seeded product whose sizes cost different amounts").toBeDefined();
		const cheapest = cardVariant(product.other_info) as Product["other_info"][number];
		const [before] = await t.database.db
			.select({ stock: variants.stock })
			.from(variants)
			.where(eq(variants.id, cheapest.id));
		await t.database.db.update(variants).set({ stock: 0 }).where(eq(variants.id, cheapest.id));
		try {
			// answers built after the write: filters no earlier call used
			const posted = (await list({ category: "Girls", name: product.name, page_size: 7 })).response;
			const { body } = await call(t.app, {
				method: "GET",
				url: `/api/products?category=Girls&name=${encodeURIComponent(product.name)}&page_size=7`,
			});
			for (const answer of [posted, (body as unknown as ListingBody).response]) {
				const listed = answer.find((p) => p.product_id === product.product_id) as Product;
				const soldOut = listed.other_info.find((v) => v.id === cheapest.id);
				expect(soldOut?.stock).toBe(0);
				const inStock = listed.other_info.filter((v) => v.stock > 0);
				expect(listed.price).toBe(Math.min(...inStock.map((v) => v.price)));
				expect(listed.price).toBeGreaterThan(cheapest.price);
				expect(listed.price).toBe(cardVariant(listed.other_info)?.price);
				expect(listed.mrp).toBe(cardVariant(listed.other_info)?.mrp);
			}
		} finally {
			await t.database.db
				.update(variants)
				.set({ stock: before?.stock ?? 0 })
				.where(eq(variants.id, cheapest.id));
		}
	});

	it("answers SPEC §3's whole variant, with its description and specification HTML, sanitised", async () => {
		const body = await list({ category: "Toys", page_size: 10 });
		expect(productListWithHtmlResponseSchema.parse(body)).toEqual(body);
		const variantId = body.response[0]?.other_info[0]?.id as number;
		const [before] = await t.database.db
			.select({ html: variants.descriptionHtml })
			.from(variants)
			.where(eq(variants.id, variantId));
		await t.database.db
			.update(variants)
			.set({ descriptionHtml: '<p onclick="steal()">Soft toy</p><script>alert(1)</script>' })
			.where(eq(variants.id, variantId));
		try {
			// a listing built after the write: another page size
			const fresh = await list({ category: "Toys", page_size: 11 });
			const variant = fresh.response.flatMap((p) => p.other_info).find((v) => v.id === variantId);
			expect(variant?.description).toBe("<p>Soft toy</p>");
		} finally {
			await t.database.db
				.update(variants)
				.set({ descriptionHtml: before?.html ?? "" })
				.where(eq(variants.id, variantId));
		}
		// similar products, SPEC's third call, answer the whole shape too
		const { body: similar } = await call(t.app, {
			method: "POST",
			url: "/api/products/all/portal-fetch",
			payload: { category: "Toys" },
		});
		expect(productListWithHtmlResponseSchema.parse(similar).response.length).toBeGreaterThan(0);
	});

	it("has a lean GET form for the web app's cards: the same products without the HTML", async () => {
		const full = await list({ category: "Girls", sort: "price-low", page_size: 12 });
		const { status, body } = await call(t.app, {
			method: "GET",
			url: "/api/products?category=Girls&sort=price-low&page_size=12",
		});
		expect(status).toBe(200);
		const lean = body as unknown as ListingBody;
		expect(lean.total).toBe(full.total);
		expect(lean.response.map((p) => p.product_id)).toEqual(full.response.map((p) => p.product_id));
		for (const product of lean.response) {
			for (const variant of product.other_info) {
				expect(variant).not.toHaveProperty("description");
				expect(variant).not.toHaveProperty("Specifications");
			}
		}
		// the cards' form leaves out the variants' HTML and the product page's own warranty
		const withoutHtml = full.response.map(({ warranty: _w, ...product }) => ({
			...product,
			other_info: product.other_info.map(({ description: _d, Specifications: _s, ...variant }) => variant),
		}));
		expect(lean.response).toEqual(withoutHtml);
		expect(JSON.stringify(lean).length).toBeLessThan(JSON.stringify(full).length / 2);
	});

	it("pages through every product exactly once, and the totals agree", async () => {
		const first = await list({ page_size: 50 });
		const all = await listAll();
		expect(all).toHaveLength(first.total);
		expect(new Set(all.map((p) => p.product_id)).size).toBe(first.total);
		const lastPage = Math.ceil(first.total / 50);
		const last = await list({ page_size: 50, page: lastPage });
		expect(last.response).toHaveLength(first.total - (lastPage - 1) * 50);
		const beyond = await list({ page_size: 50, page: lastPage + 1 });
		expect(beyond.response).toEqual([]);
		expect(beyond.total).toBe(first.total);
	});

	it("filters by category, case-insensitively and by slug", async () => {
		const girls = await listAll({ category: "Girls" });
		expect(girls.length).toBeGreaterThan(0);
		expect(girls.every((p) => p.category === "Girls")).toBe(true);
		expect((await list({ category: "girls" })).total).toBe(girls.length);
		const biotique = await list({ category: "biotique" });
		expect(biotique.total).toBeGreaterThan(0);
		expect(biotique.response.every((p) => p.category === "Biotique")).toBe(true);
		expect((await list({ category: "No Such Category" })).total).toBe(0);
	});

	it("filters by subcategory within the category", async () => {
		const frocks = await listAll({ category: "Girls", sub_category: "frocks & dresses" });
		expect(frocks.length).toBeGreaterThan(0);
		expect(frocks.every((p) => p.category === "Girls" && p.sub_category === "Frocks & Dresses")).toBe(true);
		// a subcategory of another category finds nothing
		expect((await list({ category: "Books", sub_category: "Frocks & Dresses" })).total).toBe(0);
	});

	it("filters by brand", async () => {
		const [sample] = (await list({ page_size: 1 })).response;
		const brand = sample?.brand as string;
		const branded = await listAll({ brand: brand.toUpperCase() });
		expect(branded.length).toBeGreaterThan(0);
		expect(branded.every((p) => p.brand === brand)).toBe(true);
	});

	it("filters by age group, also written without 'years'", async () => {
		const age = AGE_GROUPS[2];
		const aged = await listAll({ age });
		expect(aged.length).toBeGreaterThan(0);
		expect(aged.every((p) => p.age_groups.includes(age))).toBe(true);
		expect((await list({ age: "2-3" })).total).toBe(aged.length);
	});

	it("filters by price in rupees on the product's lowest price", async () => {
		const within = await listAll({ min_price: 500, max_price: 1000 });
		expect(within.length).toBeGreaterThan(0);
		expect(within.every((p) => p.price >= 500 && p.price <= 1000)).toBe(true);
		const all = await list();
		const above = await list({ min_price: 1000.01 });
		const below = await list({ max_price: 499.99 });
		expect(within.length + above.total + below.total).toBe(all.total);
	});

	it("combines filters", async () => {
		const combined = await listAll({ category: "Girls", max_price: 800, age: "4-5 years" });
		expect(combined.every((p) => p.category === "Girls" && p.price <= 800 && p.age_groups.includes("4-5 years"))).toBe(
			true,
		);
	});

	it("sorts by price, low to high and high to low", async () => {
		const low = await listAll({ sort: "price-low", category: "Toys" });
		const prices = low.map((p) => p.price);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));
		const high = await listAll({ sort: "price-high", category: "Toys" });
		expect(high.map((p) => p.price)).toEqual([...prices].sort((a, b) => b - a));
	});

	it("sorts by newest first", async () => {
		const newest = (await list({ sort: "newest", page_size: 96 })).response.map((p) => Date.parse(p.createdAt));
		expect(newest).toEqual([...newest].sort((a, b) => b - a));
	});

	it("sorts featured products first by default", async () => {
		const all = await listAll();
		const firstPlain = all.findIndex((p) => !p.featured);
		expect(firstPlain).toBeGreaterThan(0);
		expect(all.slice(firstPlain).every((p) => !p.featured)).toBe(true);
		expect((await list({ sort: "featured", page_size: 5 })).response).toEqual(all.slice(0, 5));
	});

	it("refuses bad filters with a clear message", async () => {
		for (const filters of [{ page_size: 500 }, { page: 0 }, { sort: "cheapest" }, { min_price: -1 }]) {
			const { status, body } = await call(t.app, {
				method: "POST",
				url: "/api/products/all/portal-fetch",
				payload: { filters },
			});
			expect(status).toBe(400);
			expect(body).toMatchObject({ status: false, code: "VALIDATION_ERROR", message: expect.any(String) });
			expect((body.errors as { field: string }[])[0]?.field).toMatch(/^filters\./);
		}
	});

	it("lists everything for an empty body", async () => {
		const { status, body } = await call(t.app, { method: "POST", url: "/api/products/all/portal-fetch", payload: {} });
		expect(status).toBe(200);
		expect(body.total).toBe((await list()).total);
	});
});

describe("POST /api/products/all/portal-fetch: detail and similar", () => {
	it("finds a product by its category and slug, with sanitised HTML", async () => {
		const [listed] = (await list({ category: "Girls", page_size: 1 })).response;
		if (!listed) throw new Error("no product");
		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/products/all/portal-fetch",
			payload: { category: "girls", name: listed.slug },
		});
		expect(status).toBe(200);
		const [product] = body.response as Product[];
		expect(product?.product_id).toBe(listed.product_id);
		expect(product?.other_info.length).toBe(listed.other_info.length);
		expect(product?.other_info[0]?.description).toMatch(/<p>/);
		expect(product?.other_info[0]?.Specifications).toMatch(/<li>/);
	});

	it("finds a product by its name too, in any case, as SPEC §7's detail call sends it", async () => {
		const girls = await listAll({ category: "Girls" });
		const top = girls.find((p) => p.name === "Graphic Cotton Top") ?? girls[0];
		if (!top) throw new Error("no product");
		expect(top.slug).not.toBe(top.name);
		for (const name of [top.name, top.name.toUpperCase(), top.slug]) {
			const { status, body } = await call(t.app, {
				method: "POST",
				url: "/api/products/all/portal-fetch",
				payload: { category: "Girls", name },
			});
			expect(status, name).toBe(200);
			const [product] = body.response as Product[];
			expect(product?.product_id).toBe(top.product_id);
			expect(product?.other_info[0]?.description).toMatch(/<p>/);
		}
		// a name is looked up within its category only
		const { status } = await call(t.app, {
			method: "POST",
			url: "/api/products/all/portal-fetch",
			payload: { category: "Boys", name: top.name },
		});
		expect(status).toBe(404);
	});

	it("answers 404 'Product not found' for an unknown slug or a wrong category", async () => {
		const [listed] = (await list({ category: "Girls", page_size: 1 })).response;
		for (const payload of [
			{ category: "Girls", name: "no-such-product" },
			{ category: "Books", name: listed?.slug },
		]) {
			const { status, body } = await call(t.app, { method: "POST", url: "/api/products/all/portal-fetch", payload });
			expect(status).toBe(404);
			expect(body).toMatchObject({ status: false, message: "Product not found", code: "PRODUCT_NOT_FOUND" });
		}
	});

	it("hides a product that was taken off sale", async () => {
		const [listed] = (await list({ category: "Boys", page_size: 1 })).response;
		if (!listed) throw new Error("no product");
		await t.database.db.update(products).set({ active: false }).where(eq(products.id, listed.product_id));
		try {
			const { status } = await call(t.app, {
				method: "POST",
				url: "/api/products/all/portal-fetch",
				payload: { category: "Boys", name: listed.slug },
			});
			expect(status).toBe(404);
			const ids = (await listAll({ category: "Boys" })).map((p) => p.product_id);
			expect(ids).not.toContain(listed.product_id);
		} finally {
			await t.database.db.update(products).set({ active: true }).where(eq(products.id, listed.product_id));
		}
	});

	it("offers up to 4 similar products of the same category, never the product itself", async () => {
		const girls = await listAll({ category: "Girls" });
		const product = girls[0] as Product;
		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/products/all/portal-fetch",
			payload: { category: "Girls", exclude: product.slug },
		});
		expect(status).toBe(200);
		const similar = body.response as Product[];
		expect(similar.length).toBe(Math.min(4, girls.length - 1));
		expect(similar.every((p) => p.category === "Girls")).toBe(true);
		expect(similar.map((p) => p.product_id)).not.toContain(product.product_id);
		// the same subcategory comes first when there are others in it
		const sameSub = girls.filter((p) => p.sub_category === product.sub_category).length - 1;
		expect(similar.slice(0, Math.min(4, sameSub)).every((p) => p.sub_category === product.sub_category)).toBe(true);
	});
});

describe("product HTML is sanitised on the way out", () => {
	it("never sends back a script, an event handler or a javascript: URL", async () => {
		const [listed] = (await list({ category: "Toys", page_size: 1 })).response;
		const variantId = listed?.other_info[0]?.id as number;
		await t.database.db
			.update(variants)
			.set({
				descriptionHtml:
					'<p onclick="steal()">Soft toy</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">more</a><iframe src="https://evil.example"></iframe>',
				specificationsHtml:
					'<ul><li style="color:red">Cotton</li></ul><svg onload="alert(1)"></svg><a href="https://ok.example">ok</a>',
			})
			.where(eq(variants.id, variantId));
		const { body } = await call(t.app, {
			method: "POST",
			url: "/api/products/all/portal-fetch",
			payload: { category: "Toys", name: listed?.slug },
		});
		const variant = (body.response as Product[])[0]?.other_info.find((v) => v.id === variantId);
		const html = `${variant?.description} ${variant?.Specifications}`;
		expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<img|style=/i);
		expect(variant?.description).toContain("<p>Soft toy</p>");
		expect(variant?.Specifications).toContain("<li>Cotton</li>");
		expect(variant?.Specifications).toContain('href="https://ok.example"');
	});
});

describe("GET /api/products/all/filters", () => {
	it("offers the price range, categories, subcategories, brands and ages that have products", async () => {
		const { status, body, response } = await call(t.app, { method: "GET", url: "/api/products/all/filters" });
		expect(status).toBe(200);
		expect(response.headers["cache-control"]).toMatch(/max-age=\d+/);
		const filters = body.filters as Record<string, unknown>;
		expect(filters.categories).toEqual(
			expect.arrayContaining(["Girls", "Boys", "Infants", "Toys", "Books", "Biotique"]),
		);
		expect(filters.sub_categories).toEqual(expect.arrayContaining(["Frocks & Dresses"]));
		expect((filters.brands as string[]).length).toBeGreaterThan(10);
		expect(filters.ages).toEqual([...AGE_GROUPS].filter((age) => (filters.ages as string[]).includes(age)));
		const all = await listAll({ sort: "price-low" });
		expect(filters.min_price).toBe(all[0]?.price);
		expect(filters.max_price).toBe(all.at(-1)?.price);
	});

	it("narrows the subcategories and brands to a category", async () => {
		const { body } = await call(t.app, { method: "GET", url: "/api/products/all/filters?category=girls" });
		const { sub_categories: subs, brands } = body.filters as { sub_categories: string[]; brands: string[] };
		expect(subs).toContain("Frocks & Dresses");
		const girls = await listAll({ category: "Girls" });
		expect(new Set(subs)).toEqual(new Set(girls.map((p) => p.sub_category)));
		expect(new Set(brands)).toEqual(new Set(girls.map((p) => p.brand)));
		const all = await call(t.app, { method: "GET", url: "/api/products/all/filters" });
		expect((all.body.filters as { brands: string[] }).brands.length).toBeGreaterThan(brands.length);
	});
});
