import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { wishlistItems } from "../../db/schema/index.ts";

/** The wishlist's SQL, over its own table only; what an entry shows of its variant is the catalogue's read model. */
export interface WishlistRow {
	id: number;
	variantId: number;
}

/** The user's wishlist, newest first. */
export async function wishlistRows(db: Db, userId: number): Promise<WishlistRow[]> {
	return db
		.select({ id: wishlistItems.id, variantId: wishlistItems.variantId })
		.from(wishlistItems)
		.where(eq(wishlistItems.userId, userId))
		.orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

export async function countEntries(db: Db, userId: number): Promise<number> {
	const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
	return Number(row?.n ?? 0);
}

/** Removes the entry; true when there was one. */
export async function deleteEntry(db: Db, userId: number, variantId: number): Promise<boolean> {
	const rows = await db
		.delete(wishlistItems)
		.where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.variantId, variantId)))
		.returning({ id: wishlistItems.id });
	return rows.length > 0;
}

/** Adds the entry; an entry that is already there (a concurrent add won) is left as it is. */
export async function insertEntry(db: Db, userId: number, variantId: number): Promise<void> {
	await db
		.insert(wishlistItems)
		.values({ userId, variantId })
		.onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.variantId] });
}

/** Takes these variants out of every wishlist (their product is being deleted); answers how many entries went. */
export async function removeVariantsFromWishlists(db: Db, variantIds: readonly number[]): Promise<number> {
	if (variantIds.length === 0) return 0;
	const rows = await db
		.delete(wishlistItems)
		.where(inArray(wishlistItems.variantId, [...variantIds]))
		.returning({ id: wishlistItems.id });
	return rows.length;
}

/** Erasure: the user's whole wishlist. */
export async function clearWishlistOfUser(db: Db, userId: number): Promise<number> {
	return (await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId)).returning({ id: wishlistItems.id }))
		.length;
}

/** Which of these users keep the variant on their wishlist (a price watch lives only while it is there). */
export async function usersWishing(db: Db, variantId: number, userIds: readonly number[]): Promise<Set<number>> {
	if (userIds.length === 0) return new Set();
	const rows = await db
		.select({ userId: wishlistItems.userId })
		.from(wishlistItems)
		.where(and(eq(wishlistItems.variantId, variantId), inArray(wishlistItems.userId, [...userIds])));
	return new Set(rows.map((row) => row.userId));
}
