import { MAX_WISHLIST_ITEMS, messages, type WishlistEntry } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { lockUser } from "../accounts/index.ts";
import { findVariantLines, lineFields } from "../catalog/index.ts";
import { countEntries, deleteEntry, insertEntry, wishlistRows } from "./wishlist.repository.ts";

/**
 * The wishlist: one entry per variant a shopper keeps an eye on. A toggle
 * runs in one transaction holding the shopper's row, so two quick taps are
 * answered one after the other (added, then removed) and never leave two
 * entries or an error. Sold-out variants may be wished for; withdrawn ones
 * may only be removed. Entries carry the product's real rating, from the
 * catalogue's read model like the rest of what they show.
 */
export async function fetchWishlist(db: Db, userId: number): Promise<WishlistEntry[]> {
	const rows = await wishlistRows(db, userId);
	const lines = await findVariantLines(
		db,
		rows.map((row) => row.variantId),
	);
	return rows.flatMap((row) => {
		const line = lines.get(row.variantId);
		return line ? [{ wishlist_id: row.id, ...lineFields(line), rating: line.rating }] : [];
	});
}

/** Adds the variant to the wishlist, or removes it when it is there; answers which way it went. */
export function toggleWishlist(db: Db, userId: number, variantId: number): Promise<{ wishlisted: boolean }> {
	return db.transaction(async (tx) => {
		await lockUser(tx, userId);
		const variant = (await findVariantLines(tx, [variantId])).get(variantId);
		if (!variant) throw notFound(messages.cart.badProduct, "PRODUCT_NOT_FOUND");
		if (await deleteEntry(tx, userId, variantId)) return { wishlisted: false };
		if (!variant.active) throw conflict(messages.cart.noLongerAvailable, "ITEM_UNAVAILABLE");
		if ((await countEntries(tx, userId)) >= MAX_WISHLIST_ITEMS) {
			throw conflict(messages.wishlist.limit(MAX_WISHLIST_ITEMS), "WISHLIST_LIMIT");
		}
		await insertEntry(tx, userId, variantId);
		return { wishlisted: true };
	});
}
