import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Product } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { buildSitemap } from "./catalog.pages.ts";

let t: TestApp;
let product: Product;
const PUBLIC_URL = "https://shop.pitara.example";

beforeAll(async () => {
	const webDist = await mkdtemp(path.join(os.tmpdir(), "pitara-web-"));
	await writeFile(
		path.join(webDist, "index.html"),
		'<!doctype html><html><head><meta charset="utf-8"><title>Pitara</title><meta name="description" content="template"></head><body><div id="root"></div></body></html>',
	);
	t = await createTestApp({ seeded: true, env: { WEB_DIST_DIR: webDist, PUBLIC_URL } });
	const { body } = await call(t.app, {
		method: "POST",
		url: "/api/products/all/portal-fetch",
		payload: { filters: { category: "Girls", sub_category: "Frocks & Dresses", page_size: 1 } },
	});
	product = (body.response as Product[])[0] as Product;
});

afterAll(async () => {
	await t.close();
});

const decodeEntities = (text: string | undefined) =>
	text
		?.replace(/&quot;/g, '"')
		.replace(/&lt;/g, "<")
		.replace(/&gt;/g, ">")
		.replace(/&amp;/g, "&");

function head(html: string) {
	const meta = (attr: string, name: string) =>
		decodeEntities(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1]);
	const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
		(m) => JSON.parse(m[1] as string) as Record<string, unknown>,
	);
	return {
		titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeEntities(m[1])),
		description: meta("name", "description"),
		robots: meta("name", "robots"),
		canonical: decodeEntities(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]),
		ogImage: meta("property", "og:image"),
		jsonLd,
	};
}

