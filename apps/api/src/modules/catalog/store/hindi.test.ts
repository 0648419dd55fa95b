import type {
	AdminProductDetail,
	Banner,
	CategoryWithSubcategories,
	FilterChoices,
	Product,
	Suggestion,
} from "@pitara/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../../test/helpers.ts";

/**
 * The catalogue in Hindi (issue 31; decision 061): `?lang=hi` answers the Hindi names and descriptions where the
 * shop wrote them, else the English, from cache entries of their own; a Devanagari search reads the Hindi names,
 * spelling slips included. The demo catalogue's categories and a share of its products have Hindi names.
 */

let t: TestApp;
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
});

afterAll(async () => {
	await t.close();
});

async function get(url: string) {
	const result = await call(t.app, { method: "GET", url });
	expect(result.status, url).toBe(200);
	return result;
}

async function listing(query: string): Promise<{ response: Product[]; total: number }> {
	return (await get(`/api/products?page_size=96&${query}`)).body as unknown as { response: Product[]; total: number };
}

describe("?lang=hi on the product list", () => {
	it("answers the Hindi name where there is one, else the English, with the English name and labels beside", async () => {
		const hindi = await listing("category=Girls&lang=hi");
		const english = await listing("category=Girls");
		expect(hindi.total).toBe(english.total);
		const translated = hindi.response.filter((p) => DEVANAGARI.test(p.name));
		const untranslated = hindi.response.filter((p) => !DEVANAGARI.test(p.name));
		expect(translated.length).toBeGreaterThan(0);
		expect(untranslated.length).toBeGreaterThan(0);
		for (const product of hindi.response) {
			const same = english.response.find((p) => p.product_id === product.product_id) as Product;
			expect(product.name_en).toBe(same.name);
			expect(product.category).toBe("Girls");
			expect(product.category_label).toBe("लड़कियाँ");
			expect(product.sub_category).toBe(same.sub_category);
			expect(DEVANAGARI.test(product.sub_category_label ?? "")).toBe(true);
			expect(product.slug).toBe(same.slug);
			expect(product.price).toBe(same.price);
		}
		// the fallback: no Hindi name, the English one
		for (const product of untranslated) expect(product.name).toBe(product.name_en);
	});

	it("leaves the English answer as it was: no Hindi fields, English names", async () => {
		const english = await listing("category=Girls");
		for (const product of english.response) {
			expect(DEVANAGARI.test(product.name)).toBe(false);
			expect(Object.keys(product)).not.toContain("name_en");
			expect(Object.keys(product)).not.toContain("category_label");
		}
		const explicit = await listing("category=Girls&lang=en");
		expect(explicit).toEqual(english);
	});

	it("refuses another language with a field error", async () => {
		const { status, body } = await call(t.app, { method: "GET", url: "/api/products?lang=fr" });
		expect(status).toBe(400);
		expect(JSON.stringify(body)).toContain("lang");
	});
});

describe("?lang=hi on the filter panel's choices", () => {
	it("adds each category's and subcategory's name to show by its English name; the English answer is as it was", async () => {
		const filters = async (query: string) =>
			(await get(`/api/products/all/filters${query}`)).body.filters as FilterChoices;
		const [english, hindi] = [await filters("?category=Girls"), await filters("?category=Girls&lang=hi")];
		// the choices themselves stay English: the listing's links carry them
		expect(hindi.categories).toEqual(english.categories);
		expect(hindi.sub_categories).toEqual(english.sub_categories);
		expect(hindi.category_labels?.Girls).toBe("लड़कियाँ");
		expect(hindi.sub_category_labels?.["Frocks & Dresses"]).toBe("फ्रॉक और ड्रेस");
		expect(Object.keys(hindi.category_labels ?? {})).toEqual(english.categories);
		expect(Object.keys(hindi.sub_category_labels ?? {})).toEqual(english.sub_categories);
		expect(english).not.toHaveProperty("category_labels");
		expect(english).not.toHaveProperty("sub_category_labels");
		// each language from its own cache entry
		expect(await filters("?category=Girls")).toEqual(english);
		expect(await filters("?category=girls&lang=hi")).toEqual(hindi);
	});
});

