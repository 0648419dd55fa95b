import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { brands, categories, productImages, products, subcategories, variants } from "../../../db/schema/index.ts";

/**
 * The console's reads and writes of products, variants and their pictures.
 * Called only by admin-products.service.ts (which says what changed to the
 * catalogue cache); every list pages in SQL.
 */

export type ProductTableRow = typeof products.$inferSelect;
export type VariantTableRow = typeof variants.$inferSelect;
export type ImageTableRow = typeof productImages.$inferSelect;

export interface AdminProductFilters {
	q?: string | undefined;
	categoryId?: number | undefined;
	brandId?: number | undefined;
	active?: boolean | undefined;
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function adminProductsWhere(filters: AdminProductFilters): SQL | undefined {
	const conditions: SQL[] = [];
	if (filters.q) {
		// the name (trigram index), or a SKU exactly (unique index on sku; its case as typed or upper)
		conditions.push(
			sql`(${ilike(products.name, `%${likeEscape(filters.q)}%`)} or ${products.id} in (select ${variants.productId} from ${variants} where ${variants.sku} in (${filters.q}, ${filters.q.toUpperCase()})))`,
		);
	}
	if (filters.categoryId) conditions.push(eq(products.categoryId, filters.categoryId));
	if (filters.brandId) conditions.push(eq(products.brandId, filters.brandId));
	if (filters.active !== undefined) conditions.push(eq(products.active, filters.active));
	return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface AdminProductListRow {
	id: number;
	name: string;
	slug: string;
	category: string;
	subcategory: string;
	brand: string;
	featured: boolean;
	active: boolean;
	publishAt: Date | null;
	minPrice: number;
	updatedAt: Date;
	variants: number;
	stock: number;
}

/** One page of products, newest change first, with their variant count and total stock. */
export async function listAdminProducts(
	db: Db,
	filters: AdminProductFilters,
	window: { page: number; pageSize: number },
): Promise<{ rows: AdminProductListRow[]; total: number }> {
	const where = adminProductsWhere(filters);
	const [rows, [count]] = await Promise.all([
		db
			.select({
				id: products.id,
				name: products.name,
				slug: products.slug,
				category: categories.name,
				subcategory: subcategories.name,
				brand: brands.name,
				featured: products.featured,
				active: products.active,
				publishAt: products.publishAt,
				minPrice: products.minPrice,
				updatedAt: products.updatedAt,
				variants: sql<number>`(select count(*)::int from ${variants} where ${variants.productId} = ${products.id})`,
				stock: sql<number>`(select coalesce(sum(${variants.stock}), 0)::int from ${variants} where ${variants.productId} = ${products.id} and ${variants.active})`,
			})
			.from(products)
			.innerJoin(categories, eq(categories.id, products.categoryId))
			.innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
			.innerJoin(brands, eq(brands.id, products.brandId))
			.where(where)
			.orderBy(desc(products.id))
			.limit(window.pageSize)
			.offset((window.page - 1) * window.pageSize),
		db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
	]);
	return { rows, total: count?.total ?? 0 };
}

export interface AdminProductNames {
	category: string;
	categorySlug: string;
	subcategory: string;
	brand: string;
}

/** A product (locked until the transaction ends when `lock`), with the names of its category, subcategory and brand. */
export async function findAdminProduct(
	db: Db,
	id: number,
	{ lock = false } = {},
): Promise<(ProductTableRow & AdminProductNames) | undefined> {
	if (lock) await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for("update");
	const [row] = await db
		.select({
			product: products,
			category: categories.name,
			categorySlug: categories.slug,
			subcategory: subcategories.name,
			brand: brands.name,
		})
		.from(products)
		.innerJoin(categories, eq(categories.id, products.categoryId))
		.innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
		.innerJoin(brands, eq(brands.id, products.brandId))
		.where(eq(products.id, id));
	if (!row) return undefined;
	return {
		...row.product,
		category: row.category,
		categorySlug: row.categorySlug,
		subcategory: row.subcategory,
		brand: row.brand,
	};
}

/** Every variant of a product, active or not, in their order. */
export async function variantsOfProduct(db: Db, productId: number): Promise<VariantTableRow[]> {
	return db
		.select()
		.from(variants)
		.where(eq(variants.productId, productId))
		.orderBy(asc(variants.position), asc(variants.id));
}

/** The pictures of these variants, in their order. */
export async function imagesOfVariants(db: Db, variantIds: number[]): Promise<ImageTableRow[]> {
	if (variantIds.length === 0) return [];
	return db
		.select()
		.from(productImages)
		.where(inArray(productImages.variantId, variantIds))
		.orderBy(asc(productImages.variantId), asc(productImages.position), asc(productImages.id));
}

/** Which of these SKUs belong to a variant, and to which (case-insensitively, as the unique index sees them). */
export async function variantsBySku(db: Db, skus: string[]): Promise<{ id: number; productId: number; sku: string }[]> {
	if (skus.length === 0) return [];
	return db
		.select({ id: variants.id, productId: variants.productId, sku: variants.sku })
		.from(variants)
		.where(inArray(variants.sku, skus));
}

/** The slugs in a category that start with `base`. */
export async function slugsLike(db: Db, categoryId: number, base: string, exceptProductId?: number): Promise<string[]> {
	const rows = await db
		.select({ slug: products.slug })
		.from(products)
		.where(
			and(
				eq(products.categoryId, categoryId),
				sql`${products.slug} like ${`${likeEscape(base)}%`}`,
				exceptProductId ? sql`${products.id} <> ${exceptProductId}` : undefined,
			),
		);
	return rows.map((row) => row.slug);
}

export type ProductValues = Pick<
	ProductTableRow,
	"name" | "slug" | "categoryId" | "subcategoryId" | "brandId" | "featured" | "ageGroups" | "active" | "searchKeywords"
> & {
	publishAt?: Date | null;
	warranty?: string | null;
	nameHi?: string | null;
	shortDescriptionHi?: string | null;
	descriptionHi?: string | null;
};

export async function insertProduct(db: Db, values: ProductValues): Promise<ProductTableRow> {
	const [row] = await db.insert(products).values(values).returning();
	return row as ProductTableRow;
}

export async function updateProductRow(db: Db, id: number, values: Partial<ProductValues>): Promise<ProductTableRow> {
	const [row] = await db
		.update(products)
		.set({ ...values, updatedAt: new Date() })
		.where(eq(products.id, id))
		.returning();
	return row as ProductTableRow;
}

/** The product as it is after its variants changed (min_price follows them by a trigger). */
export async function productRow(db: Db, id: number): Promise<ProductTableRow | undefined> {
	const [row] = await db.select().from(products).where(eq(products.id, id));
	return row;
}

export async function deleteProductRow(db: Db, id: number): Promise<void> {
	await db.delete(products).where(eq(products.id, id));
}

export type VariantValues = Pick<
	VariantTableRow,
	| "size"
	| "color"
	| "price"
	| "mrp"
	| "stock"
	| "sku"
	| "active"
	| "descriptionHtml"
	| "specificationsHtml"
	| "weightGrams"
	| "boxLengthCm"
	| "boxBreadthCm"
	| "boxHeightCm"
	| "position"
>;

export async function insertVariants(db: Db, productId: number, values: VariantValues[]): Promise<VariantTableRow[]> {
	if (values.length === 0) return [];
	return db
		.insert(variants)
		.values(values.map((value) => ({ ...value, productId })))
		.returning();
}

/**
 * Writes a variant's other columns from the product form; its price and mrp go through setVariantPrice and
 * its stock through setVariantStock (the one write path of each, which says what the catalogue shows).
 */
export async function updateVariantRow(
	db: Db,
	id: number,
	values: Omit<VariantValues, "price" | "mrp" | "stock">,
): Promise<VariantTableRow> {
	const [row] = await db
		.update(variants)
		.set({ ...values, updatedAt: new Date() })
		.where(eq(variants.id, id))
		.returning();
	return row as VariantTableRow;
}

/**
 * Gives variants a placeholder SKU and colour that no real one can equal (a real SKU starts with a
 * letter or digit, so `~<id>` is free; the colour `~<id>` keeps the product's size and colour pairs
 * distinct), so that the updates after it may hand their SKUs and sizes to one another in any order.
 * Only within a transaction that then writes every one of them.
 */
export async function parkVariantKeys(db: Db, ids: number[]): Promise<void> {
	if (ids.length === 0) return;
	await db
		.update(variants)
		.set({ sku: sql`'~' || ${variants.id}`, color: sql`'~' || ${variants.id}` })
		.where(inArray(variants.id, ids));
}

/** The names of a category, subcategory (which must be the category's) and brand, or undefined for each missing. */
export async function taxonomyOf(
	db: Db,
	ids: { categoryId: number; subcategoryId: number; brandId: number },
): Promise<{
	category?: { name: string };
	subcategory?: { name: string; categoryId: number };
	brand?: { name: string };
}> {
	const [[category], [subcategory], [brand]] = await Promise.all([
		db.select({ name: categories.name }).from(categories).where(eq(categories.id, ids.categoryId)),
		db
			.select({ name: subcategories.name, categoryId: subcategories.categoryId })
			.from(subcategories)
			.where(eq(subcategories.id, ids.subcategoryId)),
		db.select({ name: brands.name }).from(brands).where(eq(brands.id, ids.brandId)),
	]);
	return { category, subcategory, brand };
}

/** Every category, subcategory and brand, whatever its status, for the console's selects. */
export async function allTaxonomy(db: Db) {
	const [categoryRows, subcategoryRows, brandRows] = await Promise.all([
		db
			.select({ id: categories.id, name: categories.name, status: categories.status })
			.from(categories)
			.orderBy(asc(categories.position), asc(categories.id)),
		db
			.select({
				id: subcategories.id,
				categoryId: subcategories.categoryId,
				name: subcategories.name,
				status: subcategories.status,
			})
			.from(subcategories)
			.orderBy(asc(subcategories.position), asc(subcategories.id)),
		db.select({ id: brands.id, name: brands.name, status: brands.status }).from(brands).orderBy(asc(brands.name)),
	]);
	return { categoryRows, subcategoryRows, brandRows };
}

/** A variant's product (for the cache tags of a change to its pictures), or undefined. */
export async function productOfVariant(
	db: Db,
	variantId: number,
): Promise<{ id: number; categoryId: number; brandId: number } | undefined> {
	const [row] = await db
		.select({ id: products.id, categoryId: products.categoryId, brandId: products.brandId })
		.from(variants)
		.innerJoin(products, eq(products.id, variants.productId))
		.where(eq(variants.id, variantId));
	return row;
}

export async function insertImage(
	db: Db,
	values: { variantId: number; path: string; alt: string },
): Promise<ImageTableRow> {
	const [position] = await db
		.select({ next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)::int` })
		.from(productImages)
		.where(eq(productImages.variantId, values.variantId));
	const [row] = await db
		.insert(productImages)
		.values({ ...values, position: position?.next ?? 0 })
		.returning();
	return row as ImageTableRow;
}

export async function findImage(db: Db, id: number): Promise<ImageTableRow | undefined> {
	const [row] = await db.select().from(productImages).where(eq(productImages.id, id));
	return row;
}

export async function updateImage(
	db: Db,
	id: number,
	values: Partial<Pick<ImageTableRow, "alt" | "position" | "variantId">>,
): Promise<ImageTableRow | undefined> {
	const [row] = await db.update(productImages).set(values).where(eq(productImages.id, id)).returning();
	return row;
}

export async function deleteImage(db: Db, id: number): Promise<void> {
	await db.delete(productImages).where(eq(productImages.id, id));
}

/** Every variant with its product's fields and names, for the CSV export (product, then variant order). */
export async function exportRows(db: Db) {
	return db
		.select({
			productId: products.id,
			productName: products.name,
			category: categories.name,
			subcategory: subcategories.name,
			brand: brands.name,
			featured: products.featured,
			productActive: products.active,
			ageGroups: products.ageGroups,
			sku: variants.sku,
			size: variants.size,
			color: variants.color,
			price: variants.price,
			mrp: variants.mrp,
			stock: variants.stock,
			variantActive: variants.active,
			weightGrams: variants.weightGrams,
			boxLengthCm: variants.boxLengthCm,
			boxBreadthCm: variants.boxBreadthCm,
			boxHeightCm: variants.boxHeightCm,
		})
		.from(variants)
		.innerJoin(products, eq(products.id, variants.productId))
		.innerJoin(categories, eq(categories.id, products.categoryId))
		.innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
		.innerJoin(brands, eq(brands.id, products.brandId))
		.orderBy(asc(products.id), asc(variants.position), asc(variants.id));
}
