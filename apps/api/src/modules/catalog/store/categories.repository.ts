import type { CatalogueLang, CategoryWithSubcategories } from "@pitara/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories, subcategories } from "../../../db/schema/index.ts";

/**
 * The category tree behind the category bar: shown categories in order, each with its shown subcategories. In
 * Hindi (decision 061) each also carries the name to show, its Hindi name where the shop wrote one, else the English.
 */
export async function listCategoryTree(db: Db, lang: CatalogueLang = "en"): Promise<CategoryWithSubcategories[]> {
	const rows = await db
		.select({
			categoryId: categories.id,
			categoryName: categories.name,
			categoryNameHi: categories.nameHi,
			subId: subcategories.id,
			subName: subcategories.name,
			subNameHi: subcategories.nameHi,
		})
		.from(categories)
		.leftJoin(subcategories, eq(subcategories.categoryId, categories.id))
		.where(eq(categories.status, 1))
		.orderBy(asc(categories.position), asc(categories.id), asc(subcategories.position), asc(subcategories.id));

	const tree = new Map<number, CategoryWithSubcategories>();
	for (const row of rows) {
		let entry = tree.get(row.categoryId);
		if (!entry) {
			entry = { category_id: row.categoryId, category_name: row.categoryName, subcategories: [] };
			if (lang === "hi")
				entry = { ...entry, category_label: row.categoryNameHi || row.categoryName, subcategories: [] };
			tree.set(row.categoryId, entry);
		}
		if (row.subId !== null && row.subName !== null) {
			entry.subcategories.push({
				sub_category_id: row.subId,
				name: row.subName,
				...(lang === "hi" ? { label: row.subNameHi || row.subName } : {}),
			});
		}
	}
	return [...tree.values()];
}