describe("?lang=hi on a product's page", () => {
	it("answers the Hindi name, short description and description, each falling back to the English", async () => {
		const [withHindi] = (await listing("category=Boys&lang=hi")).response.filter((p) => DEVANAGARI.test(p.name));
		const product = withHindi as Product;
		const url = `/api/products/boys/${product.slug}`;
		// a Hindi description for this one product, written before any answer of it was kept
		await t.database.db.execute(
			sql`update products set description_hi = '<p>मुलायम <script>x</script>सूती कपड़ा।</p>' where id = ${product.product_id}`,
		);
		const english = (await get(url)).body.response as (Product & { other_info: { description: string }[] })[];
		const hindi = (await get(`${url}?lang=hi`)).body.response as (Product & {
			other_info: { description: string }[];
		})[];
		const [en, hi] = [english[0], hindi[0]] as [(typeof english)[number], (typeof hindi)[number]];
		expect(hi.name).toBe(product.name);
		expect(hi.name_en).toBe(en.name);
		expect(DEVANAGARI.test(hi.short_description ?? "")).toBe(true);
		expect(en.short_description).toBeUndefined();
		// sanitised on the way out, as every description is
		for (const variant of hi.other_info) expect(variant.description).toBe("<p>मुलायम सूती कपड़ा।</p>");
		expect(en.other_info[0]?.description).not.toContain("मुलायम");

		// no Hindi description or short description: the English description, a null short description
		const [plain] = (await listing("category=Toys&lang=hi")).response.filter((p) => !DEVANAGARI.test(p.name));
		const toy = (await get(`/api/products/toys/${(plain as Product).slug}?lang=hi`)).body.response as Product[];
		const toyEn = (await get(`/api/products/toys/${(plain as Product).slug}`)).body.response as Product[];
		expect(toy[0]?.name).toBe(toyEn[0]?.name);
		expect(toy[0]?.short_description).toBeNull();
		expect(toy[0]?.other_info.map((v) => v.description)).toEqual(toyEn[0]?.other_info.map((v) => v.description));
	});
});

describe("the cache keeps each language apart", () => {
	it("answers each language its own bytes and ETag, and each again from its own entry", async () => {
		const url = "/api/products?category=Infants&sort=newest";
		const first = await get(url);
		const hindi = await get(`${url}&lang=hi`);
		const again = await get(url);
		const hindiAgain = await get(`${url}&lang=hi`);
		expect(hindi.response.headers.etag).not.toBe(first.response.headers.etag);
		expect(again.response.headers.etag).toBe(first.response.headers.etag);
		expect(hindiAgain.response.headers.etag).toBe(hindi.response.headers.etag);
		expect(again.response.body).toBe(first.response.body);
		expect(hindiAgain.response.body).toBe(hindi.response.body);
		expect(hindi.response.body).not.toBe(first.response.body);
		// a 304 for the ETag of its own language only
		const revalidated = await call(t.app, {
			method: "GET",
			url: `${url}&lang=hi`,
			headers: { "if-none-match": String(hindi.response.headers.etag) },
		});
		expect(revalidated.status).toBe(304);
		const crossed = await call(t.app, {
			method: "GET",
			url,
			headers: { "if-none-match": String(hindi.response.headers.etag) },
		});
		expect(crossed.status).toBe(200);
	});

	it("keeps the category bar and the banners apart too", async () => {
		const english = (await get("/api/category/subcategory/fetch")).body.response as CategoryWithSubcategories[];
		const hindi = (await get("/api/category/subcategory/fetch?lang=hi")).body.response as CategoryWithSubcategories[];
		const girls = hindi.find((c) => c.category_name === "Girls") as CategoryWithSubcategories;
		expect(girls.category_label).toBe("लड़कियाँ");
		expect(girls.subcategories.find((s) => s.name === "Frocks & Dresses")?.label).toBe("फ्रॉक और ड्रेस");
		expect(english.find((c) => c.category_name === "Girls")).not.toHaveProperty("category_label");
		expect(english.map((c) => c.category_name)).toEqual(hindi.map((c) => c.category_name));

		const banners = async (lang: string) =>
			(await call(t.app, { method: "POST", url: `/api/banners/all/get${lang}`, payload: {} })).body
				.response as Banner[];
		const [bannersEn, bannersHi] = [await banners(""), await banners("?lang=hi")];
		expect(bannersHi.map((b) => b.title)).toEqual(bannersEn.map((b) => b.title));
		expect(bannersHi.every((b) => DEVANAGARI.test(b.alt))).toBe(true);
		expect(bannersEn.some((b) => DEVANAGARI.test(b.alt))).toBe(false);
	});
});

