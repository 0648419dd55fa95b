import type { Product, Suggestion } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../../test/helpers.ts";

let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});

afterAll(async () => {
	await t.close();
});

async function suggest(q: string): Promise<Suggestion[]> {
	const { status, body } = await call(t.app, {
		method: "GET",
		url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
	});
	expect(status).toBe(200);
	return body.response as Suggestion[];
}

async function search(name: string, extra: Record<string, unknown> = {}) {
	const { status, body } = await call(t.app, {
		method: "POST",
		url: "/api/products/all/portal-fetch",
		payload: { filters: { name, page_size: 96, ...extra } },
	});
	expect(status).toBe(200);
	return body as { response: Product[]; total: number };
}

describe("the listing's name filter", () => {
	it("finds frocks by full text", async () => {
		const { response, total } = await search("frocks");
		expect(total).toBeGreaterThan(0);
		expect(response.slice(0, 3).every((p) => /frock|dress/i.test(`${p.name} ${p.sub_category}`))).toBe(true);
	});

	it("finds frocks with a misspelling ('frok')", async () => {
		const { response } = await search("frok");
		const frocks = response.filter((p) => /frock/i.test(p.name));
		expect(frocks.length).toBeGreaterThan(0);
		expect(/frock/i.test(response[0]?.name ?? "")).toBe(true);
	});

	it("needs every word, each allowed a slip ('pink frok')", async () => {
		const { response } = await search("pink frok");
		expect(response.length).toBeGreaterThan(0);
		expect(response.every((p) => /frock/i.test(p.name) && p.other_info.some((v) => /pink/i.test(v.color)))).toBe(true);
		const words = await search("frock for girls");
		expect(words.response.slice(0, 3).every((p) => /frock/i.test(p.name))).toBe(true);
	});

	it("searches brands and categories through the keywords", async () => {
		const { response, total } = await search("biotique");
		expect(total).toBeGreaterThan(0);
		expect(response.every((p) => p.brand === "Biotique" || p.category === "Biotique" || /biotique/i.test(p.name))).toBe(
			true,
		);
	});

	it("keeps the other filters and sorts with a search", async () => {
		const { response } = await search("frock", { category: "Girls", sort: "price-low" });
		expect(response.length).toBeGreaterThan(0);
		expect(response.every((p) => p.category === "Girls")).toBe(true);
		const prices = response.map((p) => p.price);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));
	});

	it("finds nothing for gibberish", async () => {
		expect((await search("qzxvkj")).total).toBe(0);
	});
});

describe("GET /api/search/suggestions", () => {
	it("suggests frocks and their subcategory for a misspelling, at most 8", async () => {
		const suggestions = await suggest("frok");
		expect(suggestions.length).toBeGreaterThan(1);
		expect(suggestions.length).toBeLessThanOrEqual(8);
		expect(suggestions).toContainEqual({
			type: "subcategory",
			id: expect.any(Number),
			name: "Frocks & Dresses",
			category: "Girls",
		});
		const product = suggestions.find((s) => s.type === "product" && /frock/i.test(s.name));
		expect(product).toMatchObject({
			type: "product",
			category: expect.any(String),
			slug: expect.any(String),
			price: expect.any(Number),
			image_url: expect.stringMatching(/-480\.webp$/),
		});
	});

	const productNames = (suggestions: Suggestion[]) =>
		suggestions.filter((s) => s.type === "product").map((s) => s.name);

	it("suggests only frocks for 'frok', not a book whose title has 'from' in it", async () => {
		const names = productNames(await suggest("frok"));
		expect(names.length).toBeGreaterThan(2);
		expect(
			names.every((name) => /frock/i.test(name)),
			names.join(", "),
		).toBe(true);
		expect(names.some((name) => /panchatantra/i.test(name))).toBe(false);
		// the listing's search agrees
		const { response } = await search("frok");
		expect(response.some((p) => /panchatantra/i.test(p.name))).toBe(false);
		expect(response.length).toBeGreaterThan(0);
	});

	it("suggests teddies for 'teddi'", async () => {
		const names = productNames(await suggest("teddi"));
		expect(names.length).toBeGreaterThan(2);
		expect(
			names.every((name) => /teddy/i.test(name)),
			names.join(", "),
		).toBe(true);
	});

	it("puts products named so above those that match only by keywords", async () => {
		const names = productNames(await suggest("bear"));
		const named = names.map((name) => /\bbear\b/i.test(name));
		expect(named[0]).toBe(true);
		expect(named.includes(false), names.join(", ")).toBe(true);
		// once a product without the word in its name comes, no named one follows
		expect(named.slice(named.indexOf(false))).not.toContain(true);
	});

	it("drops spelling guesses when products hold the words themselves", async () => {
		// 'polo' is a word of two names; "Polka Dot …" is only spelt a little like it
		const names = productNames(await suggest("polo"));
		expect(names.length).toBeGreaterThan(0);
		expect(
			names.every((name) => /polo/i.test(name)),
			names.join(", "),
		).toBe(true);
		const lace = productNames(await suggest("lace"));
		expect(lace.length).toBeGreaterThan(0);
		expect(
			lace.some((name) => /necklace/i.test(name)),
			lace.join(", "),
		).toBe(false);
	});

	it("suggests while the word is still being typed", async () => {
		const suggestions = await suggest("backp");
		expect(suggestions.some((s) => s.type === "product" && /backpack/i.test(s.name))).toBe(true);
	});

	it("suggests categories and brands", async () => {
		expect(await suggest("girl")).toContainEqual({ type: "category", id: expect.any(Number), name: "Girls" });
		expect((await suggest("biotiq")).some((s) => s.type === "brand" && s.name === "Biotique")).toBe(true);
	});

	it("waits for two characters and tolerates odd input", async () => {
		expect(await suggest("f")).toEqual([]);
		expect(await suggest("")).toEqual([]);
		for (const q of ["100% cotton", "o'neil & co", "\\", "a:b | c ! (d)", "%_"]) {
			await suggest(q);
		}
		const { status } = await call(t.app, { method: "GET", url: `/api/search/suggestions?q=${"x".repeat(101)}` });
		expect(status).toBe(400);
	});
});

describe("searching", () => {
	it("is limited to 120 searches a minute per client network, listing and suggestions together; browsing is not", async () => {
		const ip = "2001:db8:5e:1::1";
		const statuses: number[] = [];
		for (let i = 0; i < 60; i += 1) {
			statuses.push(
				(await call(t.app, { method: "GET", url: `/api/search/suggestions?q=frok${i}`, remoteAddress: ip })).status,
			);
			statuses.push(
				(
					await call(t.app, {
						method: "GET",
						// another address of the same /64
						url: `/api/products?name=frock${i}`,
						remoteAddress: `2001:db8:5e:1::${(i + 2).toString(16)}`,
					})
				).status,
			);
		}
		expect(statuses.every((status) => status === 200)).toBe(true);
		const blocked = await call(t.app, {
			method: "POST",
			url: "/api/products/all/portal-fetch",
			payload: { filters: { name: "teddy" } },
			remoteAddress: ip,
		});
		expect(blocked.status).toBe(429);
		expect(Number(blocked.response.headers["retry-after"])).toBeGreaterThan(0);
		// a listing without a search is not counted
		expect((await call(t.app, { method: "GET", url: "/api/products?category=Girls", remoteAddress: ip })).status).toBe(
			200,
		);
	});
});
