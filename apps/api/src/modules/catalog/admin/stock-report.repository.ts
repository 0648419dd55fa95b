import { and, asc, count, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { products, variants } from "../../../db/schema/index.ts";

/** The staff's stock reads: what is running low, and the SKUs of ordered variants (packing slips). */

export interface LowStockRow {
	variantId: number;
	productId: number;
	name: string;
	size: string;
	color: string;
	sku: string;
	stock: number;
}

/** Variants on sale with at most `threshold` in stock, fewest first (`limit` of them), and how many there are. */
export async function lowStockVariants(
	db: Db,
	threshold: number,
	limit: number,
): Promise<{ rows: LowStockRow[]; total: number }> {
	const condition = and(eq(variants.active, true), eq(products.active, true), lte(variants.stock, threshold));
	const [rows, [counted]] = await Promise.all([
		db
			.select({
				variantId: variants.id,
				productId: products.id,
				name: products.name,
				size: variants.size,
				color: variants.color,
				sku: variants.sku,
				stock: variants.stock,
			})
			.from(variants)
			.innerJoin(products, eq(products.id, variants.productId))
			.where(condition)
			.orderBy(asc(variants.stock), asc(variants.id))
			.limit(limit),
		db
			.select({ total: count() })
			.from(variants)
			.innerJoin(products, eq(products.id, variants.productId))
			.where(condition),
	]);
	return { rows, total: counted?.total ?? 0 };
}

/** The SKU of each of these variants, by variant id. */
export async function skusOf(db: Db, variantIds: readonly number[]): Promise<Map<number, string>> {
	const ids = [...new Set(variantIds)];
	if (ids.length === 0) return new Map();
	const rows = await db.select({ id: variants.id, sku: variants.sku }).from(variants).where(inArray(variants.id, ids));
	return new Map(rows.map((row) => [row.id, row.sku]));
}
