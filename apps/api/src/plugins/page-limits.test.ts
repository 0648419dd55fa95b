import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/helpers.ts";
import { SEARCH_RATE_LIMIT } from "../http/store/search-limit.ts";

/**
 * What the server-rendered pages cost a visitor who asks for many of them
 * (issue 22's medium findings): a search page counts in the API search's
 * limit, and junk URLs neither render without limit nor push the shop's real
 * pages out of the page cache. Needs the built web app (`npm run build`).
 */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");
const built = existsSync(path.join(webDist, "server", "entry-server.js"));
if (!built && process.env.CI) throw new Error("apps/web is not built: CI builds before it tests");

/** The text of the page's body, tags taken out. */
const text = (html: string) =>
	html
		.slice(html.indexOf("<body"))
		.replace(/<script[\s\S]*?<\/script>/g, " ")
		.replace(/<[^>]+>/g, " ")
		.replace(/&amp;/g, "&")
		.replace(/&#x27;/g, "'")
		.replace(/\s+/g, " ");

describe.skipIf(!built)("a search page shares the API search's limit", () => {
	let t: TestApp;

	beforeAll(async () => {
		t = await createTestApp({ seeded: true, env: { WEB_DIST_DIR: webDist } });
	});

	afterAll(async () => {
		await t?.close();
	});

	it("answers a polite 429 page once a network has searched 120 times in a minute, by page or by API", async () => {
		const ip = "203.0.113.41";
		const statuses: number[] = [];
		// pages are drawn one by one (a search's page is never kept): a few of them, the API for the rest
		for (let i = 0; i < 5; i += 1) {
			statuses.push((await t.app.inject({ url: `/products?name=frock${i}`, remoteAddress: ip })).statusCode);
		}
		for (let i = 5; i < SEARCH_RATE_LIMIT.max; i += 1) {
			statuses.push(
				(await call(t.app, { method: "GET", url: `/api/products?name=dress${i}`, remoteAddress: ip })).status,
			);
		}
		expect(statuses.every((status) => status === 200)).toBe(true);

		// the 121st search, by page: the page says to wait, and renders nothing
		const page = await t.app.inject({ url: "/products?name=teddy", remoteAddress: ip });
		expect(page.statusCode).toBe(429);
		expect(page.headers["content-type"]).toMatch(/^text\/html/);
		expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
		expect(page.headers["cache-control"]).toBe("no-store");
		expect(text(page.body)).toMatch(/Please wait \d+ seconds? and try again/);
		expect(page.body).not.toContain('id="pitara-state"');
		// and by API, the same bucket
		const api = await call(t.app, { method: "GET", url: "/api/products?name=teddy", remoteAddress: ip });
		expect(api.status).toBe(429);

		// a listing without search words is not a search; another network searches on
		expect((await t.app.inject({ url: "/products?category=Girls", remoteAddress: ip })).statusCode).toBe(200);
		expect((await t.app.inject({ url: "/products?name=teddy", remoteAddress: "198.51.100.9" })).statusCode).toBe(200);
	});

	it("counts a search page however its words are spelled in the URL, and blank words not at all", async () => {
		const ip = "203.0.113.42";
		for (let i = 0; i < SEARCH_RATE_LIMIT.max - 2; i += 1) {
			expect(
				(await call(t.app, { method: "GET", url: `/api/search/suggestions?q=doll${i}`, remoteAddress: ip })).status,
			).toBe(200);
		}
		expect((await t.app.inject({ url: "/products?category=Toys&name=%20Doll%20", remoteAddress: ip })).statusCode).toBe(
			200,
		);
		expect((await t.app.inject({ url: "/products/?name=doll&name=teddy", remoteAddress: ip })).statusCode).toBe(200);
		expect((await t.app.inject({ url: "/products?name=+doll+", remoteAddress: ip })).statusCode).toBe(429);
		expect((await t.app.inject({ url: "/products?name=+++", remoteAddress: ip })).statusCode).toBe(200);
	});
});

describe.skipIf(!built)("the page cache is keyed by what a page shows", () => {
	let t: TestApp;
	let productUrl: string;
	let slug: string;

	beforeAll(async () => {
		// a small cache, so that a few hundred pages kept by mistake would push the product page out
		t = await createTestApp({ seeded: true, env: { WEB_DIST_DIR: webDist, CATALOGUE_CACHE_MB: "2" } });
		const { body } = await call(t.app, { method: "GET", url: "/api/products?category=Girls&page_size=1" });
		slug = (body.response as { slug: string }[])[0]?.slug as string;
		productUrl = `/products/girls/${slug}`;
	});

	afterAll(async () => {
		await t?.close();
	});

	it("leaves the product page cached after 300 junk URLs from one network", async () => {
		const first = await t.app.inject({ url: productUrl });
		expect(first.statusCode).toBe(200);
		const ip = "203.0.113.51";
		const junk = (i: number) =>
			[
				`/no-such-page-${i}`,
				`/products/girls/${slug}?utm_source=${i}`,
				`/products/GIRLS/${slug.toUpperCase()}/?ref=${i}`,
				`/products/girls/${slug}?variant=x${i}`,
				`/products?sort=junk${i}&page=x${i}&colour=${i}`,
				`/about/?from=${i}`,
				`/products/girls/no-such-frock-${i}`,
				`/checkout?step=${i}`,
			][i % 8] as string;
		for (let i = 0; i < 300; i += 1) {
			const response = await t.app.inject({ url: junk(i), remoteAddress: ip });
			expect([200, 404, 429]).toContain(response.statusCode);
		}
		// the junk kept a handful of pages (one not-found page, the listing, about, checkout), not hundreds
		expect(t.app.catalogueCache.size.bytes).toBeLessThan(1024 * 1024);
		const stored = t.app.catalogueCache.stats.stored;
		const again = await t.app.inject({ url: productUrl, remoteAddress: "198.51.100.20" });
		expect(again.statusCode).toBe(200);
		expect(again.headers.etag).toBe(first.headers.etag);
		// answered from the cache: nothing was drawn or kept for it
		expect(t.app.catalogueCache.stats.stored).toBe(stored);
	});

	it("draws every unknown path from one shared not-found page", async () => {
		const before = t.app.catalogueCache.size.entries;
		for (let i = 0; i < 40; i += 1) {
			const response = await t.app.inject({ url: `/gone/${i}?q=${i}`, remoteAddress: "203.0.113.52" });
			expect(response.statusCode).toBe(404);
			expect(text(response.body)).toContain("Page not found");
			expect(response.body).not.toContain(`/gone/${i}`);
		}
		expect(t.app.catalogueCache.size.entries).toBeLessThanOrEqual(before + 1);
	});

	it("draws a kept page from its own URL: a parameter it does not read never reaches the cached HTML", async () => {
		t.app.catalogueCache.invalidate(["*"]);
		const marked = await t.app.inject({ url: `${productUrl}?utm_campaign=pitara-junk-marker` });
		expect(marked.statusCode).toBe(200);
		expect(marked.body).not.toContain("pitara-junk-marker");
		const plain = await t.app.inject({ url: productUrl });
		expect(plain.headers.etag).toBe(marked.headers.etag);
	});

	it("limits the pages one network has drawn afresh: past 60 a minute it waits; kept pages are still sent", async () => {
		const ip = "203.0.113.53";
		const statuses: number[] = [];
		for (let i = 1; i <= 61; i += 1) {
			statuses.push((await t.app.inject({ url: `/products?min_price=${i}`, remoteAddress: ip })).statusCode);
		}
		expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
		const limited = await t.app.inject({ url: "/products?min_price=999", remoteAddress: ip });
		expect(limited.statusCode).toBe(429);
		expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
		expect(text(limited.body)).toMatch(/Please wait \d+ seconds? and try again/);
		// a page already kept costs no render: still sent; another network draws on
		expect((await t.app.inject({ url: productUrl, remoteAddress: "198.51.100.21" })).statusCode).toBe(200);
		expect((await t.app.inject({ url: productUrl, remoteAddress: ip })).statusCode).toBe(200);
		expect((await t.app.inject({ url: "/products?min_price=999", remoteAddress: "198.51.100.21" })).statusCode).toBe(
			200,
		);
	});
});
