import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../src/db/client.ts";

/** A variant of the demo shop as it was seeded (prices in paise). */
export interface SeedVariant {
	id: number;
	product_id: number;
	stock: number;
	price: number;
	mrp: number;
}

/**
 * `howMany` active variants of different active products with at least
 * `minStock` in stock, each of a product not in `taken` (which they are added
 * to), so that the tests of one file do not share a product. `reviewed`
 * picks products with (true) or without (false) reviews.
 */
export async function pickVariants(
	database: Database,
	taken: Set<number>,
	{ minStock, howMany = 1, reviewed }: { minStock: number; howMany?: number; reviewed?: boolean },
): Promise<SeedVariant[]> {
	const rows = await queryRows<SeedVariant>(
		database.db,
		sql`select distinct on (v.product_id) v.id, v.product_id, v.stock, v.price, v.mrp
			from variants v join products p on p.id = v.product_id
			where v.active and p.active and v.stock >= ${minStock}
				${reviewed === undefined ? sql`` : sql`and ${reviewed ? sql`exists` : sql`not exists`} (select 1 from reviews r where r.product_id = p.id)`}
			order by v.product_id, v.id`,
	);
	const fresh = rows.filter((row) => !taken.has(row.product_id)).slice(0, howMany);
	if (fresh.length < howMany) throw new Error(`the demo shop has too few variants with ${minStock} in stock`);
	for (const row of fresh) taken.add(row.product_id);
	return fresh;
}
