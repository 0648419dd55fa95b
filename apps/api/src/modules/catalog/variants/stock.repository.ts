import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../db/client.ts";
import { type Cte, cte } from "../../../db/cte.ts";
import { variants } from "../../../db/schema/index.ts";
import { variantChanged } from "./variants.repository.ts";

/**
 * The one write of a variant's stock outside an order's placement (which takes it in its own statement:
 * takeStockCtes, then stockTaken): set to a count (the variant's edit, the product form, the CSV import)
 * or added to (an order cancelled or left unpaid gives its quantities back). The catalogue hears of it
 * through variantChanged, as it does of the placement's. Answers false when there is no such variant.
 */
export async function setVariantStock(db: Db, id: number, change: { to: number } | { add: number }): Promise<boolean> {
	const stock = "to" in change ? sql`${change.to}` : sql`v.stock + ${change.add}`;
	const [row] = await queryRows<{ product_id: number; before: number; after: number }>(
		db,
		sql`update variants v set stock = ${stock}, updated_at = now()
			from (select id, stock from variants where id = ${id} for update) old
			where v.id = old.id
			returning v.product_id, old.stock as before, v.stock as after`,
	);
	if (!row) return false;
	await variantChanged(
		db,
		{ variantId: id, productId: Number(row.product_id) },
		{ stock: Number(row.before) },
		{ stock: Number(row.after) },
	);
	return true;
}

/**
 * Takes stock for several variants at once (each only if that many are in stock and it is on sale), as two CTEs of a larger statement
 * (placing an order writes its rows in the same statement): `stock_locked`
 * locks the variants of the CTE named `lines` (columns variant_id, quantity)
 * in variant order — the one order in which stock is taken everywhere, so no
 * two transactions wait on each other in a circle — and `stock_taken` takes
 * each line's quantity from the row it locked, if that many are in stock and
 * the variant and its product are on sale. A line missing from `stock_taken`
 * could not be taken; the statement's transaction must then roll back.
 * stockTaken(db, rows) says what the catalogue shows that changed.
 */
export function takeStockCtes(
	lines: Cte<string, { variant_id: number; quantity: number }>,
): Cte<"stock_taken", StockTakenRow> {
	const from = lines.ref;
	const locked = sql`stock_locked as (
			select v.id, v.stock, v.product_id, v.active and p.active and (p.publish_at is null or p.publish_at <= now()) as on_sale, p.category_id, p.brand_id
			from variants v join products p on p.id = v.product_id
			where v.id in (select variant_id from ${from})
			order by v.id
			for no key update of v
		)`;
	return cte<StockTakenRow, "stock_taken">(
		"stock_taken",
		sql`update variants v set stock = k.stock - l.quantity, updated_at = now()
			from stock_locked k join ${from} l on l.variant_id = k.id
			where v.id = k.id and k.on_sale and k.stock >= l.quantity
			returning v.id as variant_id, v.price, v.mrp, v.stock, l.quantity, k.product_id, k.category_id, k.brand_id`,
		locked,
	);
}

/** A row of `stock_taken` (takeStockCtes): what was taken, the price and mrp it was sold at, the stock left. */
export type StockTakenRow = {
	variant_id: number;
	price: number;
	mrp: number;
	stock: number;
	quantity: number;
	product_id: number;
	category_id: number;
	brand_id: number;
};

/** Says what changed in the catalogue's answers after the stock of `rows` was taken (takeStockCtes). */
export async function stockTaken(db: Db, rows: readonly StockTakenRow[]): Promise<void> {
	for (const row of rows) {
		const after = Number(row.stock);
		await variantChanged(
			db,
			{ variantId: Number(row.variant_id), productId: Number(row.product_id) },
			{ stock: after + Number(row.quantity) },
			{ stock: after },
			{ categoryId: Number(row.category_id), brandId: Number(row.brand_id) },
		);
	}
}

export async function currentStock(db: Db, variantId: number): Promise<number> {
	const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
	return row?.stock ?? 0;
}

/** Gives quantities back to stock (a cancelled order, an expired payment). */
export async function returnStock(db: Db, items: readonly { variantId: number; quantity: number }[]): Promise<void> {
	// in variant order, as orders take them, so two transactions never wait on each other in a circle
	for (const item of [...items].sort((a, b) => a.variantId - b.variantId)) {
		await setVariantStock(db, item.variantId, { add: item.quantity });
	}
}

/**
 * Takes `quantity` units of one variant from stock if that many are there and it is on sale (a size exchange
 * reserves its replacement at once, decision 047). Answers false, changing nothing, otherwise.
 */
export async function reserveStock(db: Db, variantId: number, quantity: number): Promise<boolean> {
	const [row] = await queryRows<{ product_id: number; before: number; after: number }>(
		db,
		sql`update variants v set stock = v.stock - ${quantity}, updated_at = now()
			from (select v2.id, v2.stock from variants v2 join products p on p.id = v2.product_id
				where v2.id = ${variantId} and v2.active and p.active and (p.publish_at is null or p.publish_at <= now()) for update of v2) old
			where v.id = old.id and old.stock >= ${quantity}
			returning v.product_id, old.stock as before, v.stock as after`,
	);
	if (!row) return false;
	await variantChanged(
		db,
		{ variantId, productId: Number(row.product_id) },
		{ stock: Number(row.before) },
		{ stock: Number(row.after) },
	);
	return true;
}
