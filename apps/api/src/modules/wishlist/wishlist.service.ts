import { MAX_WISHLIST_ITEMS, messages, type WishlistEntry } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { lockUser } from "../accounts/index.ts";
import { findVariantLines, lineFields } from "../catalog/index.ts";
import { transaction } from "../events/index.ts";
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
	return transaction(db, async (tx) => {
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

/** What the heart posted as a form (wishlist.forms.ts) came to; each is a notice on the page (decision 026). */
export type FormKeep =
	| { outcome: "wishlist-added" | "wishlist-kept" | "not-found" | "unavailable" }
	| { outcome: "wishlist-limit"; max: number };

/**
 * The heart as a form (a tap before the page hydrated): the page was drawn
 * for a visitor, so its heart was empty and the tap means "keep this". It
 * adds the variant, or leaves an entry already there — never removes, so a
 * second tap of a slow phone does not undo the first. Same rules as the toggle.
 */
export function keepInWishlist(db: Db, userId: number, variantId: number): Promise<FormKeep> {
	return transaction(db, async (tx): Promise<FormKeep> => {
		await lockUser(tx, userId);
		const variant = (await findVariantLines(tx, [variantId])).get(variantId);
		if (!variant) return { outcome: "not-found" };
		if ((await wishlistRows(tx, userId)).some((row) => row.variantId === variantId)) {
			return { outcome: "wishlist-kept" };
		}
		if (!variant.active) return { outcome: "unavailable" };
		if ((await countEntries(tx, userId)) >= MAX_WISHLIST_ITEMS) {
			return { outcome: "wishlist-limit", max: MAX_WISHLIST_ITEMS };
		}
		await insertEntry(tx, userId, variantId);
		return { outcome: "wishlist-added" };
	});
}
