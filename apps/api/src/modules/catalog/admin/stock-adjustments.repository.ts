import { and, asc, count, desc, eq, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { products, stockAdjustments, variants } from "../../../db/schema/index.ts";

/** The inventory screen's reads and the history of hand-made stock changes (issue 27 item 3). */

export interface StockAdjustmentRow {
	id: number;
	variantId: number;
	delta: number;
	stockBefore: number;
	stockAfter: number;
	reason: string;
	note: string;
	staffId: number | null;
	createdAt: Date;
}

export async function insertStockAdjustment(
	db: Db,
	row: Omit<StockAdjustmentRow, "id" | "createdAt">,
): Promise<StockAdjustmentRow> {
	const [inserted] = await db.insert(stockAdjustments).values(row).returning();
	return inserted as StockAdjustmentRow;
}

/** A variant's adjustments, newest first. */
export function stockAdjustmentsOf(db: Db, variantId: number, limit = 50): Promise<StockAdjustmentRow[]> {
	return db
		.select()
		.from(stockAdjustments)
		.where(eq(stockAdjustments.variantId, variantId))
		.orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
		.limit(limit);
}

export interface InventoryRow {
	variantId: number;
	productId: number;
	productName: string;
	sku: string;
	size: string;
	color: string;
	stock: number;
	active: boolean;
	lastAdjustedAt: Date | null;
}

/**
 * Variants one a row for the inventory screen: by product name or SKU (an exact SKU first), only those at or
 * under `lowAt` when asked, or one variant; products in name order, their variants in display order.
 */
export async function inventoryPage(
	db: Db,
	filter: { q?: string | undefined; lowAt?: number | undefined; variantId?: number | undefined },
	window: { page: number; pageSize: number },
): Promise<{ rows: InventoryRow[]; total: number }> {
	const conditions: SQL[] = [];
	if (filter.q) {
		const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
		conditions.push(or(ilike(products.name, like), ilike(variants.sku, like)) as SQL);
	}
	if (filter.lowAt !== undefined) {
		conditions.push(lte(variants.stock, filter.lowAt), eq(variants.active, true), eq(products.active, true));
	}
	if (filter.variantId !== undefined) conditions.push(eq(variants.id, filter.variantId));
	const where = conditions.length ? and(...conditions) : undefined;
	// an exact SKU first (without a search there is nothing to put first: ORDER BY 0 would name a column position)
	const exactSku = filter.q ? [sql`case when lower(${variants.sku}) = lower(${filter.q}) then 0 else 1 end`] : [];
	const lastAdjusted = sql<Date | null>`(select max(a.created_at) from stock_adjustments a where a.variant_id = ${variants.id})`;
	const [rows, [counted]] = await Promise.all([
		db
			.select({
				variantId: variants.id,
				productId: products.id,
				productName: products.name,
				sku: variants.sku,
				size: variants.size,
				color: variants.color,
				stock: variants.stock,
				active: variants.active,
				lastAdjustedAt: lastAdjusted,
			})
			.from(variants)
			.innerJoin(products, eq(products.id, variants.productId))
			.where(where)
			.orderBy(
				...exactSku,
				...(filter.lowAt !== undefined ? [asc(variants.stock)] : []),
				asc(products.name),
				asc(products.id),
				asc(variants.position),
				asc(variants.id),
			)
			.limit(window.pageSize)
			.offset((window.page - 1) * window.pageSize),
		db.select({ total: count() }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(where),
	]);
	return {
		rows: rows.map((row) => ({
			...row,
			lastAdjustedAt: row.lastAdjustedAt === null ? null : new Date(row.lastAdjustedAt),
		})),
		total: counted?.total ?? 0,
	};
}

/** The products (id, name, category, brand, active) and their variants (id, sku, price, mrp, stock) of these ids. */
export async function productsForBulk(db: Db, productIds: readonly number[]) {
	const ids = [...new Set(productIds)];
	if (ids.length === 0) return [];
	return db
		.select({
			productId: products.id,
			productName: products.name,
			productActive: products.active,
			categoryId: products.categoryId,
			subcategoryId: products.subcategoryId,
			variantId: variants.id,
			sku: variants.sku,
			price: variants.price,
			mrp: variants.mrp,
			stock: variants.stock,
		})
		.from(products)
		.innerJoin(variants, eq(variants.productId, products.id))
		.where(inArray(products.id, ids))
		.orderBy(asc(products.name), asc(products.id), asc(variants.position), asc(variants.id));
}
