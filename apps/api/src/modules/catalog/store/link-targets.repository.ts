import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../db/client.ts";
import { VISIBLE } from "./products.repository.ts";

/**
 * What a link from outside the catalogue (a home page banner; decision 065) may point at: a product, or a category
 * and one of its subcategories. The catalogue's read model, so that content never reads its tables.
 */

export interface ProductLinkTarget {
	id: number;
	name: string;
	slug: string;
	category: string;
	/** on the storefront now (active, priced, published) */
	visible: boolean;
}

/** The products of these ids that exist, shown or not. */
export async function productLinkTargets(db: Db, ids: readonly number[]): Promise<Map<number, ProductLinkTarget>> {
	const unique = [...new Set(ids)];
	if (unique.length === 0) return new Map();
	const rows = await queryRows<{ id: number; name: string; slug: string; category: string; visible: boolean }>(
		db,
		sql`select p.id, p.name, p.slug, c.name as category, (${VISIBLE}) as visible
			from products p join categories c on c.id = p.category_id
			where p.id in (${sql.join(
				unique.map((id) => sql`${id}`),
				sql`, `,
			)})`,
	);
	return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), visible: Boolean(row.visible) }]));
}

/**
 * A category named (any case) and, when given, a subcategory of it: their names as the catalogue spells them, or
 * null for the one that does not exist (a subcategory of another category does not count).
 */
export async function categoryLinkTarget(
	db: Db,
	category: string,
	subcategory: string,
): Promise<{ category: string | null; subcategory: string | null }> {
	const [row] = await queryRows<{ category: string | null; subcategory: string | null }>(
		db,
		sql`select c.name as category,
			(select s.name from subcategories s where s.category_id = c.id and lower(s.name) = lower(${subcategory}) limit 1)
				as subcategory
			from categories c where lower(c.name) = lower(${category}) limit 1`,
	);
	return { category: row?.category ?? null, subcategory: row?.subcategory ?? null };
}
