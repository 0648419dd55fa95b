import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, products, variants } from "../../db/schema/index.ts";
import { emitAfterCommit } from "../events/index.ts";

export type VariantTableRow = typeof variants.$inferSelect;

/** A variant, locked until the transaction ends. */
export async function lockVariant(db: Db, id: number): Promise<VariantTableRow | undefined> {
	const [row] = await db.select().from(variants).where(eq(variants.id, id)).for("update");
	return row;
}

/**
 * Changes a variant's price, mrp or stock, and says what that changes in the
 * catalogue: a price moves the product in listings sorted or filtered by
 * price; an mrp shows on its cards and page; a stock only when what the
 * catalogue shows of it changes (SHOWN_STOCK_MAX).
 */
export async function updateVariant(
	db: Db,
	id: number,
	values: Partial<Pick<VariantTableRow, "price" | "mrp" | "stock">>,
): Promise<VariantTableRow | undefined> {
	const [before] = await db
		.select({ price: variants.price, mrp: variants.mrp, stock: variants.stock })
		.from(variants)
		.where(eq(variants.id, id));
	const [row] = await db
		.update(variants)
		.set({ ...values, updatedAt: new Date() })
		.where(eq(variants.id, id))
		.returning();
	if (!row || !before) return row;
	if (row.price === before.price && row.mrp === before.mrp && row.stock === before.stock) return row;
	// a price moves the card price; so may a variant selling out or coming back (the card shows one in stock):
	// the event then says where the product is listed (tagsOfEvent in lib/catalogue-changes.ts)
	const moves = row.price !== before.price || row.stock > 0 !== before.stock > 0;
	const [listing] = moves
		? await db
				.select({ categoryId: products.categoryId, brandId: products.brandId })
				.from(products)
				.where(eq(products.id, row.productId))
		: [];
	emitAfterCommit(db, {
		type: "VariantChanged",
		variantId: row.id,
		productId: row.productId,
		priceFrom: before.price,
		priceTo: row.price,
		mrpFrom: before.mrp,
		mrpTo: row.mrp,
		stockFrom: before.stock,
		stockTo: row.stock,
		...(listing ? { listing } : {}),
	});
	return row;
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
