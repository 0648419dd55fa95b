import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Product, pageAddress } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../test/helpers.ts";
import { pageKey } from "./web-app.ts";

/**
 * The server-rendered pages' cache (decision 037, public reads declared once): a page carries the tags of what it
 * shows, head and body, and is dropped by the writes that name one, as the API's answers are; a price edit leaves
 * every unrelated page in place. A page goes with the answers it was drawn from, so its memory stays bounded.
 */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");
const built = existsSync(path.join(webDist, "server", "entry-server.js"));
if (!built && process.env.CI) throw new Error("apps/web is not built: CI builds before it tests");

let t: TestApp;
let admin: { auth: { authorization: string } };
let product: Product;
let productUrl: string;
const HOME = "/";
const UNRELATED_LISTING = "/products?category=Boys";

/** The kept page of a URL, if any (what the next visitor is sent without drawing it). */
function keptPage(url: string): unknown {
	const parsed = new URL(url, "http://shop.local");
	const address = pageAddress(parsed.pathname, parsed.searchParams);
	if (address === null) throw new Error(`${url} is no page`);
	const drawn = `${address.path}${address.search ? `?${address.search}` : ""}`;
	return t.app.catalogueCache.recall(pageKey({ route: address.route, drawn }));
}

/** A page asked for; `drawn` says whether the server drew it afresh (another page kept) or sent the kept one. */
async function visit(url: string) {
	const kept = keptPage(url);
	const response = await t.app.inject({ url });
	expect(response.statusCode, url).toBe(200);
	return { response, drawn: kept === undefined || keptPage(url) !== kept };
}

const priceOnPage = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;

describe.skipIf(!built)("the page cache", () => {
	beforeAll(async () => {
		t = await createTestApp({ seeded: true, env: { WEB_DIST_DIR: webDist } });
		admin = await createAdmin(t.database);
		// a product whose price is inside the shop's range: the filter panel every listing shows (the whole shop's
		// lowest and highest price) stays as it is when it moves by a rupee
		const range = await call(t.app, { method: "GET", url: "/api/products/all/filters" });
		const { min_price: min, max_price: max } = range.body.filters as { min_price: number; max_price: number };
		const { body } = await call(t.app, { method: "GET", url: "/api/products?category=Girls&page_size=24" });
		const inside = (body.response as Product[]).find((p) => p.price - 2 > min && p.price + 2 < max);
		if (!inside) throw new Error("no Girls product priced inside the shop's range");
		product = inside;
		productUrl = `/products/girls/${product.slug}`;
	});

	afterAll(async () => {
		await t?.close();
	});

	it("leaves the home page and an unrelated listing in place after a price edit, and redraws the edited product", async () => {
		for (const url of [HOME, UNRELATED_LISTING, productUrl]) await visit(url);
		const home = keptPage(HOME);
		const listing = keptPage(UNRELATED_LISTING);
		expect(home).toBeDefined();
		expect(listing).toBeDefined();
		const before = await visit(productUrl);
		expect(before.drawn).toBe(false);

		const variant = product.other_info[0];
		if (!variant) throw new Error("the product has no variant");
		const newPrice = variant.price - 1;
		const edit = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/variants/${variant.id}`,
			headers: admin.auth,
			payload: { price: newPrice },
		});
		expect(edit.status, JSON.stringify(edit.body)).toBe(200);

		// the unrelated pages: the very pages kept before, sent without drawing
		expect(keptPage(HOME)).toBe(home);
		expect(keptPage(UNRELATED_LISTING)).toBe(listing);
		const homeAfter = await visit(HOME);
		const listingAfter = await visit(UNRELATED_LISTING);
		expect(homeAfter.drawn).toBe(false);
		expect(listingAfter.drawn).toBe(false);

		// the edited product's page no longer matches its answer once that is built again (here by the API): it goes
		// at once, and is drawn again with the new price in its body and in its head's Product JSON-LD
		expect(keptPage(productUrl)).toBeDefined();
		const detail = await call(t.app, { method: "GET", url: `/api/products/girls/${product.slug}` });
		expect((detail.body.response as Product[])[0]?.other_info[0]?.price).toBe(newPrice);
		expect(keptPage(productUrl)).toBeUndefined();
		const after = await visit(productUrl);
		expect(after.drawn).toBe(true);
		expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
		expect(after.response.body).toContain(priceOnPage(newPrice));
		expect(after.response.body).toMatch(new RegExp(`"(price|lowPrice|highPrice)":"${newPrice.toFixed(2)}"`));
	});

	it("keeps memory bounded: price edits between visits leave no unreachable copy of any page", async () => {
		for (const url of [HOME, UNRELATED_LISTING, productUrl]) await visit(url);
		const variant = product.other_info[0];
		if (!variant) throw new Error("the product has no variant");
		const entries = t.app.catalogueCache.size.entries;
		for (let i = 1; i <= 15; i += 1) {
			const edit = await call(t.app, {
				method: "PATCH",
				url: `/api/admin/variants/${variant.id}`,
				headers: admin.auth,
				payload: { price: variant.price - (i % 2) },
			});
			expect(edit.status).toBe(200);
			for (const url of [HOME, UNRELATED_LISTING, productUrl]) await visit(url);
		}
		// each edit dropped the product's page and answers, each visit kept them once more; the other pages stayed
		// as they were (a key that moved with every write would have left 15 unreachable copies of each behind)
		expect(t.app.catalogueCache.size.entries).toBeLessThanOrEqual(entries);
	});
});
