import type { Banner, Product, ProductListResponse, Reviews } from "@pitara/shared";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../../test/helpers.ts";
import { cancelOrder, createShopper, placeOrder } from "../../../../test/orders.ts";
import { setProductActive } from "../index.ts";

/**
 * The catalogue cache is never stale (issue 13): after each kind of write
 * (a price, stock to zero and back, a hidden product, a new review, a banner)
 * the next listing, product page and filter panel answer the new data, though
 * each was answered from the cache just before. ETags give 304s; a
 * shopper's session never changes a public answer, and nothing personal is
 * kept by anyone.
 */

let t: TestApp;
let admin: { auth: { authorization: string } };
let product: Product;
/** the listing the product is on, cheapest first */
let listingUrl: string;
let detailUrl: string;
let filtersUrl: string;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const json = <T>(response: LightMyRequestResponse) => response.json() as T;

/** A GET answered twice: the second time from the cache (the hit count moves and the bytes are the same). */
async function cached(url: string): Promise<LightMyRequestResponse> {
	const first = await get(url);
	expect(first.statusCode, first.body).toBe(200);
	const hits = t.app.catalogueCache.stats.hits;
	const second = await get(url);
	expect(t.app.catalogueCache.stats.hits).toBeGreaterThan(hits);
	expect(second.body).toBe(first.body);
	expect(second.headers.etag).toBe(first.headers.etag);
	return second;
}

const cardIn = (listing: ProductListResponse) => listing.response.find((p) => p.product_id === product.product_id);
const detail = async () => json<ProductListResponse>(await get(detailUrl)).response[0];

async function primeAll() {
	await cached(listingUrl);
	await cached(detailUrl);
	await cached(filtersUrl);
}

const patchVariant = (id: number, payload: Record<string, unknown>) =>
	call(t.app, { method: "PATCH", url: `/api/admin/variants/${id}`, headers: admin.auth, payload });

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database);
	const listing = json<ProductListResponse>(await get("/api/products?category=girls&sort=price-low&page_size=4"));
	product = listing.response[0] as Product;
	listingUrl = `/api/products?category=${encodeURIComponent(product.category)}&sort=price-low&page_size=24`;
	detailUrl = `/api/products/${encodeURIComponent(product.category)}/${product.slug}`;
	filtersUrl = "/api/products/all/filters";
});

afterAll(async () => {
	await t.close();
});

describe("GET forms", () => {
	it("answer what the POST calls of SPEC §7 answer: the detail byte for byte, the listing and similar lean", async () => {
		const body = (payload: unknown) =>
			t.app.inject({ method: "POST", url: "/api/products/all/portal-fetch", payload: payload as object });
		// without the variants' HTML and the product page's warranty, the POST's listing and similar products are the
		// GET forms' answers
		const lean = (answer: { body: string }) => {
			const parsed = JSON.parse(answer.body) as ProductListResponse;
			for (const item of parsed.response) {
				delete item.warranty;
				for (const variant of item.other_info) {
					expect(variant.description).toEqual(expect.any(String));
					delete variant.description;
					delete variant.Specifications;
				}
			}
			return parsed;
		};
		const listing = await body({ filters: { category: product.category, sort: "price-low", page_size: 24 } });
		expect(lean(listing)).toEqual(json(await get(listingUrl)));
		expect((await body({ category: product.category, name: product.slug })).body).toBe((await get(detailUrl)).body);
		const similar = await body({ category: product.category, exclude: product.slug });
		expect(lean(similar)).toEqual(json(await get(`${detailUrl}/similar`)));
		expect(json<ProductListResponse>(similar).response).toHaveLength(4);
	});

	it("treat names in any case and a search in any spacing as the same request", async () => {
		const a = await get(`/api/products?category=${product.category.toUpperCase()}&name=cotton%20%20Frock`);
		const b = await get(`/api/products?category=${product.category.toLowerCase()}&name=Cotton%20frock`);
		expect(a.body).toBe(b.body);
		expect(a.headers.etag).toBe(b.headers.etag);
	});

	it("answer 404 'Product not found' for a product that is not there, and keep nothing", async () => {
		const answer = await get(`/api/products/${product.category}/no-such-product`);
		expect(answer.statusCode).toBe(404);
		expect(answer.json()).toMatchObject({ status: false, message: "Product not found" });
		expect(answer.headers["cache-control"]).toBe("private, no-store");
	});
});

