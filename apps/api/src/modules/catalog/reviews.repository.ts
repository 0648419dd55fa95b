import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reviews } from "../../db/schema/index.ts";
import { catalogueChanged, catalogueTags } from "../../lib/catalogue-changes.ts";

export interface ReviewRow {
	id: number;
	userId: number;
	rating: number;
	comment: string;
	updatedAt: Date;
}

/** How many reviews a product page lists (newest first); the average and count cover them all. */
export const REVIEWS_LISTED = 50;

const columns = {
	id: reviews.id,
	userId: reviews.userId,
	rating: reviews.rating,
	comment: reviews.comment,
	updatedAt: reviews.updatedAt,
};

export async function listReviews(db: Db, productId: number, limit = REVIEWS_LISTED): Promise<ReviewRow[]> {
	return db
		.select(columns)
		.from(reviews)
		.where(eq(reviews.productId, productId))
		.orderBy(desc(reviews.updatedAt), desc(reviews.id))
		.limit(limit);
}

export async function reviewSummary(db: Db, productId: number): Promise<{ average: number; count: number }> {
	const [row] = await db
		.select({
			average: sql<number>`coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::float8`,
			count: sql<number>`count(*)::int`,
		})
		.from(reviews)
		.where(eq(reviews.productId, productId));
	return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
}

export async function findUserReview(db: Db, productId: number, userId: number): Promise<ReviewRow | null> {
	const [row] = await db
		.select(columns)
		.from(reviews)
		.where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
		.limit(1);
	return row ?? null;
}

/** Writes the shopper's review of a product, or replaces the one they wrote before. */
export async function upsertReview(
	db: Db,
	review: { productId: number; userId: number; rating: number; comment: string },
): Promise<number> {
	const [row] = await db
		.insert(reviews)
		.values(review)
		.onConflictDoUpdate({
			target: [reviews.productId, reviews.userId],
			set: { rating: review.rating, comment: review.comment, updatedAt: sql`now()` },
		})
		.returning({ id: reviews.id });
	if (!row) throw new Error("review not saved");
	// the product's rating on every card and page, and its list of reviews
	catalogueChanged(db, [catalogueTags.product(review.productId), catalogueTags.reviews(review.productId)]);
	return row.id;
}
