import { and, count, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { cartItems, users } from "../../db/schema/index.ts";

/**
 * The cart's SQL. A line is one variant in one user's cart with a quantity
 * above 0 (the table's check); a variant is never deleted, only deactivated,
 * so a line always finds its variant and can say it is gone.
 */

/** A variant as the cart needs it to judge a change: is it still sold, and how many are left. */
export interface VariantState {
	id: number;
	productId: number;
	stock: number;
	/** the variant and its product are both active */
	active: boolean;
}

/**
 * A variant as a cart line or a wishlist entry shows it: its product, brand
 * and category, prices in paise, stock, and whether it is still sold.
 */
export interface VariantLine {
	variantId: number;
	productId: number;
	name: string;
	slug: string;
	category: string;
	brand: string;
	size: string;
	color: string;
	price: number;
	mrp: number;
	stock: number;
	/** the variant and its product are both active */
	active: boolean;
}

/** One line with what the cart page shows of its variant and product. */
export interface CartLineRow extends VariantLine {
	id: number;
	quantity: number;
}

/** A VariantLine as VARIANT_LINE_COLUMNS read it. */
export interface RawVariantLine {
	variant_id: number;
	product_id: number;
	name: string;
	slug: string;
	category: string;
	brand: string;
	size: string;
	color: string;
	price: number;
	mrp: number;
	stock: number;
	active: boolean;
}

/** The columns of a VariantLine, over a line table aliased `l` with VARIANT_LINE_JOINS. */
export const VARIANT_LINE_COLUMNS = sql`l.variant_id, v.product_id, p.name, p.slug, c.name as category, b.name as brand,
	v.size, v.color, v.price, v.mrp, v.stock, (v.active and p.active) as active`;

/** From a line table aliased `l` (a cart's or a wishlist's) to its variant, product, category and brand. */
export const VARIANT_LINE_JOINS = sql`join variants v on v.id = l.variant_id
	join products p on p.id = v.product_id
	join categories c on c.id = p.category_id
	join brands b on b.id = p.brand_id`;

export function toVariantLine(row: RawVariantLine): VariantLine {
	return {
		variantId: Number(row.variant_id),
		productId: Number(row.product_id),
		name: row.name,
		slug: row.slug,
		category: row.category,
		brand: row.brand,
		size: row.size,
		color: row.color,
		price: Number(row.price),
		mrp: Number(row.mrp),
		stock: Number(row.stock),
		active: row.active,
	};
}

/**
 * Holds the user's row until the transaction ends. Every change to a cart or a wishlist
 * takes it first, so that concurrent changes of one shopper run one after
 * another and the line cap is exact.
 */
export async function lockShopper(db: Db, userId: number): Promise<void> {
	await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

export async function findVariantState(db: Db, variantId: number): Promise<VariantState | null> {
	const rows = await queryRows<{ id: number; product_id: number; stock: number; active: boolean }>(
		db,
		sql`select v.id, v.product_id, v.stock, (v.active and p.active) as active
			from variants v join products p on p.id = v.product_id
			where v.id = ${variantId}`,
	);
	const row = rows[0];
	return row ? { id: row.id, productId: row.product_id, stock: Number(row.stock), active: row.active } : null;
}

/** The line's quantity, or null when the variant is not in the cart. */
export async function lineQuantity(db: Db, userId: number, variantId: number): Promise<number | null> {
	const [row] = await db
		.select({ quantity: cartItems.quantity })
		.from(cartItems)
		.where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
	return row ? row.quantity : null;
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

/** Sets a line's quantity (above 0), making the line when there is none. */
export async function upsertLine(db: Db, userId: number, variantId: number, quantity: number): Promise<void> {
	await db
		.insert(cartItems)
		.values({ userId, variantId, quantity })
		.onConflictDoUpdate({
			target: [cartItems.userId, cartItems.variantId],
			set: { quantity, updatedAt: new Date() },
		});
}

export async function deleteLine(db: Db, userId: number, variantId: number): Promise<boolean> {
	const rows = await db
		.delete(cartItems)
		.where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)))
		.returning({ id: cartItems.id });
	return rows.length > 0;
}

/** The user's lines, newest first, or only the line of one variant. */
export async function cartLines(db: Db, userId: number, variantId?: number): Promise<CartLineRow[]> {
	const oneVariant = variantId === undefined ? sql`` : sql`and l.variant_id = ${variantId}`;
	const rows = await queryRows<RawVariantLine & { id: number; quantity: number }>(
		db,
		sql`select l.id, l.quantity, ${VARIANT_LINE_COLUMNS}
			from cart_items l ${VARIANT_LINE_JOINS}
			where l.user_id = ${userId} ${oneVariant}
			order by l.created_at desc, l.id desc`,
	);
	return rows.map((row) => ({ id: Number(row.id), quantity: Number(row.quantity), ...toVariantLine(row) }));
}
