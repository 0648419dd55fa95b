import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Product, reviewsMessages } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, createUser, type TestApp } from "../../test/helpers.ts";

/**
 * The storefront rendered by the server (docs/decisions/017-server-rendering.md),
 * read as a browser without JavaScript reads it: the built web app
 * (apps/web/dist with its server renderer, `npm run build`) served by the real app.
 */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");
const built = existsSync(path.join(webDist, "server", "entry-server.js"));
if (!built && process.env.CI) throw new Error("apps/web is not built: CI builds before it tests");

let t: TestApp;
let product: Product;

/** The text of the page's body, tags taken out. */
const text = (html: string) =>
	html
		.slice(html.indexOf('<div id="root">'))
		.replace(/<script[\s\S]*?<\/script>/g, " ")
		.replace(/<[^>]+>/g, " ")
		.replace(/&amp;/g, "&")
		.replace(/&#x27;/g, "'")
		.replace(/\s+/g, " ");

const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] as string);

describe.skipIf(!built)("server-rendered pages (JavaScript off)", () => {
	beforeAll(async () => {
		t = await createTestApp({ seeded: true, env: { WEB_DIST_DIR: webDist } });
		const { body } = await call(t.app, { method: "GET", url: "/api/products?category=Girls&page_size=1" });
		product = (body.response as Product[])[0] as Product;
	});

	afterAll(async () => {
		await t?.close();
	});

	it("sends the home page with its sections, product names, ₹ prices and links", async () => {
		const response = await t.app.inject({ url: "/" });
		expect(response.statusCode).toBe(200);
		const page = text(response.body);
		expect(page).toMatch(/₹\d/);
		expect(links(response.body)).toContain("/products?category=Girls");
		expect(response.body).toContain('id="pitara-state"');
		expect(response.body).not.toContain("needs JavaScript");
	});

	it("sends a listing with its cards (names, ₹ prices, product links) and paging by link", async () => {
		const response = await t.app.inject({ url: "/products?category=Girls" });
		expect(response.statusCode).toBe(200);
		const page = text(response.body);
		expect(page).toContain(product.name);
		expect(page).toContain(`₹${product.price.toLocaleString("en-IN")}`);
		expect(links(response.body)).toContain(`/products/girls/${product.slug}`);
		expect(page).toMatch(/Showing \d+ of \d+/);
		// without JavaScript: filters and the next page are links
		expect(response.body).toMatch(/<a href="\/products\?category=Girls&amp;brand=[^"]+"/);
		expect(response.body).toContain('href="/products?category=Girls&amp;page=2"');
		const second = await t.app.inject({ url: "/products?category=Girls&page=2" });
		expect(text(second.body)).toMatch(/Showing (2[5-9]|[3-9]\d) of/);
	});

	it("sorts and filters the listing by price without JavaScript: GET forms that keep the other choices", async () => {
		const response = await t.app.inject({ url: "/products?category=Girls" });
		const forms = [...response.body.matchAll(/<form [^>]*action="\/products" method="get"[^>]*>[\s\S]*?<\/form>/g)].map(
			(match) => match[0],
		);
		const sort = forms.find((form) => form.includes('name="sort"'));
		const price = forms.find((form) => form.includes('name="min_price"'));
		expect(sort).toBeDefined();
		expect(sort).toContain('<input type="hidden" name="category" value="Girls"/>');
		expect(sort).toContain('<option value="price-low">Price: Low to High</option>');
		expect(price).toBeDefined();
		expect(price).toContain('<input type="hidden" name="category" value="Girls"/>');
		expect(price).toContain('name="max_price"');

		// what the browser sends when the forms are submitted: the server renders the sorted, filtered listing
		const api = async (query: string) => {
			const { body } = await call(t.app, { method: "GET", url: `/api/products?${query}&page_size=24` });
			return body as { response: Product[]; total: number };
		};
		const sorted = await t.app.inject({ url: "/products?category=Girls&sort=price-low" });
		expect(sorted.statusCode).toBe(200);
		expect(sorted.body).toContain('<option value="price-low" selected="">Price: Low to High</option>');
		const cheapest = await api("category=Girls&sort=price-low");
		const names = cheapest.response.slice(0, 3).map((one) => one.name);
		const at = names.map((name) => text(sorted.body).indexOf(name));
		expect(at.every((index) => index >= 0)).toBe(true);
		expect([...at].sort((a, b) => a - b)).toEqual(at);

		const priced = await t.app.inject({ url: "/products?category=Girls&min_price=300&max_price=700&sort=featured" });
		const inRange = await api("category=Girls&min_price=300&max_price=700");
		expect(inRange.total).toBeGreaterThan(0);
		const all = await api("category=Girls");
		expect(inRange.total).toBeLessThan(all.total);
		expect(text(priced.body)).toMatch(new RegExp(`Showing \\d+ of ${inRange.total}\\b`));
		expect(priced.body).toMatch(/name="min_price"[^>]*value="300"/);
	});

	it("sends the product page with its name, price, description and crawler tags", async () => {
		const response = await t.app.inject({ url: `/products/girls/${product.slug}` });
		expect(response.statusCode).toBe(200);
		const page = text(response.body);
		expect(page).toContain(product.name);
		expect(page).toMatch(/₹\d/);
		expect(page).toContain("Description");
		expect(links(response.body)).toContain("/products?category=Girls");
		expect(response.body).toContain('<script type="application/ld+json">');
		expect(response.body).toContain(`<title>${product.name} · Pitara</title>`);
		expect(response.body).toContain('<link rel="canonical"');
	});

	it("sends the product page with its reviews (a visitor's view), and again once a new review is written", async () => {
		const before = await t.app.inject({ url: `/products/girls/${product.slug}` });
		const { body } = await call(t.app, { method: "GET", url: `/api/products/${product.product_id}/reviews` });
		const count = (body.response as { count: number }).count;
		expect(text(before.body)).toContain("Customer Reviews");
		expect(text(before.body)).toContain(`${count} ${count === 1 ? "review" : "reviews"}`);
		expect(text(before.body)).toContain(reviewsMessages.loginToReview);

		const shopper = await createUser(t.database, { fullName: "Meera Krishnan" });
		const written = await call(t.app, {
			method: "POST",
			url: `/api/products/${product.product_id}/reviews`,
			headers: shopper.auth,
			payload: { rating: 4, comment: "Soft cotton <b>and</b> it held up after many washes" },
		});
		expect(written.status).toBe(200);

		// the kept page read the reviews, so the new one drops it
		const after = await t.app.inject({ url: `/products/girls/${product.slug}` });
		expect(after.statusCode).toBe(200);
		const page = text(after.body);
		expect(page).toContain("Meera K.");
		expect(page).toContain(`${count + 1} reviews`);
		// a review is text: its angle brackets arrive escaped, never as markup
		expect(after.body).toContain("Soft cotton &lt;b&gt;and&lt;/b&gt; it held up after many washes");
		expect(after.body).not.toContain("<b>and</b>");
		// and the browser hydrates it from the same answer: nothing to fetch again
		expect(after.body).toContain('"reviews"');
		expect(after.body).toContain("Meera K.");
	});

	it("answers an unknown product with 404 and the page that says so", async () => {
		const response = await t.app.inject({ url: "/products/girls/no-such-frock" });
		expect(response.statusCode).toBe(404);
		expect(text(response.body)).toContain("Product not found");
	});

	it("keeps a rendered page until the catalogue changes, and answers 304 to a browser that has it", async () => {
		const first = await t.app.inject({ url: "/faq" });
		expect(first.statusCode).toBe(200);
		expect(text(first.body)).toContain("Frequently Asked Questions");
		const again = await t.app.inject({ url: "/faq", headers: { "if-none-match": first.headers.etag as string } });
		expect(again.statusCode).toBe(304);
		const version = t.app.catalogueCache.version;
		t.app.catalogueCache.invalidate(["*"]);
		expect(t.app.catalogueCache.version).toBe(version + 1);
		const after = await t.app.inject({ url: "/faq" });
		expect(after.statusCode).toBe(200);
	});

	it("sends the shopper's own pages as a shell the browser draws", async () => {
		const response = await t.app.inject({ url: "/cart" });
		expect(response.statusCode).toBe(200);
		expect(response.body).not.toContain('id="pitara-state"');
		expect(text(response.body)).toContain("Pitara");
	});
});