describe("a Hindi search", () => {
	it("finds products by their Hindi names", async () => {
		const { response, total } = await listing(`name=${encodeURIComponent("फ्रॉक")}&lang=hi`);
		expect(total).toBeGreaterThan(0);
		expect(response.every((p) => p.name.includes("फ्रॉक"))).toBe(true);
		// the English answer of the same search finds the same products, named in English
		const english = await listing(`name=${encodeURIComponent("फ्रॉक")}`);
		expect(english.response.map((p) => p.product_id)).toEqual(response.map((p) => p.product_id));
	});

	it("finds them with a spelling slip ('फराक' for 'फ्रॉक'), every word needed", async () => {
		const { response } = await listing(`name=${encodeURIComponent("फराक")}&lang=hi`);
		expect(response.length).toBeGreaterThan(0);
		expect(response.every((p) => p.name.includes("फ्रॉक"))).toBe(true);
		// two words, one of them spelt wrong: both must be in the name
		const first = (response[0] as Product).name.split(" ")[0] as string;
		const two = await listing(`name=${encodeURIComponent(`${first} फराक`)}&lang=hi`);
		expect(two.response.map((p) => p.product_id)).toContain((response[0] as Product).product_id);
		expect(two.response.every((p) => p.name.includes(first) && p.name.includes("फ्रॉक"))).toBe(true);
		expect((await listing(`name=${encodeURIComponent("हाथीघोड़ा")}&lang=hi`)).total).toBe(0);
	});

	it("suggests Hindi names while typing, and categories by their Hindi names", async () => {
		const suggest = async (q: string) =>
			(await get(`/api/search/suggestions?lang=hi&q=${encodeURIComponent(q)}`)).body.response as Suggestion[];
		const products = (await suggest("फ्रॉ")).filter((s) => s.type === "product");
		expect(products.length).toBeGreaterThan(0);
		expect(products.every((s) => s.name.includes("फ्रॉक"))).toBe(true);
		const girls = (await suggest("लड़कि")).find((s) => s.type === "category");
		expect(girls).toMatchObject({ name: "Girls", label: "लड़कियाँ" });
	});
});

