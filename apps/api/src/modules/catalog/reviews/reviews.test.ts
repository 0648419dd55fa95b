import type { Product, Review, Reviews } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../../test/helpers.ts";
import { cancelOrder, createShopper, placeOrder, prepareVariants } from "../../../../test/orders.ts";

let t: TestApp;
let product: Product;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	const { body } = await call(t.app, {
		method: "POST",
		url: "/api/products/all/portal-fetch",
		payload: { filters: { category: "Books", page_size: 1 } },
	});
	product = (body.response as Product[])[0] as Product;
});

afterAll(async () => {
	await t.close();
});

const reviewsUrl = () => `/api/products/${product.product_id}/reviews`;

async function getReviews(headers: Record<string, string> = {}): Promise<Reviews> {
	const { status, body } = await call(t.app, { method: "GET", url: reviewsUrl(), headers });
	expect(status).toBe(200);
	return body.response as Reviews;
}

describe("product reviews", () => {
	it("lists reviews with their average and count to everyone", async () => {
		const reviews = await getReviews();
		expect(reviews).toMatchObject({ average: expect.any(Number), count: expect.any(Number), mine: null });
		expect(reviews.reviews.length).toBe(Math.min(reviews.count, 50));
	});

	it("needs a logged-in shopper to write one", async () => {
		const { status, body } = await call(t.app, {
			method: "POST",
			url: reviewsUrl(),
			payload: { rating: 5, comment: "Lovely" },
		});
		expect(status).toBe(401);
		expect(body).toMatchObject({ status: false, code: "UNAUTHORIZED" });
	});

	it("requires a whole rating from 1 to 5 and non-blank text of at most 2000 characters", async () => {
		const shopper = await createUser(t.database);
		const cases: [unknown, string][] = [
			[{ rating: 0, comment: "ok" }, "rating"],
			[{ rating: 6, comment: "ok" }, "rating"],
			[{ rating: 3.5, comment: "ok" }, "rating"],
			[{ comment: "ok" }, "rating"],
			[{ rating: 4, comment: "   " }, "comment"],
			[{ rating: 4 }, "comment"],
			[{ rating: 4, comment: "x".repeat(2001) }, "comment"],
		];
		for (const [payload, field] of cases) {
			const { status, body } = await call(t.app, {
				method: "POST",
				url: reviewsUrl(),
				headers: shopper.auth,
				payload: payload as Record<string, unknown>,
			});
			expect(status, JSON.stringify(payload)).toBe(400);
			expect((body.errors as { field: string }[])[0]?.field).toBe(field);
		}
		expect(
			(
				await call(t.app, {
					method: "POST",
					url: reviewsUrl(),
					headers: shopper.auth,
					payload: { rating: 4, comment: "   " },
				})
			).body.message,
		).toBe("Please write a few words about the product");
		expect((await getReviews(shopper.auth)).mine).toBeNull();
	});

	it("saves a review, keeps one per shopper per product, and lets the shopper edit it", async () => {
		const before = await getReviews();
		const shopper = await createUser(t.database, { fullName: "Meera Iyer Krishnan" });
		const first = await call(t.app, {
			method: "POST",
			url: reviewsUrl(),
			headers: shopper.auth,
			payload: { rating: 2, comment: "  Pages came loose <b>fast</b>  " },
		});
		expect(first.status).toBe(200);
		expect(first.body.message).toBe("Review submitted successfully!");
		const saved = first.body.response as Review;
		// kept as text, exactly as written (trimmed); the page shows it as text
		expect(saved).toMatchObject({ rating: 2, comment: "Pages came loose <b>fast</b>", user: "Meera K.", mine: true });

		const afterFirst = await getReviews(shopper.auth);
		expect(afterFirst.count).toBe(before.count + 1);
		expect(afterFirst.mine).toMatchObject({ id: saved.id, rating: 2 });
		expect(afterFirst.reviews[0]).toMatchObject({ id: saved.id, mine: true });

		const edit = await call(t.app, {
			method: "POST",
			url: reviewsUrl(),
			headers: shopper.auth,
			payload: { rating: 5, comment: "Glued back, my son loves it" },
		});
		expect(edit.status).toBe(200);
		expect(edit.body.response).toMatchObject({ id: saved.id, rating: 5, comment: "Glued back, my son loves it" });
		const afterEdit = await getReviews(shopper.auth);
		expect(afterEdit.count).toBe(before.count + 1);
		expect(afterEdit.reviews.filter((r) => r.mine)).toHaveLength(1);

		// someone else's review counts separately and is not "mine" for the first shopper
		const other = await createUser(t.database, { fullName: "Ravi" });
		await call(t.app, {
			method: "POST",
			url: reviewsUrl(),
			headers: other.auth,
			payload: { rating: 4, comment: "Good" },
		});
		const both = await getReviews(shopper.auth);
		expect(both.count).toBe(before.count + 2);
		expect(both.reviews.find((r) => r.user === "Ravi")?.mine).toBe(false);
		const ratings = both.reviews.map((r) => r.rating);
		if (both.count === ratings.length) {
			const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
			expect(both.average).toBe(average);
		}

		// the listing's rating follows
		const { body } = await call(t.app, {
			method: "POST",
			url: "/api/products/all/portal-fetch",
			payload: { category: product.category, name: product.slug },
		});
		expect((body.response as Product[])[0]?.rating).toEqual({ average: both.average, count: both.count });
	});

	it("answers 404 for a product that does not exist", async () => {
		const shopper = await createUser(t.database);
		const get = await call(t.app, { method: "GET", url: "/api/products/99999999/reviews" });
		expect(get.status).toBe(404);
		const post = await call(t.app, {
			method: "POST",
			url: "/api/products/99999999/reviews",
			headers: shopper.auth,
			payload: { rating: 5, comment: "Great" },
		});
		expect(post.status).toBe(404);
		expect(post.body.message).toBe("Product not found");
	});
});

