import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../db/client.ts";
import { catalogueChanged, productListingTags } from "../../../lib/catalogue-changes.ts";

/**
 * Scheduled products (issue 27 item 2; decision 064): the server decides when a product appears (VISIBLE reads
 * `publish_at` against the database's clock), but a cached answer made before that moment would go on leaving
 * it out. This run says "the catalogue changed" for every product whose moment came in the last `windowMs`, so
 * every process's cache drops its product page and listings (through the catalogue bus). Idempotent: a product
 * announced twice only drops answers twice; run every `windowMs / 4` by every process, none is missed.
 */
export async function announceScheduledProducts(db: Db, windowMs = 120_000): Promise<number> {
	const rows = await queryRows<{ id: number; category_id: number; brand_id: number }>(
		db,
		sql`select id, category_id, brand_id from products
			where publish_at is not null and publish_at <= now()
				and publish_at > now() - make_interval(secs => ${windowMs / 1000})`,
	);
	catalogueChanged(
		db,
		rows.flatMap((row) =>
			productListingTags({ id: Number(row.id), categoryId: Number(row.category_id), brandId: Number(row.brand_id) }),
		),
	);
	return rows.length;
}
