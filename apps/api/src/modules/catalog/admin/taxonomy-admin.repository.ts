import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { brands, categories, products, subcategories, superSubcategories } from "../../../db/schema/index.ts";

/** A row of any of the four tables, in one shape. */
export interface TaxonomyRow {
	id: number;
	name: string;
	/** a category's or subcategory's Hindi name (decision 061); absent for the others */
	nameHi?: string | null;
	parentId: number | null;
	status: number;
	position: number | null;
}

/** Every category, subcategory, super-subcategory and brand, in the storefront's order, with product counts. */
export async function taxonomyRows(db: Db) {
	const [categoryRows, subcategoryRows, superRows, brandRows, byCategory, bySubcategory, byBrand] = await Promise.all([
		db
			.select({
				id: categories.id,
				name: categories.name,
				nameHi: categories.nameHi,
				parentId: sql<null>`null`,
				status: categories.status,
				position: categories.position,
			})
			.from(categories)
			.orderBy(asc(categories.position), asc(categories.id)),
		db
			.select({
				id: subcategories.id,
				name: subcategories.name,
				nameHi: subcategories.nameHi,
				parentId: subcategories.categoryId,
				status: subcategories.status,
				position: subcategories.position,
			})
			.from(subcategories)
			.orderBy(asc(subcategories.position), asc(subcategories.id)),
		db
			.select({
				id: superSubcategories.id,
				name: superSubcategories.name,
				parentId: superSubcategories.subcategoryId,
				status: superSubcategories.status,
				position: sql<null>`null`,
			})
			.from(superSubcategories)
			.orderBy(asc(superSubcategories.id)),
		db
			.select({
				id: brands.id,
				name: brands.name,
				parentId: sql<null>`null`,
				status: brands.status,
				position: sql<null>`null`,
			})
			.from(brands)
			.orderBy(asc(brands.name)),
		db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
		db.select({ id: products.subcategoryId, n: count() }).from(products).groupBy(products.subcategoryId),
		db.select({ id: products.brandId, n: count() }).from(products).groupBy(products.brandId),
	]);
	const counts = (rows: { id: number; n: number }[]) => new Map(rows.map((row) => [row.id, Number(row.n)]));
	return {
		categoryRows: categoryRows as TaxonomyRow[],
		subcategoryRows: subcategoryRows as TaxonomyRow[],
		superRows: superRows as TaxonomyRow[],
		brandRows: brandRows as TaxonomyRow[],
		productCounts: { category: counts(byCategory), subcategory: counts(bySubcategory), brand: counts(byBrand) },
	};
}

const tables = {
	category: categories,
	subcategory: subcategories,
	super_subcategory: superSubcategories,
	brand: brands,
} as const;
export type TaxonomyTable = keyof typeof tables;

/** One row, locked for the change about to be made, or undefined. */
export async function lockTaxonomyRow(db: Db, kind: TaxonomyTable, id: number): Promise<TaxonomyRow | undefined> {
	const result = (await db.execute(
		kind === "category"
			? sql`select id, name, null::int as parent_id, status, position from categories where id = ${id} for update`
			: kind === "subcategory"
				? sql`select id, name, category_id as parent_id, status, position from subcategories where id = ${id} for update`
				: kind === "super_subcategory"
					? sql`select id, name, subcategory_id as parent_id, status, null::int as position from super_subcategories where id = ${id} for update`
					: sql`select id, name, null::int as parent_id, status, null::int as position from brands where id = ${id} for update`,
	)) as unknown as {
		rows: { id: number; name: string; parent_id: number | null; status: number; position: number | null }[];
	};
	const row = result.rows[0];
	return row
		? { id: row.id, name: row.name, parentId: row.parent_id, status: row.status, position: row.position }
		: undefined;
}

/** The slugs of categories or brands that start with `base`. */
export async function slugsStartingWith(db: Db, kind: "category" | "brand", base: string): Promise<string[]> {
	const table = kind === "category" ? categories : brands;
	const rows = await db
		.select({ slug: table.slug })
		.from(table)
		.where(sql`${table.slug} like ${`${base}%`}`);
	return rows.map((row) => row.slug);
}

/** The next position at the end of a list of siblings. */
async function nextPosition(db: Db, kind: "category" | "subcategory", parentId: number | null): Promise<number> {
	const [row] =
		kind === "category"
			? await db.select({ max: sql<number | null>`max(${categories.position})` }).from(categories)
			: await db
					.select({ max: sql<number | null>`max(${subcategories.position})` })
					.from(subcategories)
					.where(eq(subcategories.categoryId, parentId ?? 0));
	return (row?.max ?? 0) + 1;
}

export async function insertCategory(db: Db, values: { name: string; slug: string; status: number }): Promise<number> {
	const position = await nextPosition(db, "category", null);
	const [row] = await db
		.insert(categories)
		.values({ ...values, position })
		.returning({ id: categories.id });
	return (row as { id: number }).id;
}

export async function insertSubcategory(
	db: Db,
	values: { categoryId: number; name: string; slug: string; status: number },
): Promise<number> {
	const position = await nextPosition(db, "subcategory", values.categoryId);
	const [row] = await db
		.insert(subcategories)
		.values({ ...values, position })
		.returning({ id: subcategories.id });
	return (row as { id: number }).id;
}

export async function insertSuperSubcategory(
	db: Db,
	values: { subcategoryId: number; name: string; status: number; linkCategory: string; linkSubcategory: string },
): Promise<number> {
	const [row] = await db.insert(superSubcategories).values(values).returning({ id: superSubcategories.id });
	return (row as { id: number }).id;
}

export async function insertBrand(db: Db, values: { name: string; slug: string; status: number }): Promise<number> {
	const [row] = await db.insert(brands).values(values).returning({ id: brands.id });
	return (row as { id: number }).id;
}

/** Renames and/or shows or hides one row. */
export async function updateTaxonomyRow(
	db: Db,
	kind: TaxonomyTable,
	id: number,
	values: { name?: string; status?: number; nameHi?: string | null },
): Promise<void> {
	const table = tables[kind];
	await db.update(table).set(values).where(eq(table.id, id));
}

/** The ids of the siblings a new order must list: every category, or the subcategories of one category. */
export async function siblingIds(db: Db, kind: "category" | "subcategory", parentId: number | null): Promise<number[]> {
	const rows =
		kind === "category"
			? await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position), asc(categories.id))
			: await db
					.select({ id: subcategories.id })
					.from(subcategories)
					.where(eq(subcategories.categoryId, parentId ?? 0))
					.orderBy(asc(subcategories.position), asc(subcategories.id));
	return rows.map((row) => row.id);
}

/** Gives each id its place (1, 2, ...) in the order sent. */
export async function setPositions(db: Db, kind: "category" | "subcategory", ids: number[]): Promise<void> {
	if (ids.length === 0) return;
	const table = kind === "category" ? categories : subcategories;
	const cases = sql.join(
		ids.map((id, index) => sql`when ${id}::int then ${index + 1}::int`),
		sql` `,
	);
	await db
		.update(table)
		.set({ position: sql`case ${table.id} ${cases} end` })
		.where(inArray(table.id, ids));
}

/** The names of a subcategory and its category (a super-subcategory's link), or undefined. */
export async function subcategoryWithCategory(
	db: Db,
	id: number,
): Promise<{ name: string; categoryName: string } | undefined> {
	const [row] = await db
		.select({ name: subcategories.name, categoryName: categories.name })
		.from(subcategories)
		.innerJoin(categories, eq(categories.id, subcategories.categoryId))
		.where(eq(subcategories.id, id));
	return row;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
	const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
	return row !== undefined;
}
