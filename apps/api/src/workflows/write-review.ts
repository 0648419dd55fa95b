import type { Db } from "../db/client.ts";
import { upsertReview, variantIdsOfProduct } from "../modules/catalog/index.ts";
import { hasReceivedAny } from "../modules/orders/index.ts";

/**
 * Writes (or rewrites) a shopper's review of a product, marked as by a
 * verified buyer when an order of theirs holding the product was delivered.
 * The catalogue owns reviews, the orders module knows what was delivered;
 * an order delivered after the review marks it then (change-order-status).
 */
export async function writeReview(
	db: Db,
	review: { productId: number; userId: number; rating: number; comment: string },
): Promise<number> {
	const variantIds = await variantIdsOfProduct(db, review.productId);
	const verifiedBuyer = await hasReceivedAny(db, review.userId, variantIds);
	return upsertReview(db, { ...review, verifiedBuyer });
}
