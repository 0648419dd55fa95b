import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../db/client.ts";

/** How many of a section's texts have their Hindi (decision 061): the console's "translated: x%". */
export interface TranslationCount {
	/** texts that could have a Hindi one (each field of each row) */
	total: number;
	/** of those, how many have it */
	translated: number;
}

/**
 * The catalogue's Hindi, counted per section: products (name, short description, description), categories and
 * subcategories (name). Brand names are not translated and are not counted.
 */
export async function catalogueTranslationCounts(
	db: Db,
): Promise<{ products: TranslationCount; categories: TranslationCount; subcategories: TranslationCount }> {
	const filled = (column: string) => sql.raw(`count(nullif(${column}, ''))::int`);
	const [row] = await queryRows<{
		products: number;
		product_texts: number;
		categories: number;
		category_names: number;
		subcategories: number;
		subcategory_names: number;
	}>(
		db,
		sql`select
			(select count(*)::int from products) as products,
			(select ${filled("name_hi")} + ${filled("short_description_hi")} + ${filled("description_hi")} from products) as product_texts,
			(select count(*)::int from categories) as categories,
			(select ${filled("name_hi")} from categories) as category_names,
			(select count(*)::int from subcategories) as subcategories,
			(select ${filled("name_hi")} from subcategories) as subcategory_names`,
	);
	return {
		products: { total: 3 * (row?.products ?? 0), translated: row?.product_texts ?? 0 },
		categories: { total: row?.categories ?? 0, translated: row?.category_names ?? 0 },
		subcategories: { total: row?.subcategories ?? 0, translated: row?.subcategory_names ?? 0 },
	};
}
