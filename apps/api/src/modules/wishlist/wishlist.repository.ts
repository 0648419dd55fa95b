import { and, count, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { wishlistItems } from "../../db/schema/index.ts";
import {
	type RawVariantLine,
	toVariantLine,
	VARIANT_LINE_COLUMNS,
	VARIANT_LINE_JOINS,
	type VariantLine,
} from "../cart/cart.repository.ts";

/** One wishlist entry with what the wishlist page shows of its variant and product. */
export interface WishlistRow extends VariantLine {
	id: number;
}

/** The user's wishlist, newest first. */
export async function wishlistRows(db: Db, userId: number): Promise<WishlistRow[]> {
	const rows = await queryRows<RawVariantLine & { id: number }>(
		db,
		sql`select l.id, ${VARIANT_LINE_COLUMNS}
			from wishlist_items l ${VARIANT_LINE_JOINS}
			where l.user_id = ${userId}
			order by l.created_at desc, l.id desc`,
	);
	return rows.map((row) => ({ id: Number(row.id), ...toVariantLine(row) }));
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
