import { shownStock } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
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
async function stockMoved(db: Db, productId: number, before: number, after: number): Promise<void> {
	if (shownStock(before) === shownStock(after)) return;
	if (before > 0 === after > 0) {
		catalogueChanged(db, [catalogueTags.product(productId)]);
		return;
	}
	const [product] = await db
		.select({ id: products.id, categoryId: products.categoryId, brandId: products.brandId })
		.from(products)
		.where(eq(products.id, productId));
	catalogueChanged(db, product ? productListingTags(product) : [catalogueTags.product(productId)]);
}

/**
 * Takes `quantity` of a variant if that many are in stock and it is on sale,
 * in one conditional update. Answers the price and mrp it was sold at, or
 * null when it could not be taken.
 */
export async function takeStock(
	db: Db,
	variantId: number,
	quantity: number,
): Promise<{ price: number; mrp: number } | null> {
	const rows = await queryRows<{ price: number; mrp: number; product_id: number; stock: number }>(
		db,
		sql`update variants set stock = stock - ${quantity}, updated_at = now()
			where id = ${variantId} and active and stock >= ${quantity}
				and exists (select 1 from products p where p.id = variants.product_id and p.active)
			returning price, mrp, product_id, stock`,
	);
	const row = rows[0];
	if (!row) return null;
	await stockMoved(db, row.product_id, row.stock + quantity, row.stock);
	return { price: row.price, mrp: row.mrp };
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
