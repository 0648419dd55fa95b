import {
	type AdminTaxonomy,
	type AdminTaxonomyItem,
	slugify,
	TAXONOMY_KIND_INFO,
	type TaxonomyKind,
} from "@pitara/shared";
import type { Db } from "../../../db/client.ts";
import { catalogueChanged, catalogueTags } from "../../../lib/catalogue-changes.ts";
import { uniqueViolation } from "../../../lib/db-errors.ts";
import { badRequest, conflict, notFound } from "../../../lib/errors.ts";
import {
	categoryExists,
	insertBrand,
	insertCategory,
	insertSubcategory,
	insertSuperSubcategory,
	lockTaxonomyRow,
	setPositions,
	siblingIds,
	slugsStartingWith,
	subcategoryWithCategory,
	type TaxonomyRow,
	taxonomyRows,
	updateTaxonomyRow,
} from "./taxonomy-admin.repository.ts";

/**
 * The console's catalogue setup: categories, subcategories, super-subcategories and brands, created,
 * renamed, shown or hidden and put in order. Each write takes the caller's transaction (the admin
 * route's `audited()`) and says what changed to the catalogue cache: a name shows in product answers
 * too, so a rename drops everything; showing or hiding and order drop the taxonomy's answers.
 */

const item = (kind: TaxonomyKind, row: TaxonomyRow, products: number): AdminTaxonomyItem => ({
	kind,
	id: row.id,
	name: row.name,
	parent_id: row.parentId,
	active: row.status === 1,
	position: TAXONOMY_KIND_INFO[kind].ordered ? row.position : null,
	products,
	...(row.nameHi !== undefined ? { name_hi: row.nameHi ?? "" } : {}),
});

export async function adminTaxonomy(db: Db): Promise<AdminTaxonomy> {
	const { categoryRows, subcategoryRows, superRows, brandRows, productCounts } = await taxonomyRows(db);
	return {
		categories: categoryRows.map((row) => item("category", row, productCounts.category.get(row.id) ?? 0)),
		subcategories: subcategoryRows.map((row) => item("subcategory", row, productCounts.subcategory.get(row.id) ?? 0)),
		super_subcategories: superRows.map((row) => item("super_subcategory", row, 0)),
		brands: brandRows.map((row) => item("brand", row, productCounts.brand.get(row.id) ?? 0)),
	};
}

async function freeSlug(db: Db, kind: "category" | "brand", name: string): Promise<string> {
	const base = slugify(name) || kind;
	const taken = new Set(await slugsStartingWith(db, kind, base));
	let slug = base;
	for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
	return slug;
}

/** The same name twice among siblings (case aside) as a 409 on the name field. */
async function withNameClash<T>(kind: TaxonomyKind, run: () => Promise<T>): Promise<T> {
	try {
		return await run();
	} catch (error) {
		if (uniqueViolation(error) === null) throw error;
		const where =
			kind === "subcategory" ? " in this category" : kind === "super_subcategory" ? " in this subcategory" : "";
		const message = `A ${TAXONOMY_KIND_INFO[kind].label.toLowerCase()} with this name already exists${where}`;
		throw conflict(message, "NAME_TAKEN", [{ field: "name", message }]);
	}
}

async function currentItem(db: Db, kind: TaxonomyKind, id: number): Promise<AdminTaxonomyItem> {
	const row = await lockTaxonomyRow(db, kind, id);
	if (!row) throw notFound(`${TAXONOMY_KIND_INFO[kind].label} not found`);
	const all = await adminTaxonomy(db);
	const list =
		kind === "category"
			? all.categories
			: kind === "subcategory"
				? all.subcategories
				: kind === "super_subcategory"
					? all.super_subcategories
					: all.brands;
	return list.find((entry) => entry.id === id) ?? item(kind, row, 0);
}

