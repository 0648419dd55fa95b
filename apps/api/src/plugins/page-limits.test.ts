import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/helpers.ts";
import { SEARCH_RATE_LIMIT } from "../modules/catalog/products.routes.ts";

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
		const half = SEARCH_RATE_LIMIT.max / 2;
		const statuses: number[] = [];
		for (let i = 0; i < half; i += 1) {
			statuses.push((await t.app.inject({ url: `/products?name=frock${i}`, remoteAddress: ip })).statusCode);
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

	it("counts a search page's words however they are spelled in the URL, and blank words not at all", async () => {
		const ip = "203.0.113.42";
		for (let i = 0; i < SEARCH_RATE_LIMIT.max; i += 1) {
			const spelled = i % 2 === 0 ? `/products?name=doll${i}` : `/products?category=Toys&name=%20Doll${i}%20`;
			expect((await t.app.inject({ url: spelled, remoteAddress: ip })).statusCode).toBe(200);
		}
		expect((await t.app.inject({ url: "/products?name=+doll+", remoteAddress: ip })).statusCode).toBe(429);
		expect((await t.app.inject({ url: "/products?name=+++", remoteAddress: ip })).statusCode).toBe(200);
	});
});