describe("after each kind of catalogue write the next answers are new", () => {
	it("a price: the listing's order and card, the product page and the filter panel's range", async () => {
		await primeAll();
		const variant = product.other_info[0] as Product["other_info"][number];
		expect((await patchVariant(variant.id, { price: 1, mrp: 2 })).status).toBe(200);

		const listing = json<ProductListResponse>(await get(listingUrl));
		expect(listing.response[0]?.product_id).toBe(product.product_id);
		expect(cardIn(listing)).toMatchObject({ price: 1, mrp: 2 });
		expect((await detail())?.other_info.find((v) => v.id === variant.id)).toMatchObject({ price: 1, mrp: 2 });
		expect(json<{ filters: { min_price: number } }>(await get(filtersUrl)).filters.min_price).toBe(1);
	});

	it("stock to zero and back, by the staff and by an order and its cancelling", async () => {
		const ids = product.other_info.map((variant) => variant.id);
		await primeAll();
		for (const id of ids) expect((await patchVariant(id, { stock: 0 })).status).toBe(200);
		expect((await detail())?.other_info.every((variant) => variant.stock === 0)).toBe(true);
		expect((await detail())?.in_stock).toBe(false);
		expect(cardIn(json(await get(listingUrl)))?.in_stock).toBe(false);

		await primeAll();
		const [first] = ids as [number];
		expect((await patchVariant(first, { stock: 2 })).status).toBe(200);
		expect((await detail())?.other_info.find((v) => v.id === first)?.stock).toBe(2);
		expect(cardIn(json(await get(listingUrl)))?.in_stock).toBe(true);

		// an order takes the last two: the catalogue says so at once
		await primeAll();
		const shopper = await createShopper(t.database);
		const variant = (await detail())?.other_info.find((v) => v.id === first) as Product["other_info"][number];
		const order = await placeOrder(t.app, shopper, [
			{ variant: { id: first, price: variant.price * 100, mrp: variant.mrp * 100 }, quantity: 2 },
		]);
		expect(order.status, JSON.stringify(order.body)).toBe(201);
		expect((await detail())?.other_info.find((v) => v.id === first)?.stock).toBe(0);
		expect(cardIn(json(await get(listingUrl)))?.in_stock).toBe(false);

		// cancelling gives them back
		await primeAll();
		expect((await cancelOrder(t.app, shopper.auth, order.orderId)).status).toBe(200);
		expect((await detail())?.other_info.find((v) => v.id === first)?.stock).toBe(2);
		expect(cardIn(json(await get(listingUrl)))?.in_stock).toBe(true);
	});

	it("shows a stock above the catalogue's cap as the cap, and an order above it changes nothing shown", async () => {
		const [first] = product.other_info.map((variant) => variant.id) as [number];
		expect((await patchVariant(first, { stock: 50 })).status).toBe(200);
		const before = await cached(detailUrl);
		expect(json<ProductListResponse>(before).response[0]?.other_info.find((v) => v.id === first)?.stock).toBe(10);
		const shopper = await createShopper(t.database);
		const variant = json<ProductListResponse>(before).response[0]?.other_info.find((v) => v.id === first);
		const order = await placeOrder(t.app, shopper, [
			{ variant: { id: first, price: (variant?.price ?? 0) * 100, mrp: (variant?.mrp ?? 0) * 100 }, quantity: 1 },
		]);
		expect(order.status, JSON.stringify(order.body)).toBe(201);
		const stored = t.app.catalogueCache.stats.stored;
		const after = await get(detailUrl);
		// answered from the cache: nothing was built and stored again
		expect(t.app.catalogueCache.stats.stored).toBe(stored);
		expect(after.headers.etag).toBe(before.headers.etag);
	});

	it("a hidden product: gone from the listing, its page and reviews 404, the filters recounted; back when shown", async () => {
		await primeAll();
		const reviewsUrl = `/api/products/${product.product_id}/reviews`;
		await cached(reviewsUrl);
		expect(await setProductActive(t.database.db, product.product_id, false)).toBe(true);
		expect(cardIn(json(await get(listingUrl)))).toBeUndefined();
		expect((await get(detailUrl)).statusCode).toBe(404);
		expect((await get(reviewsUrl)).statusCode).toBe(404);
		// the cheapest product (₹1) is gone, so the range starts higher
		expect(json<{ filters: { min_price: number } }>(await get(filtersUrl)).filters.min_price).toBeGreaterThan(1);

		expect(await setProductActive(t.database.db, product.product_id, true)).toBe(true);
		expect(cardIn(json(await get(listingUrl)))).toBeDefined();
		expect((await get(detailUrl)).statusCode).toBe(200);
		expect((await get(reviewsUrl)).statusCode).toBe(200);
	});

	it("a new review: the rating on the card and the page, and the list of reviews", async () => {
		const reviewsUrl = `/api/products/${product.product_id}/reviews`;
		await primeAll();
		const before = json<{ response: Reviews }>(await cached(reviewsUrl)).response;
		const shopper = await createUser(t.database, { fullName: "Kavya Menon" });
		const saved = await call(t.app, {
			method: "POST",
			url: reviewsUrl,
			headers: shopper.auth,
			payload: { rating: 1, comment: "Faded after one wash." },
		});
		expect(saved.status).toBe(200);
		const after = json<{ response: Reviews }>(await get(reviewsUrl)).response;
		expect(after.count).toBe(before.count + 1);
		expect(after.reviews[0]).toMatchObject({ user: "Kavya M.", comment: "Faded after one wash.", mine: false });
		expect((await detail())?.rating.count).toBe(before.count + 1);
		expect(cardIn(json(await get(listingUrl)))?.rating).toEqual({ average: after.average, count: after.count });

		// the reviewer renames herself: the reviews show the new name
		await cached(reviewsUrl);
		const renamed = await call(t.app, {
			method: "POST",
			url: "/api/users/profile-update",
			headers: shopper.auth,
			payload: { id: shopper.id, full_name: "Kavya Nair", gender: "Female", dob: "1990-01-01" },
		});
		expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
		expect(json<{ response: Reviews }>(await get(reviewsUrl)).response.reviews[0]?.user).toBe("Kavya N.");
	});

	it("a banner: the next banners answer has it", async () => {
		const banners = async () =>
			json<{ response: Banner[] }>(await t.app.inject({ method: "POST", url: "/api/banners/all/get", payload: {} }))
				.response;
		const [first] = (await banners()) as [Banner];
		await banners();
		const changed = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/banners/${first.banner_id}`,
			headers: admin.auth,
			payload: { offers: 42 },
		});
		expect(changed.status, JSON.stringify(changed.body)).toBe(200);
		expect((await banners()).find((banner) => banner.banner_id === first.banner_id)?.offers).toBe(42);
	});
});

describe("conditional requests", () => {
	it("answer 304 to the current ETag, in any coding, and 200 with the new one after a change", async () => {
		const answer = await cached(detailUrl);
		const etag = String(answer.headers.etag);
		expect(etag).toMatch(/^"[\w-]+"$/);
		expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10");
		expect(answer.headers.vary).toBe("accept-encoding");

		const again = await get(detailUrl, { "if-none-match": etag });
		expect(again.statusCode).toBe(304);
		expect(again.body).toBe("");
		expect(again.headers.etag).toBe(etag);

		const brotli = await get(detailUrl, { "accept-encoding": "gzip, deflate, br" });
		expect(brotli.headers["content-encoding"]).toBe("br");
		expect(brotli.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
		const brotliAgain = await get(detailUrl, { "accept-encoding": "br", "if-none-match": String(brotli.headers.etag) });
		expect(brotliAgain.statusCode).toBe(304);

		const variant = product.other_info[0] as Product["other_info"][number];
		expect((await patchVariant(variant.id, { mrp: 3 })).status).toBe(200);
		const changed = await get(detailUrl, { "if-none-match": etag });
		expect(changed.statusCode).toBe(200);
		expect(changed.headers.etag).not.toBe(etag);
		expect(json<ProductListResponse>(changed).response[0]?.other_info[0]?.mrp).toBe(3);
	});

	it("compress each answer once: gzip and brotli decode to the same bytes", async () => {
		const { gunzipSync, brotliDecompressSync } = await import("node:zlib");
		const identity = await get(listingUrl);
		const gzip = await get(listingUrl, { "accept-encoding": "gzip" });
		const br = await get(listingUrl, { "accept-encoding": "br;q=1, gzip;q=0.5" });
		expect(gzip.headers["content-encoding"]).toBe("gzip");
		expect(br.headers["content-encoding"]).toBe("br");
		expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
		expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
		const refused = await get(listingUrl, { "accept-encoding": "br;q=0, gzip;q=0" });
		expect(refused.headers["content-encoding"]).toBeUndefined();
	});
});

describe("a URL answered before", () => {
	it("is answered from the cache at once, with the same bytes and headers, 304s and codings included", async () => {
		const url = `${listingUrl}&page=1`;
		const first = await get(url);
		expect(first.statusCode).toBe(200);
		// the second time, only the answer is looked up: no names to ids, no key worked out, no handler
		const hits = t.app.catalogueCache.stats.hits;
		const second = await get(url);
		expect(t.app.catalogueCache.stats.hits - hits).toBe(1);
		expect(second.body).toBe(first.body);
		const { date: _a, ...firstHeaders } = first.headers;
		const { date: _b, ...secondHeaders } = second.headers;
		expect(secondHeaders).toEqual(firstHeaders);
		const etag = String(first.headers.etag);
		expect((await get(url, { "if-none-match": etag })).statusCode).toBe(304);
		const br = await get(url, { "accept-encoding": "br" });
		expect(br.headers["content-encoding"]).toBe("br");
		expect((await get(url, { "accept-encoding": "br", "if-none-match": String(br.headers.etag) })).statusCode).toBe(
			304,
		);
		// a HEAD goes the usual way, and answers the same headers without a body
		const head = await t.app.inject({ method: "HEAD", url });
		expect(head.statusCode).toBe(200);
		expect(head.headers.etag).toBe(etag);
		expect(head.body).toBe("");
		// a bearer token is still checked first
		const forged = await get(url, { authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
		expect(forged.statusCode).toBe(401);
		// an invalid query is never remembered: refused every time
		for (let i = 0; i < 2; i += 1) expect((await get("/api/products?page=0")).statusCode).toBe(400);
	});

	it("is a new request after any catalogue write: a listing then answers the new data", async () => {
		await cached(listingUrl);
		const variant = product.other_info[0] as Product["other_info"][number];
		expect((await patchVariant(variant.id, { price: 2, mrp: 4 })).status).toBe(200);
		expect(cardIn(json<ProductListResponse>(await get(listingUrl)))).toMatchObject({ price: 2, mrp: 4 });
	});

	it("still counts a repeated search against the search limit", async () => {
		const ip = "2001:db8:77:1::1";
		const statuses: number[] = [];
		for (let i = 0; i < 121; i += 1) {
			statuses.push(
				(await t.app.inject({ method: "GET", url: "/api/products?name=frock", remoteAddress: ip })).statusCode,
			);
		}
		expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
		expect(statuses[120]).toBe(429);
		const suggestions: number[] = [];
		for (let i = 0; i < 2; i += 1) {
			suggestions.push(
				(await t.app.inject({ method: "GET", url: "/api/search/suggestions?q=frock", remoteAddress: ip })).statusCode,
			);
		}
		expect(suggestions).toEqual([429, 429]);
		// browsing is not counted
		expect((await t.app.inject({ method: "GET", url: listingUrl, remoteAddress: ip })).statusCode).toBe(200);
	});
});

describe("sessions and personal answers", () => {
	it("a shopper's session never changes a public answer", async () => {
		const shopper = await createUser(t.database);
		for (const url of [listingUrl, detailUrl, filtersUrl, "/api/category/subcategory/fetch"]) {
			const visitor = await get(url);
			const signedIn = await get(url, shopper.auth);
			expect(signedIn.body).toBe(visitor.body);
			expect(signedIn.headers.etag).toBe(visitor.headers.etag);
			expect(signedIn.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10");
		}
	});

	it("a shopper's own review is marked for them only, and their answer is kept by no one", async () => {
		const reviewsUrl = `/api/products/${product.product_id}/reviews`;
		const shopper = await createUser(t.database, { fullName: "Ishaan Rao" });
		await call(t.app, {
			method: "POST",
			url: reviewsUrl,
			headers: shopper.auth,
			payload: { rating: 5, comment: "Lovely fabric." },
		});
		const visitor = await cached(reviewsUrl);
		const mine = await get(reviewsUrl, shopper.auth);
		expect(mine.headers["cache-control"]).toBe("private, no-store");
		expect(mine.headers.vary).toContain("authorization");
		expect(mine.headers.etag).toBeUndefined();
		expect(json<{ response: Reviews }>(mine).response.mine).toMatchObject({ comment: "Lovely fabric.", mine: true });

		const after = await get(reviewsUrl);
		expect(after.body).toBe(visitor.body);
		const publicAnswer = json<{ response: Reviews }>(after).response;
		expect(publicAnswer.mine).toBeNull();
		expect(publicAnswer.reviews.every((review) => review.mine === false)).toBe(true);
		expect(visitor.headers.vary).toContain("authorization");
	});

	it("no personal answer is ever kept: the cart, wishlist, profile, addresses and orders say no-store", async () => {
		const shopper = await createShopper(t.database);
		const entries = t.app.catalogueCache.size.entries;
		const personal = [
			{ url: "/api/products/addtocart/fetch", payload: { userId: shopper.id } },
			{ url: "/api/products/wishlist/fetch", payload: { user_id: shopper.id } },
			{ url: "/api/users/profile-fetch", payload: { user_id: shopper.id } },
			{ url: "/api/users/address/list", payload: { user_id: shopper.id } },
			{ url: "/api/order/fetch/all", payload: { user_id: shopper.id } },
		];
		for (const { url, payload } of personal) {
			const answer = await t.app.inject({ method: "POST", url, headers: shopper.auth, payload });
			expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
			expect(answer.headers["cache-control"], url).toMatch(/no-store/);
			expect(answer.headers.etag, url).toBeUndefined();
		}
		expect(t.app.catalogueCache.size.entries).toBe(entries);
	});
});
