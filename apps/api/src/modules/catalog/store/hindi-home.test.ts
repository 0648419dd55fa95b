import type { HomeSubcategory, SuperSubcategory } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../../test/helpers.ts";

/**
 * The home page's section tiles in Hindi (issue 31; decision 061): the subcategory and super-subcategory reads answer
 * with `?lang=hi` a `label` beside the English `name` (the Hindi name where the shop wrote one, else the English),
 * from cache entries of their own; without it, exactly what they always answered.
 */

let t: TestApp;
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});

afterAll(async () => {
	await t.close();
});

async function post(url: string, payload: Record<string, unknown>) {
	const result = await call(t.app, { method: "POST", url, payload });
	expect(result.status, url).toBe(200);
	return result;
}

const subcategories = async (category: string, lang = "") =>
	(await post(`/api/subcategory/all/fetch${lang}`, { category_id: category })).body.response as HomeSubcategory[];

describe("?lang=hi on POST /api/subcategory/all/fetch", () => {
	it("adds each subcategory's Hindi label, keeping the English name and everything else", async () => {
		const english = await subcategories("Toys");
		const hindi = await subcategories("Toys", "?lang=hi");
		expect(hindi.map((s) => s.name)).toEqual(english.map((s) => s.name));
		expect(hindi.find((s) => s.name === "Soft Toys")?.label).toBe("मुलायम खिलौने");
		expect(hindi.find((s) => s.name === "Building Blocks")?.label).toBe("बिल्डिंग ब्लॉक");
		for (const [i, sub] of hindi.entries()) {
			const { label, ...rest } = sub;
			expect(rest).toEqual(english[i]);
			expect(DEVANAGARI.test(label ?? "")).toBe(true);
		}
		const books = await subcategories("books", "?lang=hi");
		expect(books.find((s) => s.name === "Picture Books")?.label).toBe("चित्र-कथाएँ");
	});

	it("leaves the English answer as it was: no label, the same bytes with ?lang=en and from the cache", async () => {
		const first = await post("/api/subcategory/all/fetch", { category_id: "Toys" });
		const english = first.body.response as HomeSubcategory[];
		for (const sub of english) {
			expect(Object.keys(sub)).toEqual(["sub_category_id", "name", "status", "image", "category_name"]);
			expect(DEVANAGARI.test(sub.name)).toBe(false);
		}
		const hindi = await post("/api/subcategory/all/fetch?lang=hi", { category_id: "Toys" });
		const again = await post("/api/subcategory/all/fetch", { category_id: "toys" });
		const explicit = await post("/api/subcategory/all/fetch?lang=en", { category_id: "Toys" });
		expect(again.response.body).toBe(first.response.body);
		expect(explicit.response.body).toBe(first.response.body);
		expect(hindi.response.body).not.toBe(first.response.body);
		expect((await post("/api/subcategory/all/fetch?lang=hi", { category_id: "TOYS" })).response.body).toBe(
			hindi.response.body,
		);
	});

	it("falls back to the English name where the shop wrote no Hindi", async () => {
		await t.database.db.execute(sql`update subcategories set name_hi = null where name = 'Puzzles'`);
		// a write to the taxonomy outside the console: what the cache keeps is dropped by hand
		t.app.catalogueCache.invalidate(["*"]);
		const hindi = await subcategories("Toys", "?lang=hi");
		expect(hindi.find((s) => s.name === "Puzzles")?.label).toBe("Puzzles");
		expect(hindi.find((s) => s.name === "Dolls")?.label).toBe("गुड़िया");
	});

	it("refuses another language with a field error", async () => {
		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/subcategory/all/fetch?lang=fr",
			payload: { category_id: "Toys" },
		});
		expect(status).toBe(400);
		expect(JSON.stringify(body)).toContain("lang");
	});
});

describe("?lang=hi on POST /api/super-sub-category/random/fetch", () => {
	const sports = async (lang = "") =>
		(await post(`/api/super-sub-category/random/fetch${lang}`, { sub_category_id: "Sports & Games", limit: 50 })).body
			.response as SuperSubcategory[];

	it("labels a tile named as the subcategory it leads to with that subcategory's Hindi name", async () => {
		const hindi = await sports("?lang=hi");
		expect(hindi.length).toBeGreaterThan(0);
		expect(hindi.find((e) => e.name === "Football")?.label).toBe("फ़ुटबॉल");
		expect(hindi.find((e) => e.name === "Cricket")?.label).toBe("क्रिकेट");
		for (const entry of hindi) {
			expect(entry.link_category).toBe("Sports");
			expect(entry.link_subcategory).toBe(entry.name);
			expect(DEVANAGARI.test(entry.label ?? "")).toBe(true);
		}
	});

	it("leaves the English answer as it was: no label", async () => {
		const english = await sports();
		expect(english.length).toBeGreaterThan(0);
		for (const entry of english) {
			expect(Object.keys(entry)).toEqual(["id", "name", "status", "image", "link_category", "link_subcategory"]);
			expect(DEVANAGARI.test(entry.name)).toBe(false);
		}
	});
});
