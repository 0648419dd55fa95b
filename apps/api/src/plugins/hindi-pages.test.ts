import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalogMessages, homeMessages, type Product } from "@pitara/shared";
import { text } from "@pitara/shared/i18n";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/helpers.ts";

/**
 * The Hindi storefront (issue 31, decision 060) as a crawler reads it: /hi/… drawn by the Hindi build
 * (apps/web/dist/hi, `npm run build`) in Hindi, `lang="hi"`, each page and its English twin naming each other, the
 * English pages as they were. A text the Hindi twins do not have yet is expected in English (text() falls back).
 */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");
const built = existsSync(path.join(webDist, "hi", "server", "entry-server.js"));
if (!built && process.env.CI) throw new Error("apps/web is not built: CI builds before it tests");

let t: TestApp;
let product: Product;
let publicUrl: string;

const alternates = (html: string) =>
	Object.fromEntries(
		[...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
			match[1],
			match[2],
		]),
	);
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const links = (html: string) =>
	[...html.slice(html.indexOf('<div id="root">')).matchAll(/<a [^>]*href="([^"]*)"/g)].map(
		(match) => match[1] as string,
	);

describe.skipIf(!built)("Hindi pages under /hi/", () => {
	beforeAll(async () => {
		t = await createTestApp({ seeded: true, env: { WEB_DIST_DIR: webDist } });
		publicUrl = t.app.config.PUBLIC_URL;
		const { body } = await call(t.app, { method: "GET", url: "/api/products?category=Girls&page_size=1" });
		product = (body.response as Product[])[0] as Product;
	});

	afterAll(async () => {
		await t?.close();
	});

	it('draws Hindi home in Hindi, lang="hi", its own canonical and hreflang both ways', async () => {
		for (const url of ["/hi", "/hi/"]) {
			const response = await t.app.inject({ url });
			expect(response.statusCode, url).toBe(200);
			expect(response.body).toContain('<html lang="hi">');
			expect(response.body).toContain(text("hi", "home.pitaraClothesToysBooks"));
			expect(canonical(response.body)).toBe(`${publicUrl}/hi/`);
			expect(alternates(response.body)).toEqual({
				"en-IN": `${publicUrl}/`,
				"hi-IN": `${publicUrl}/hi/`,
				"x-default": `${publicUrl}/`,
			});
		}
	});

	it("keeps a shopper inside Hindi: the page's links, forms and code are /hi/'s", async () => {
		const response = await t.app.inject({ url: "/hi/products?category=Girls" });
		expect(response.statusCode).toBe(200);
		expect(response.body).toContain(product.name);
		const local = links(response.body).filter((href) => href.startsWith("/") && !href.startsWith("/language/"));
		expect(local.length).toBeGreaterThan(5);
		for (const href of local) expect(href, href).toMatch(/^\/hi(\/|$)/);
		expect(links(response.body)).toContain(`/hi/products/girls/${product.slug}`);
		expect(response.body).toMatch(/data-entry="\/hi\/assets\/[^"]+\.js"/);
		expect(response.body).toMatch(/<link rel="preload" href="\/hi\/assets\/[^"]+\.woff2" as="font"/);
		expect(alternates(response.body)["en-IN"]).toBe(`${publicUrl}/products?category=Girls`);
	});

	it("names only files the server has: every script, style, font and preload of a Hindi page is served", async () => {
		// the first browser run met 404s: the page's chunks were preloaded from the English build's /assets/
		for (const url of ["/hi/", "/hi/products?category=Girls", `/hi/products/girls/${product.slug}`, "/hi/cart"]) {
			const { body } = await t.app.inject({ url });
			const head = body.slice(0, body.indexOf('<div id="root">'));
			const files = [
				...[...head.matchAll(/(?:src|href|data-entry)="(\/[^"#?]+\.(?:js|css|woff2|svg))"/g)].map((match) => match[1]),
				...[...head.matchAll(/data-preload="([^"]+)"/g)].flatMap((match) => (match[1] as string).split(" ")),
			] as string[];
			expect(files.filter((file) => file.endsWith(".js")).length, url).toBeGreaterThan(0);
			for (const file of files) {
				if (file.endsWith(".js") || file.endsWith(".css") || file.endsWith(".woff2"))
					expect(file, url).toMatch(/^\/hi\//);
				const asset = await t.app.inject({ url: file });
				expect(asset.statusCode, `${url} names ${file}`).toBe(200);
			}
		}
	});

	it("draws a Hindi product page with its English twin named, and a missing one as Hindi's not-found", async () => {
		const response = await t.app.inject({ url: `/hi/products/girls/${product.slug}` });
		expect(response.statusCode).toBe(200);
		expect(response.body).toContain('<html lang="hi">');
		expect(canonical(response.body)).toBe(`${publicUrl}/hi/products/girls/${product.slug}`);
		expect(alternates(response.body)["en-IN"]).toBe(`${publicUrl}/products/girls/${product.slug}`);
		const missing = await t.app.inject({ url: "/hi/products/girls/no-such-frock" });
		expect(missing.statusCode).toBe(404);
		expect(missing.body).toContain(text("hi", "catalog.productNotFound"));
	});

	it("names a Hindi listing's category and count in Hindi, and a Hindi product by its Hindi name, in <head>", async () => {
		const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
		const description = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? "";
		const girls = await t.app.inject({ url: "/hi/products?category=Girls&subcategory=Frocks%20%26%20Dresses" });
		expect(title(girls.body)).toBe(text("hi", "heads.titleOf", ["लड़कियाँ – फ्रॉक और ड्रेस"]));
		expect(description(girls.body)).toContain("लड़कियाँ – फ्रॉक और ड्रेस");
		expect(description(girls.body)).toMatch(/\d+ सामान/);
		expect(description(girls.body)).not.toMatch(/Girls|Frocks|products/);
		// the English page keeps the shop's English names and SPEC's words
		const english = await t.app.inject({ url: "/products?category=Girls&subcategory=Frocks%20%26%20Dresses" });
		expect(title(english.body)).toBe("Girls – Frocks &amp; Dresses · Pitara");
		expect(description(english.body)).toMatch(/\d+ products/);

		// a product no page has shown yet, given a Hindi name
		const { body } = await call(t.app, { method: "GET", url: "/api/products?category=Boys&page_size=50&lang=hi" });
		const boy = (body.response as Product[]).find((each) => !/[\u0900-\u097F]/.test(each.name)) as Product;
		await t.database.db.execute(sql`update products set name_hi = 'फूलों वाली शर्ट' where id = ${boy.product_id}`);
		const page = await t.app.inject({ url: `/hi/products/boys/${boy.slug}` });
		expect(title(page.body)).toBe(text("hi", "heads.titleOf", ["फूलों वाली शर्ट"]));
		expect(title((await t.app.inject({ url: `/products/boys/${boy.slug}` })).body)).toBe(
			`${boy.name.replace(/&/g, "&amp;")} · Pitara`,
		);
	});

	it("leaves the English pages English: lang en-IN, SPEC's texts, no Hindi but the switch's name", async () => {
		// the Hindi page first: the page cache keeps the languages apart
		await t.app.inject({ url: "/hi/" });
		const response = await t.app.inject({ url: "/" });
		expect(response.body).toContain('<html lang="en-IN">');
		expect(response.body).toContain(homeMessages.pitaraClothesToysBooks);
		expect(response.body).not.toContain("woff2");
		const devanagari = response.body.replace(/हिन्दी/g, "").match(/[\u0900-\u097F]+/g);
		expect(devanagari).toBeNull();
		expect(alternates(response.body)["hi-IN"]).toBe(`${publicUrl}/hi/`);
		const listing = await t.app.inject({ url: "/products?category=Girls&sort=nonsense" });
		expect(listing.body).not.toContain(catalogMessages.productNotFound);
	});

	it("lists both languages in the sitemap, each naming the other", async () => {
		const response = await t.app.inject({ url: "/sitemap.xml" });
		expect(response.body).toContain(`<loc>${publicUrl}/hi/products/girls/${product.slug}</loc>`);
		expect(response.body).toContain(`<loc>${publicUrl}/products/girls/${product.slug}</loc>`);
		expect(response.body).toContain(
			`<xhtml:link rel="alternate" hreflang="hi-IN" href="${publicUrl}/hi/products/girls/${product.slug}"/>`,
		);
	});
});

describe("the language switch and the API's messages in the request's language", () => {
	let u: TestApp;
	beforeAll(async () => {
		u = await createTestApp({ seeded: true });
	});
	afterAll(async () => {
		await u?.close();
	});

	it("remembers a switch in a cookie and opens the same page in the chosen language", async () => {
		const response = await u.app.inject({ url: `/language/hi?to=${encodeURIComponent("/products?category=Girls")}` });
		expect(response.statusCode).toBe(303);
		expect(response.headers.location).toBe("/hi/products?category=Girls");
		expect(String(response.headers["set-cookie"])).toMatch(/^pitara_lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax/);
		const back = await u.app.inject({ url: `/language/en?to=${encodeURIComponent("/hi/products?category=Girls")}` });
		expect(back.headers.location).toBe("/products?category=Girls");
		const away = await u.app.inject({ url: `/language/hi?to=${encodeURIComponent("//evil.example/x")}` });
		expect(away.headers.location).toBe("/hi/");
	});

	it("answers an API error in the request's language (?lang=hi), English without it", async () => {
		const english = await call(u.app, { method: "GET", url: "/api/products/girls/no-such-frock" });
		const hindi = await call(u.app, { method: "GET", url: "/api/products/girls/no-such-frock?lang=hi" });
		expect(hindi.status).toBe(english.status);
		const message = (english.body as { message: string }).message;
		expect((hindi.body as { message: string }).message).toBe(
			message === catalogMessages.productNotFound ? text("hi", "catalog.productNotFound") : message,
		);
	});
});