describe("the console: Hindi beside the English", () => {
	it("counts each section's Hindi, and saves a product's and a subcategory's Hindi, which the storefront follows", async () => {
		const admin = await createAdmin(t.database, { fullName: "Meena Iyer" });
		const send = (method: "GET" | "PUT" | "PATCH", url: string, payload?: object) =>
			call(t.app, { method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
		type Share = { total: number; translated: number; percent: number };
		const shares = async () =>
			(await send("GET", "/api/admin/taxonomy/translations")).body.response as Record<
				"products" | "categories" | "subcategories" | "banners",
				Share
			>;
		const before = await shares();
		expect(before.categories.percent).toBe(100);
		expect(before.banners.percent).toBe(100);
		expect(before.products.percent).toBeGreaterThan(0);
		expect(before.products.percent).toBeLessThan(100);

		// a toy with no Hindi yet, its pages kept in both languages
		const [toy] = (await listing("category=Toys&sort=price-high&lang=hi")).response.filter(
			(p) => !DEVANAGARI.test(p.name),
		);
		const page = `/api/products/toys/${(toy as Product).slug}`;
		expect(((await get(`${page}?lang=hi`)).body.response as Product[])[0]?.name).toBe((toy as Product).name);
		const detail = (await send("GET", `/api/admin/products/${(toy as Product).product_id}`)).body
			.response as AdminProductDetail;
		expect(detail.name_hi).toBe("");
		const saved = await send("PUT", `/api/admin/products/${detail.id}`, {
			name: detail.name,
			category_id: detail.category_id,
			subcategory_id: detail.subcategory_id,
			brand_id: detail.brand_id,
			featured: detail.featured,
			age_groups: detail.age_groups,
			active: detail.active,
			name_hi: "  लकड़ी का जादुई खिलौना ",
			short_description_hi: "हाथ से बना, सुरक्षित रंग।",
			description_hi: '<p onclick="x()">चन्नपटना का <b>लकड़ी</b> का खिलौना।</p>',
			variants: detail.variants,
		});
		expect(saved.status, JSON.stringify(saved.body)).toBe(200);
		expect(saved.body.response).toMatchObject({ name_hi: "लकड़ी का जादुई खिलौना" });
		const hindi = ((await get(`${page}?lang=hi`)).body.response as Product[])[0] as Product & {
			other_info: { description: string }[];
		};
		expect(hindi.name).toBe("लकड़ी का जादुई खिलौना");
		expect(hindi.short_description).toBe("हाथ से बना, सुरक्षित रंग।");
		expect(hindi.other_info[0]?.description).toBe("<p>चन्नपटना का <b>लकड़ी</b> का खिलौना।</p>");
		expect(((await get(page)).body.response as Product[])[0]?.name).toBe(detail.name);
		// found by its new Hindi name, a slip included
		const found = await listing(`name=${encodeURIComponent("जादूई खिलोना")}&lang=hi`);
		expect(found.response.map((p) => p.product_id)).toContain(detail.id);
		expect((await shares()).products.translated).toBe(before.products.translated + 3);

		// a subcategory's Hindi name cleared: the Hindi category bar shows the English
		const taxonomy = (await send("GET", "/api/admin/taxonomy")).body.response as {
			subcategories: { id: number; name: string; name_hi?: string }[];
			brands: { id: number }[];
		};
		const frocks = taxonomy.subcategories.find((s) => s.name === "Frocks & Dresses") as {
			id: number;
			name_hi?: string;
		};
		expect(frocks.name_hi).toBe("फ्रॉक और ड्रेस");
		expect((await send("PATCH", `/api/admin/taxonomy/subcategory/${frocks.id}`, { name_hi: "" })).status).toBe(200);
		const bar = (await get("/api/category/subcategory/fetch?lang=hi")).body.response as CategoryWithSubcategories[];
		const girls = bar.find((c) => c.category_name === "Girls") as CategoryWithSubcategories;
		expect(girls.subcategories.find((s) => s.name === "Frocks & Dresses")?.label).toBe("Frocks & Dresses");
		expect((await shares()).subcategories.translated).toBe(before.subcategories.translated - 1);

		// a brand keeps its one name
		const brand = taxonomy.brands[0] as { id: number };
		const refused = await send("PATCH", `/api/admin/taxonomy/brand/${brand.id}`, { name_hi: "ब्रांड" });
		expect(refused.status).toBe(400);
		expect(refused.body.errors).toEqual([
			{ field: "name_hi", message: "Only categories and subcategories have a Hindi name" },
		]);
	});
});