describe("verified buyers", () => {
	/** A product of the demo shop with a variant priced and stocked for the test, and its reviews' URL. */
	async function boughtProduct(category: string) {
		const [variant] = await prepareVariants(t.database, [{ price: 600_00, mrp: 800_00, stock: 20, category }]);
		if (!variant) throw new Error("no variant");
		return { variant, url: `/api/products/${variant.productId}/reviews` };
	}
	const write = (url: string, auth: Record<string, string>, comment: string) =>
		call(t.app, { method: "POST", url, headers: auth, payload: { rating: 5, comment } });
	const reviewsAt = async (url: string, headers: Record<string, string> = {}) =>
		(await call(t.app, { method: "GET", url, headers })).body.response as Reviews;
	const moveOrder = (admin: { auth: Record<string, string> }, orderId: number, status: string) =>
		call(t.app, {
			method: "POST",
			url: `/api/admin/orders/${orderId}/status`,
			headers: admin.auth,
			payload: { status },
		});

	it("marks the review of a shopper who bought and received the product, and counts them", async () => {
		const { variant, url } = await boughtProduct("Toys");
		const admin = await createAdmin(t.database);
		const buyer = await createShopper(t.database, { fullName: "Kavya Menon" });
		const placed = await placeOrder(t.app, buyer, [{ variant, quantity: 1 }]);
		for (const status of ["Shipped", "Delivered"])
			expect((await moveOrder(admin, placed.orderId, status)).status).toBe(200);
		const before = await reviewsAt(url);

		const saved = await write(url, buyer.auth, "Bought it for my niece, she loves it");
		expect(saved.status).toBe(200);
		expect(saved.body.response).toMatchObject({ verified_buyer: true, mine: true });

		const stranger = await createUser(t.database, { fullName: "Ravi Shah" });
		expect((await write(url, stranger.auth, "Looks nice in the pictures")).body.response).toMatchObject({
			verified_buyer: false,
		});

		const after = await reviewsAt(url);
		expect(after.count).toBe(before.count + 2);
		expect(after.verified_count).toBe(before.verified_count + 1);
		expect(after.reviews.find((r) => r.user === "Kavya M.")?.verified_buyer).toBe(true);
		expect(after.reviews.find((r) => r.user === "Ravi S.")?.verified_buyer).toBe(false);
		expect(after.verified_count).toBe(after.reviews.filter((r) => r.verified_buyer).length);
	});

	it("does not mark a shopper whose order was not delivered, or was cancelled", async () => {
		const { variant, url } = await boughtProduct("Books");
		const admin = await createAdmin(t.database);
		const waiting = await createShopper(t.database, { fullName: "Neha Rao" });
		await placeOrder(t.app, waiting, [{ variant, quantity: 1 }]);
		const shipped = await createShopper(t.database, { fullName: "Arjun Das" });
		const onItsWay = await placeOrder(t.app, shipped, [{ variant, quantity: 1 }]);
		expect((await moveOrder(admin, onItsWay.orderId, "Shipped")).status).toBe(200);
		const changedMind = await createShopper(t.database, { fullName: "Tara Jain" });
		const cancelled = await placeOrder(t.app, changedMind, [{ variant, quantity: 1 }]);
		expect((await cancelOrder(t.app, changedMind.auth, cancelled.orderId)).status).toBe(200);

		for (const shopper of [waiting, shipped, changedMind]) {
			const saved = await write(url, shopper.auth, "Waiting to see it");
			expect(saved.body.response).toMatchObject({ verified_buyer: false });
		}
	});

	it("marks a review written before the order arrived once it is delivered, also in the answer visitors share", async () => {
		const { variant, url } = await boughtProduct("Girls");
		const admin = await createAdmin(t.database);
		const buyer = await createShopper(t.database, { fullName: "Meera Iyer" });
		const placed = await placeOrder(t.app, buyer, [{ variant, quantity: 2 }]);
		await write(url, buyer.auth, "Ordered two, can't wait");
		// a visitor's answer is kept by the catalogue cache: read it twice so that it is
		const first = await reviewsAt(url);
		expect(first.reviews.find((r) => r.user === "Meera I.")?.verified_buyer).toBe(false);
		expect((await reviewsAt(url)).verified_count).toBe(first.verified_count);

		expect((await moveOrder(admin, placed.orderId, "Shipped")).status).toBe(200);
		expect((await reviewsAt(url)).reviews.find((r) => r.user === "Meera I.")?.verified_buyer).toBe(false);
		expect((await moveOrder(admin, placed.orderId, "Delivered")).status).toBe(200);

		const after = await reviewsAt(url);
		expect(after.reviews.find((r) => r.user === "Meera I.")?.verified_buyer).toBe(true);
		expect(after.verified_count).toBe(first.verified_count + 1);
		expect((await reviewsAt(url, buyer.auth)).mine?.verified_buyer).toBe(true);

		// editing the review keeps the mark
		await write(url, buyer.auth, "Arrived, both fit well");
		expect((await reviewsAt(url)).reviews.find((r) => r.user === "Meera I.")).toMatchObject({
			verified_buyer: true,
			comment: "Arrived, both fit well",
		});
	});
});
