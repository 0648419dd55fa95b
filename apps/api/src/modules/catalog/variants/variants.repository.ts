import { shownStock } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../db/client.ts";
import { categories, products, variants } from "../../../db/schema/index.ts";
import { catalogueChanged, catalogueTags, productListingTags } from "../../../lib/catalogue-changes.ts";

export type VariantTableRow = typeof variants.$inferSelect;

/** A variant, locked until the transaction ends. */
export async function lockVariant(db: Db, id: number): Promise<VariantTableRow | undefined> {
	const [row] = await db.select().from(variants).where(eq(variants.id, id)).for("update");
	return row;
}

/** What the catalogue shows of a variant, before or after a write. Each field may be left out when it did not change. */
export interface VariantShown {
	price?: number;
	mrp?: number;
	stock?: number;
}

/**
 * The one place a variant's price, mrp or stock says what it changes in the catalogue's cached answers
 * (every writer of those fields comes through setVariantPrice, setVariantStock or the order's stock
 * CTE, and each calls this): a price moves the product in listings sorted or filtered by price, and so
 * may a variant selling out or coming back (the card shows one in stock); an mrp shows on its cards and
 * page; any other stock change only when what the catalogue shows of it changes (SHOWN_STOCK_MAX), so
 * most orders drop nothing. `product` spares a read when the caller has its category and brand.
 */
export async function variantChanged(
	db: Db,
	productId: number,
	before: VariantShown,
	after: VariantShown,
	product?: { categoryId: number; brandId: number },
): Promise<void> {
	const priceMoved = before.price !== after.price;
	const stockCrossed = before.stock !== undefined && after.stock !== undefined && before.stock > 0 !== after.stock > 0;
	if (priceMoved || stockCrossed) {
		if (product) {
			catalogueChanged(db, productListingTags({ id: productId, ...product }));
			return;
		}
		const [row] = await db
			.select({ id: products.id, categoryId: products.categoryId, brandId: products.brandId })
			.from(products)
			.where(eq(products.id, productId));
		catalogueChanged(db, row ? productListingTags(row) : [catalogueTags.product(productId)]);
		return;
	}
	const shownMoved =
		before.stock !== undefined && after.stock !== undefined && shownStock(before.stock) !== shownStock(after.stock);
	if (before.mrp !== after.mrp || shownMoved) catalogueChanged(db, [catalogueTags.product(productId)]);
}

/**
 * The one write of a variant's price and mrp (paise; written together: mrp may not be below price),
 * for the variant's own edit, the product form and the CSV import alike. One statement answers the
 * values before and after; the catalogue hears of it (variantChanged). Answers false when there is no
 * such variant.
 */
export async function setVariantPrice(db: Db, id: number, values: { price: number; mrp: number }): Promise<boolean> {
	const [changed] = await queryRows<{ product_id: number; price_before: number; mrp_before: number }>(
		db,
		sql`update variants v set price = ${values.price}, mrp = ${values.mrp}, updated_at = now()
			from (select id, price, mrp from variants where id = ${id} for update) old
			where v.id = old.id
			returning v.product_id, old.price as price_before, old.mrp as mrp_before`,
	);
	if (!changed) return false;
	await variantChanged(
		db,
		Number(changed.product_id),
		{ price: Number(changed.price_before), mrp: Number(changed.mrp_before) },
		values,
	);
	return true;
}

/** The name of a product's category. */
export async function categoryNameOf(db: Db, productId: number): Promise<string | undefined> {
	const [row] = await db
		.select({ name: categories.name })
		.from(products)
		.innerJoin(categories, eq(categories.id, products.categoryId))
		.where(eq(products.id, productId));
	return row?.name;
}
