import { shownStock } from "@pitara/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { products, variants } from "../../db/schema/index.ts";
import { catalogueChanged, catalogueTags, productListingTags } from "../../lib/catalogue-changes.ts";

/**
 * The catalogue shows a variant's stock only up to SHOWN_STOCK_MAX: a change
 * of stock changes a catalogue answer only when what it shows changes (one of
 * the last units, the last one, or the first back), and only then are the
 * product's cached answers dropped; every other order leaves them in place.
 * A variant that sells out or comes back may also move the product's card
 * price, and with it its place in listings sorted or filtered by price.
 */
async function stockMoved(
	db: Db,
	productId: number,
	before: number,
	after: number,
	product?: { categoryId: number; brandId: number },
): Promise<void> {
	if (shownStock(before) === shownStock(after)) return;
	if (before > 0 === after > 0) {
		catalogueChanged(db, [catalogueTags.product(productId)]);
		return;
	}
	if (product) {
		catalogueChanged(db, productListingTags({ id: productId, ...product }));
		return;
	}
	const [row] = await db
		.select({ id: products.id, categoryId: products.categoryId, brandId: products.brandId })
		.from(products)
		.where(eq(products.id, productId));
	catalogueChanged(db, row ? productListingTags(row) : [catalogueTags.product(productId)]);
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
export function takeStockCtes(lines: string): SQL {
	const from = sql.identifier(lines);
	return sql`stock_locked as (
			select v.id, v.stock, v.product_id, v.active and p.active as on_sale, p.category_id, p.brand_id
			from variants v join products p on p.id = v.product_id
			where v.id in (select variant_id from ${from})
			order by v.id
			for no key update of v
		),
		stock_taken as (
			update variants v set stock = k.stock - l.quantity, updated_at = now()
			from stock_locked k join ${from} l on l.variant_id = k.id
			where v.id = k.id and k.on_sale and k.stock >= l.quantity
			returning v.id as variant_id, v.price, v.mrp, v.stock, l.quantity, k.product_id, k.category_id, k.brand_id
		)`;
}

/** A row of `stock_taken` (takeStockCtes): what was taken, the price and mrp it was sold at, the stock left. */
export interface StockTakenRow {
	variant_id: number;
	price: number;
	mrp: number;
	stock: number;
	quantity: number;
	product_id: number;
	category_id: number;
	brand_id: number;
}

/** Says what changed in the catalogue's answers after the stock of `rows` was taken (takeStockCtes). */
export async function stockTaken(db: Db, rows: readonly StockTakenRow[]): Promise<void> {
	for (const row of rows) {
		const after = Number(row.stock);
		await stockMoved(db, Number(row.product_id), after + Number(row.quantity), after, {
			categoryId: Number(row.category_id),
			brandId: Number(row.brand_id),
		});
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
		const [row] = await queryRows<{ product_id: number; stock: number }>(
			db,
			sql`update variants set stock = stock + ${item.quantity}, updated_at = now() where id = ${item.variantId}
				returning product_id, stock`,
		);
		if (row) await stockMoved(db, row.product_id, row.stock - item.quantity, row.stock);
	}
}