describe("crawlable product pages", () => {
	it("puts the product's title, description, canonical URL, image and Product JSON-LD into the HTML", async () => {
		const response = await t.app.inject({ url: `/products/girls/${product.slug}` });
		expect(response.statusCode).toBe(200);
		const page = head(response.body);
		expect(page.titles).toEqual([`${product.name} · Pitara`]);
		expect(page.description).toContain(product.name);
		expect(page.canonical).toBe(`${PUBLIC_URL}/products/girls/${product.slug}`);
		expect(page.ogImage).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+-960\\.webp$`));
		const ld = page.jsonLd.find((entry) => entry["@type"] === "Product");
		expect(ld).toMatchObject({
			"@context": "https://schema.org",
			name: product.name,
			brand: { "@type": "Brand", name: product.brand },
		});
		const offers = ld?.offers as Record<string, string>;
		expect(offers.priceCurrency).toBe("INR");
		expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
		expect(Number(offers.price ?? offers.lowPrice)).toBe(product.price);
		expect(page.jsonLd.some((entry) => entry["@type"] === "BreadcrumbList")).toBe(true);
	});

	it("asks the browser to fetch the picture the page will show first, for the variant in the URL too", async () => {
		const preload = (html: string) =>
			decodeEntities(
				/<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="([^"]*)"/.exec(html)?.[0],
			);
		const first = product.other_info.find((variant) => variant.stock > 0) ?? product.other_info[0];
		const plain = preload((await t.app.inject({ url: `/products/girls/${product.slug}` })).body);
		expect(plain).toContain(`href="${first?.images[0]?.image_url}"`);
		expect(plain).toContain('imagesizes="(min-width: 1024px) 560px, 100vw"');
		expect(plain).toMatch(/-240\.webp 240w, .+-480\.webp 480w, .+-960\.webp 960w/);
		const other = product.other_info.find(
			(variant) => variant.images[0] && variant.images[0].image_url !== first?.images[0]?.image_url,
		);
		if (other) {
			const chosen = preload((await t.app.inject({ url: `/products/girls/${product.slug}?variant=${other.id}` })).body);
			expect(chosen).toContain(`href="${other.images[0]?.image_url}"`);
		}
	});

	it("names /product/... pages by the same canonical URL", async () => {
		const page = head((await t.app.inject({ url: `/product/Girls/${product.slug}` })).body);
		expect(page.canonical).toBe(`${PUBLIC_URL}/products/girls/${product.slug}`);
	});

	it("keeps an unknown product out of the index", async () => {
		const page = head((await t.app.inject({ url: "/products/girls/no-such-thing" })).body);
		expect(page.titles).toEqual(["Product not found · Pitara"]);
		expect(page.robots).toBe("noindex");
	});
});

describe("crawlable listings", () => {
	it("titles a listing by its category and subcategory, spelled as the shop spells them", async () => {
		const page = head(
			(await t.app.inject({ url: "/products?category=girls&subcategory=frocks%20%26%20dresses&sort=price-low&page=2" }))
				.body,
		);
		expect(page.titles).toEqual(["Girls – Frocks & Dresses · Pitara"]);
		expect(page.canonical).toBe(`${PUBLIC_URL}/products?category=Girls&subcategory=Frocks+%26+Dresses`);
		expect(page.description).toMatch(/^Shop \d+ products of Girls – Frocks & Dresses/);
		expect(page.ogImage).toMatch(/-960\.webp$/);
		expect(page.robots).toBeUndefined();
	});

	it("calls the whole catalogue All Products and keeps search results out of the index", async () => {
		expect(head((await t.app.inject({ url: "/products" })).body).titles).toEqual(["All Products · Pitara"]);
		const search = head((await t.app.inject({ url: "/products?name=frok" })).body);
		expect(search.robots).toBe("noindex, follow");
	});
});

describe("sitemap and robots", () => {
	it("lists the listings and every product page in /sitemap.xml", async () => {
		const response = await t.app.inject({ url: "/sitemap.xml" });
		expect(response.statusCode).toBe(200);
		expect(response.headers["content-type"]).toMatch(/application\/xml/);
		expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
		expect(response.body).toContain(
			`<loc>${PUBLIC_URL}/products?category=Girls&amp;subcategory=Frocks+%26+Dresses</loc>`,
		);
		expect(response.body).toContain(`<loc>${PUBLIC_URL}/products/girls/${product.slug}</loc>`);
		const { body } = await call(t.app, { method: "POST", url: "/api/products/all/portal-fetch", payload: {} });
		const productUrls = response.body.match(/<loc>[^<]*\/products\/[^<?]+<\/loc>/g) ?? [];
		// each page in English and in Hindi (/hi/…, decision 060)
		expect(productUrls.filter((loc) => !loc.includes("/hi/"))).toHaveLength(body.total as number);
		expect(productUrls.filter((loc) => loc.includes("/hi/"))).toHaveLength(body.total as number);
	});

	it("follows the listing's rule of visibility: a category hidden from the menu loses its listings, not its products", async () => {
		const { body } = await call(t.app, { method: "POST", url: "/api/products/all/portal-fetch", payload: {} });
		await t.database.db.execute(sql`update categories set status = 0 where name = 'Girls'`);
		try {
			const xml = await buildSitemap(t.database.db, PUBLIC_URL);
			expect(xml).not.toContain(`${PUBLIC_URL}/products?category=Girls`);
			expect(xml).toContain(`<loc>${PUBLIC_URL}/products/girls/${product.slug}</loc>`);
			const english = (xml.match(/<loc>[^<]*\/products\/[^<?]+<\/loc>/g) ?? []).filter((loc) => !loc.includes("/hi/"));
			expect(english).toHaveLength(body.total as number);
		} finally {
			await t.database.db.execute(sql`update categories set status = 1 where name = 'Girls'`);
		}
	});

	it("drops a product hidden in the console from /sitemap.xml at once, as the rest of the catalogue (issue 22)", async () => {
		const url = `<loc>${PUBLIC_URL}/products/girls/${product.slug}</loc>`;
		const before = await t.app.inject({ url: "/sitemap.xml" });
		expect(before.body).toContain(url);
		// no cache on the way may keep it for long either
		expect(before.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10");
		const admin = (await createAdmin(t.database)).auth;
		const hide = (active: boolean) =>
			call(t.app, {
				method: "PATCH",
				url: `/api/admin/products/${product.product_id}`,
				headers: admin,
				payload: { active },
			});
		expect((await hide(false)).status).toBe(200);
		try {
			const after = await t.app.inject({ url: "/sitemap.xml" });
			expect(after.statusCode).toBe(200);
			expect(after.body).not.toContain(url);
			// kept until the catalogue changes: asked again, the same bytes (a browser with them gets 304)
			const again = await t.app.inject({
				url: "/sitemap.xml",
				headers: { "if-none-match": String(after.headers.etag) },
			});
			expect(again.statusCode).toBe(304);
		} finally {
			expect((await hide(true)).status).toBe(200);
		}
		expect((await t.app.inject({ url: "/sitemap.xml" })).body).toContain(url);
	});

	it("serves /robots.txt pointing at the sitemap and away from private pages", async () => {
		const response = await t.app.inject({ url: "/robots.txt" });
		expect(response.statusCode).toBe(200);
		expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
		expect(response.body).toContain("Disallow: /api/");
		expect(response.body).toContain("Disallow: /checkout");
		expect(response.body).not.toMatch(/Disallow: \/products/);
		// an empty cart to a crawler; Lighthouse's is-crawlable fails a disallowed page (decision 028)
		expect(response.body).not.toMatch(/Disallow: \/cart/);
	});
});
