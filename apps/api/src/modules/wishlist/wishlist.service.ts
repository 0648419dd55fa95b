import { MAX_WISHLIST_ITEMS, messages, type WishlistEntry } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";
import { lockShopper } from "../cart/cart.repository.ts";
import { requireVariant, variantImages, variantLineFields } from "../cart/cart.service.ts";
import { ratingsOf } from "../catalog/products.repository.ts";
import { countEntries, deleteEntry, insertEntry, wishlistRows } from "./wishlist.repository.ts";

/**
 * The wishlist: one entry per variant a shopper keeps an eye on. A toggle
 * runs in one transaction holding the shopper's row, so two quick taps are
 * answered one after the other (added, then removed) and never leave two
 * entries or an error. Sold-out variants may be wished for; withdrawn ones
 * may only be removed. Entries carry the product's real rating.
 */

export async function fetchWishlist(db: Db, userId: number): Promise<WishlistEntry[]> {
	const rows = await wishlistRows(db, userId);
	const [images, ratings] = await Promise.all([
		variantImages(
			db,
			rows.map((row) => row.variantId),
		),
		ratingsOf(db, [...new Set(rows.map((row) => row.productId))]),
	]);
	const ratingOf = new Map(ratings.map((rating) => [rating.productId, rating]));
	return rows.map((row) => {
		const rating = ratingOf.get(row.productId);
		return {
			wishlist_id: row.id,
			...variantLineFields(row, images.get(row.variantId) ?? []),
			rating: { average: rating?.average ?? 0, count: rating?.count ?? 0 },
		};
	});
}

/** Adds the variant to the wishlist, or removes it when it is there; answers which way it went. */
export function toggleWishlist(db: Db, userId: number, variantId: number): Promise<{ wishlisted: boolean }> {
	return db.transaction(async (tx) => {
		await lockShopper(tx, userId);
		const variant = await requireVariant(tx, variantId);
		if (await deleteEntry(tx, userId, variantId)) return { wishlisted: false };
		if (!variant.active) throw conflict(messages.cart.noLongerAvailable, "ITEM_UNAVAILABLE");
		if ((await countEntries(tx, userId)) >= MAX_WISHLIST_ITEMS) {
			throw conflict(messages.wishlist.limit(MAX_WISHLIST_ITEMS), "WISHLIST_LIMIT");
		}
		await insertEntry(tx, userId, variantId);
		return { wishlisted: true };
	});
}
