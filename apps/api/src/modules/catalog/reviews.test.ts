import type { Product, Review, Reviews } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";

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
