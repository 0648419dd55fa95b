import { asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { brands, categories, subcategories, superSubcategories } from "../../../db/schema/index.ts";

/*
 * The storefront's reads of the taxonomy for the home page and the category
 * bar: every subcategory, super-subcategory and brand with the names of what
 * it sits under. Small tables, each read whole into the catalogue cache.
 */

/** True when a category of that name (any case) or numeric id exists. */
export async function categoryNamedOrNumbered(db: Db, nameOrId: string): Promise<boolean> {
	const byId = /^\d{1,9}$/.test(nameOrId) ? Number(nameOrId) : -1;
	const rows = await db
		.select({ id: categories.id })
		.from(categories)
		.where(or(sql`lower(${categories.name}) = lower(${nameOrId})`, eq(categories.id, byId)))
		.limit(1);
	return rows.length > 0;
}

export interface SubcategoryRow {
	id: number;
	name: string;
	/** the shop's Hindi name, if it wrote one (decision 061) */
	nameHi: string | null;
	status: number;
	image: string | null;
	categoryId: number;
	categoryName: string;
}

/** Subcategories with their category's name, as SubcategoryRow. */
function selectSubcategories(db: Db) {
	return db
		.select({
			id: subcategories.id,
			name: subcategories.name,
			nameHi: subcategories.nameHi,
			status: subcategories.status,
			image: subcategories.image,
			categoryId: categories.id,
			categoryName: categories.name,
		})
		.from(subcategories)
		.innerJoin(categories, eq(categories.id, subcategories.categoryId));
}

/** Every subcategory with its category's name, in the category bar's order. */
export async function listSubcategories(db: Db): Promise<SubcategoryRow[]> {
	return selectSubcategories(db).orderBy(
		asc(categories.position),
		asc(categories.id),
		asc(subcategories.position),
		asc(subcategories.id),
	);
}

export interface SuperSubcategoryRow {
	id: number;
	name: string;
	status: number;
	image: string | null;
	linkCategory: string | null;
	linkSubcategory: string | null;
	subcategoryId: number;
	subcategoryName: string;
	categoryName: string;
}

export async function listSuperSubcategories(db: Db): Promise<SuperSubcategoryRow[]> {
	return db
		.select({
			id: superSubcategories.id,
			name: superSubcategories.name,
			status: superSubcategories.status,
			image: superSubcategories.image,
			linkCategory: superSubcategories.linkCategory,
			linkSubcategory: superSubcategories.linkSubcategory,
			subcategoryId: subcategories.id,
			subcategoryName: subcategories.name,
			categoryName: categories.name,
		})
		.from(superSubcategories)
		.innerJoin(subcategories, eq(subcategories.id, superSubcategories.subcategoryId))
		.innerJoin(categories, eq(categories.id, subcategories.categoryId))
		.orderBy(asc(superSubcategories.id));
}

export type BrandRow = Pick<typeof brands.$inferSelect, "id" | "name" | "status" | "image">;

/** Brands by name; only active ones unless `all`. */
export async function listBrands(db: Db, { all = false }: { all?: boolean } = {}): Promise<BrandRow[]> {
	return db
		.select({ id: brands.id, name: brands.name, status: brands.status, image: brands.image })
		.from(brands)
		.where(all ? undefined : eq(brands.status, 1))
		.orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
}