/** Creates one (shown unless `active` is false), at the end of its siblings. Answers it. */
export async function createTaxonomyItem(
	db: Db,
	kind: TaxonomyKind,
	input: { name: string; parent_id?: number | undefined; active: boolean },
): Promise<AdminTaxonomyItem> {
	const status = input.active ? 1 : 0;
	const parentKind = TAXONOMY_KIND_INFO[kind].parent;
	if (parentKind && input.parent_id === undefined) {
		const message = `Choose the ${TAXONOMY_KIND_INFO[parentKind].label.toLowerCase()} it belongs to`;
		throw badRequest(message, [{ field: "parent_id", message }]);
	}
	const id = await withNameClash(kind, async () => {
		if (kind === "category")
			return insertCategory(db, { name: input.name, slug: await freeSlug(db, kind, input.name), status });
		if (kind === "brand")
			return insertBrand(db, { name: input.name, slug: await freeSlug(db, kind, input.name), status });
		const parentId = input.parent_id as number;
		if (kind === "subcategory") {
			if (!(await categoryExists(db, parentId))) {
				throw badRequest("No such category", [{ field: "parent_id", message: "No such category" }]);
			}
			return insertSubcategory(db, { categoryId: parentId, name: input.name, slug: slugify(input.name), status });
		}
		const parent = await subcategoryWithCategory(db, parentId);
		if (!parent) throw badRequest("No such subcategory", [{ field: "parent_id", message: "No such subcategory" }]);
		// the tile leads to the listing of its subcategory
		return insertSuperSubcategory(db, {
			subcategoryId: parentId,
			name: input.name,
			status,
			linkCategory: parent.categoryName,
			linkSubcategory: parent.name,
		});
	});
	catalogueChanged(db, [catalogueTags.taxonomy]);
	return currentItem(db, kind, id);
}

/** Renames it and/or shows or hides it. Answers it before and after. */
export async function updateTaxonomyItem(
	db: Db,
	kind: TaxonomyKind,
	id: number,
	input: { name?: string | undefined; active?: boolean | undefined; name_hi?: string | undefined },
): Promise<{ before: AdminTaxonomyItem; after: AdminTaxonomyItem }> {
	const before = await currentItem(db, kind, id);
	const values: { name?: string; status?: number; nameHi?: string | null } = {};
	if (input.name !== undefined) values.name = input.name;
	if (input.active !== undefined) values.status = input.active ? 1 : 0;
	if (input.name_hi !== undefined) {
		if (kind !== "category" && kind !== "subcategory") {
			const message = "Only categories and subcategories have a Hindi name";
			throw badRequest(message, [{ field: "name_hi", message }]);
		}
		values.nameHi = input.name_hi || null;
	}
	await withNameClash(kind, () => updateTaxonomyRow(db, kind, id, values));
	// a Hindi name shows in the Hindi answers of products too (their category and subcategory labels)
	const renamed =
		(input.name !== undefined && input.name !== before.name) ||
		(input.name_hi !== undefined && input.name_hi !== (before.name_hi ?? ""));
	// products' answers carry their category, subcategory and brand names: a rename drops them all
	catalogueChanged(db, [renamed ? catalogueTags.all : catalogueTags.taxonomy]);
	return { before, after: await currentItem(db, kind, id) };
}

/**
 * Puts every category, or every subcategory of one category, in the order sent (each id once).
 * Answers the ids before and after.
 */
export async function orderTaxonomy(
	db: Db,
	kind: TaxonomyKind,
	ids: number[],
): Promise<{ before: number[]; after: number[] }> {
	if (kind !== "category" && kind !== "subcategory") {
		throw badRequest(`${TAXONOMY_KIND_INFO[kind].label} lists are in alphabetical order and cannot be reordered`);
	}
	const first = await lockTaxonomyRow(db, kind, ids[0] as number);
	if (!first) throw badRequest(`${TAXONOMY_KIND_INFO[kind].label} ${ids[0]} not found`);
	const before = await siblingIds(db, kind, first.parentId);
	const sameSet =
		before.length === ids.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
	if (!sameSet) {
		throw badRequest(
			kind === "category"
				? "Send every category once, in the new order"
				: "Send every subcategory of the category once, in the new order",
		);
	}
	await setPositions(db, kind, ids);
	catalogueChanged(db, [catalogueTags.taxonomy]);
	return { before, after: ids };
}
