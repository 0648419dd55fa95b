import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { type Cte, cte } from "../../db/cte.ts";
import { cartItems } from "../../db/schema/index.ts";

/**
 * The cart's SQL, over its own table only. A line is one variant in one
 * user's cart with a quantity above 0 (the table's check); what the line
 * shows of its variant comes from the catalogue's read model.
 */

export interface CartLineRow {
	id: number;
	variantId: number;
	quantity: number;
}

const lineColumns = { id: cartItems.id, variantId: cartItems.variantId, quantity: cartItems.quantity };

/** The user's lines, newest first. */
export async function cartLines(db: Db, userId: number): Promise<CartLineRow[]> {
	return db
		.select(lineColumns)
		.from(cartItems)
		.where(eq(cartItems.userId, userId))
		.orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

/** The line of one variant, or undefined when it is not in the cart. */
export async function findLine(db: Db, userId: number, variantId: number): Promise<CartLineRow | undefined> {
	const [row] = await db
		.select(lineColumns)
		.from(cartItems)
		.where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
	return row;
}

export async function countLines(db: Db, userId: number): Promise<number> {
	const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
	return Number(row?.n ?? 0);
}

/** The cart's total quantity, every line counted (the header badge). */
export async function totalQuantity(db: Db, userId: number): Promise<number> {
	const [row] = await db
		.select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
		.from(cartItems)
		.where(eq(cartItems.userId, userId));
	return Number(row?.n ?? 0);
}

/** Sets a line's quantity (above 0), making the line when there is none; answers the line. */
export async function upsertLine(db: Db, userId: number, variantId: number, quantity: number): Promise<CartLineRow> {
	const [row] = await db
		.insert(cartItems)
		.values({ userId, variantId, quantity })
		.onConflictDoUpdate({
			target: [cartItems.userId, cartItems.variantId],
			set: { quantity, updatedAt: new Date() },
		})
		.returning(lineColumns);
	if (!row) throw new Error("cart line not written");
	return row;
}

export async function deleteLine(db: Db, userId: number, variantId: number): Promise<boolean> {
	const rows = await db
		.delete(cartItems)
		.where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)))
		.returning({ id: cartItems.id });
	return rows.length > 0;
}

/**
 * Takes ordered quantities out of the shopper's cart (a line ordered in full goes, a line with more keeps the
 * rest) as two CTEs of a larger statement (placing an
 * order): the user's cart lines of the variants in the CTE named `lines`
 * (columns variant_id, quantity) lose the ordered quantity; a line with no
 * more than that is deleted, a line the shopper added more of keeps the rest.
 */
export function removeOrderedCtes(
	userId: number,
	lines: Cte<string, { variant_id: number; quantity: number }>,
): Cte<"cart_reduced", Record<string, never>> {
	const from = lines.ref;
	const removed = sql`cart_removed as (
			delete from cart_items c using ${from} l
			where c.user_id = ${userId} and c.variant_id = l.variant_id and c.quantity <= l.quantity
		)`;
	return cte(
		"cart_reduced",
		sql`update cart_items c set quantity = c.quantity - l.quantity, updated_at = now()
			from ${from} l
			where c.user_id = ${userId} and c.variant_id = l.variant_id and c.quantity > l.quantity`,
		removed,
	);
}

/** Takes these variants out of every cart (their product is being deleted); answers how many lines went. */
export async function removeVariantsFromCarts(db: Db, variantIds: readonly number[]): Promise<number> {
	if (variantIds.length === 0) return 0;
	const rows = await db
		.delete(cartItems)
		.where(inArray(cartItems.variantId, [...variantIds]))
		.returning({ id: cartItems.id });
	return rows.length;
}

/** Erasure: the user's whole cart. */
export async function clearCartOfUser(db: Db, userId: number): Promise<number> {
	return (await db.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ id: cartItems.id })).length;
}

/** A cart left alone: its owner, when its oldest line was added, when it last changed, and its variants. */
export interface LeftCart {
	userId: number;
	since: Date;
	changedAt: Date;
	variantIds: number[];
}

/** Carts not changed since `changedBefore` (cart reminders, issue 26 item 7), oldest change first. */
export async function cartsLeftSince(db: Db, changedBefore: Date, limit = 500): Promise<LeftCart[]> {
	const rows = await db
		.select({
			userId: cartItems.userId,
			since: sql<string>`min(${cartItems.createdAt})::text`,
			changedAt: sql<string>`max(greatest(${cartItems.createdAt}, ${cartItems.updatedAt}))::text`,
			variantIds: sql<number[]>`array_agg(${cartItems.variantId} order by ${cartItems.id})`,
		})
		.from(cartItems)
		.groupBy(cartItems.userId)
		.having(
			sql`max(greatest(${cartItems.createdAt}, ${cartItems.updatedAt})) <= ${changedBefore.toISOString()}::timestamptz`,
		)
		.orderBy(sql`max(greatest(${cartItems.createdAt}, ${cartItems.updatedAt}))`)
		.limit(limit);
	return rows.map((row) => ({
		userId: Number(row.userId),
		since: new Date(row.since),
		changedAt: new Date(row.changedAt),
		variantIds: row.variantIds.map(Number),
	}));
}

/** Retention (issue 30 item 4): the carts no line of which was touched since `before`, whole. Answers lines deleted. */
export async function deleteAbandonedCarts(db: Db, before: Date): Promise<number> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`delete from cart_items where user_id in (
				select user_id from cart_items group by user_id having max(updated_at) < ${before.toISOString()}
			) returning id`,
	);
	return rows.length;
}
