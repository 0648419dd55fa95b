import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { variants } from "../../db/schema/index.ts";

/**
 * The catalogue's stock, as orders take it and give it back. Taking is one
 * conditional update per variant (no oversell under concurrency); both take
 * and return variants in id order, so two transactions never wait on each
 * other in a circle.
 */

/**
 * Takes `quantity` of a variant if that many are in stock and it is on sale,
 * in one conditional update. Answers the price and mrp it was sold at, or
 * null when it could not be taken.
 */
export async function takeStock(
	db: Db,
	variantId: number,
	quantity: number,
): Promise<{ price: number; mrp: number } | null> {
	const rows = await queryRows<{ price: number; mrp: number }>(
		db,
		sql`update variants set stock = stock - ${quantity}, updated_at = now()
			where id = ${variantId} and active and stock >= ${quantity}
				and exists (select 1 from products p where p.id = variants.product_id and p.active)
			returning price, mrp`,
	);
	return rows[0] ?? null;
}

export async function currentStock(db: Db, variantId: number): Promise<number> {
	const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
	return row?.stock ?? 0;
}

/** Gives quantities back to stock (a cancelled order, an expired payment). */
export async function returnStock(db: Db, items: readonly { variantId: number; quantity: number }[]): Promise<void> {
	// in variant order, as orders take them, so two transactions never wait on each other in a circle
	for (const item of [...items].sort((a, b) => a.variantId - b.variantId)) {
		await db.execute(
			sql`update variants set stock = stock + ${item.quantity}, updated_at = now() where id = ${item.variantId}`,
		);
	}
}
