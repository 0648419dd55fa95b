import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { reviews, variants } from "../../../db/schema/index.ts";
import { catalogueChanged, catalogueTags } from "../../../lib/catalogue-changes.ts";
import { emitAfterCommit } from "../../events/index.ts";

export interface ReviewRow {
	id: number;
	userId: number;
	rating: number;
	comment: string;
	/** the author bought the product and received it */
	verifiedBuyer: boolean;
	updatedAt: Date;
}

/** How many reviews a product page lists (newest first); the average and count cover them all. */
export const REVIEWS_LISTED = 50;

const columns = {
	id: reviews.id,
	userId: reviews.userId,
	rating: reviews.rating,
	comment: reviews.comment,
	verifiedBuyer: reviews.verifiedBuyer,
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

/** A product's average rating and how many reviews it has, and how many of them are by verified buyers. */
export async function reviewSummary(
	db: Db,
	productId: number,
): Promise<{ average: number; count: number; verifiedCount: number }> {
	const [row] = await db
		.select({
			average: sql<number>`coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::float8`,
			count: sql<number>`count(*)::int`,
			verifiedCount: sql<number>`count(*) filter (where ${reviews.verifiedBuyer})::int`,
		})
		.from(reviews)
		.where(eq(reviews.productId, productId));
	return {
		average: Number(row?.average ?? 0),
		count: Number(row?.count ?? 0),
		verifiedCount: Number(row?.verifiedCount ?? 0),
	};
}

/** Every variant of a product, on sale or not: what an order of the product holds. */
export async function variantIdsOfProduct(db: Db, productId: number): Promise<number[]> {
	const rows = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
	return rows.map((row) => row.id);
}

/**
 * Marks the shopper's reviews of the products these variants belong to as
 * by a verified buyer (an order of theirs holding them was just delivered),
 * and says which products' reviews changed. Reviews already marked are left.
 */
export async function markVerifiedReviews(db: Db, userId: number, variantIds: readonly number[]): Promise<number[]> {
	if (variantIds.length === 0) return [];
	const rows = await db
		.update(reviews)
		.set({ verifiedBuyer: true })
		.where(
			and(
				eq(reviews.userId, userId),
				eq(reviews.verifiedBuyer, false),
				inArray(
					reviews.productId,
					db
						.select({ productId: variants.productId })
						.from(variants)
						.where(inArray(variants.id, [...variantIds])),
				),
			),
		)
		.returning({ productId: reviews.productId });
	const productIds = [...new Set(rows.map((row) => row.productId))];
	// the lists of reviews that now show the mark
	catalogueChanged(db, productIds.map(catalogueTags.reviews));
	return productIds;
}

export async function findUserReview(db: Db, productId: number, userId: number): Promise<ReviewRow | null> {
	const [row] = await db
		.select(columns)
		.from(reviews)
		.where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
		.limit(1);
	return row ?? null;
}

/**
 * Writes the shopper's review of a product, or replaces the one they wrote
 * before. `verifiedBuyer` only ever marks a review, never unmarks it.
 */
export async function upsertReview(
	db: Db,
	review: { productId: number; userId: number; rating: number; comment: string; verifiedBuyer: boolean },
): Promise<number> {
	const [row] = await db
		.insert(reviews)
		.values(review)
		.onConflictDoUpdate({
			target: [reviews.productId, reviews.userId],
			set: {
				rating: review.rating,
				comment: review.comment,
				verifiedBuyer: sql`${reviews.verifiedBuyer} or excluded.verified_buyer`,
				updatedAt: sql`now()`,
			},
		})
		.returning({ id: reviews.id });
	if (!row) throw new Error("review not saved");
	// the product's rating on every card and page, and its list of reviews (tagsOfEvent)
	emitAfterCommit(db, { type: "ReviewWritten", productId: review.productId, reviewId: row.id });
	return row.id;
}

/** The reviews a user wrote, newest first (their data export). */
export function reviewsOfUser(db: Db, userId: number) {
	return db
		.select({
			productId: reviews.productId,
			rating: reviews.rating,
			comment: reviews.comment,
			verifiedBuyer: reviews.verifiedBuyer,
			createdAt: reviews.createdAt,
			updatedAt: reviews.updatedAt,
		})
		.from(reviews)
		.where(eq(reviews.userId, userId))
		.orderBy(desc(reviews.createdAt));
}

/** Erasure: a user's reviews go, and the products' ratings and review lists are recomputed for every cache. */
export async function deleteReviewsOfUser(db: Db, userId: number): Promise<number> {
	const gone = await db
		.delete(reviews)
		.where(eq(reviews.userId, userId))
		.returning({ id: reviews.id, productId: reviews.productId });
	for (const row of gone) emitAfterCommit(db, { type: "ReviewWritten", productId: row.productId, reviewId: row.id });
	return gone.length;
}
