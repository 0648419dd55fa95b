import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

export interface PriceAlertRow {
	id: number;
	userId: number;
	variantId: number;
	phone: string;
	basePrice: number;
	lastAlertedAt: string | null;
}

/** Turns a price watch on at `price` (paise); a live one stands as it is (answers false then). */
export async function insertPriceAlert(
	db: Db,
	row: { userId: number; variantId: number; phone: string; price: number },
): Promise<boolean> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`insert into price_alerts (user_id, variant_id, phone, base_price)
			values (${row.userId}, ${row.variantId}, ${row.phone}, ${row.price})
			on conflict (user_id, variant_id) where stopped_at is null do nothing returning id`,
	);
	return rows.length > 0;
}

/** Stops a shopper's live price watch by its id or its variant; answers whether one was live. */
export async function stopPriceAlert(
	db: Db,
	userId: number,
	which: { id: number } | { variantId: number },
): Promise<boolean> {
	const rows = await queryRows<{ id: number }>(
		db,
		"id" in which
			? sql`update price_alerts set stopped_at = now()
				where id = ${which.id} and user_id = ${userId} and stopped_at is null returning id`
			: sql`update price_alerts set stopped_at = now()
				where variant_id = ${which.variantId} and user_id = ${userId} and stopped_at is null returning id`,
	);
	return rows.length > 0;
}

/** A shopper's live price watches, newest first. */
export async function livePriceAlertsOf(
	db: Db,
	userId: number,
): Promise<{ id: number; variantId: number; basePrice: number; createdAt: string }[]> {
	return queryRows(
		db,
		sql`select id, variant_id as "variantId", base_price as "basePrice", created_at::text as "createdAt"
			from price_alerts where user_id = ${userId} and stopped_at is null order by id desc`,
	);
}

/**
 * The live watches of a variant whose price is now below their base, held for this transaction (`skip
 * locked`: two runs never take the same one); the caller decides which the drop is worth an alert to.
 */
export async function takeWatchesBelow(db: Db, variantId: number, price: number): Promise<PriceAlertRow[]> {
	return queryRows<PriceAlertRow>(
		db,
		sql`select id, user_id as "userId", variant_id as "variantId", phone, base_price as "basePrice",
				last_alerted_at::text as "lastAlertedAt"
			from price_alerts
			where variant_id = ${variantId} and stopped_at is null and base_price > ${price}
			order by id for update skip locked`,
	);
}

/** An alert went out at `price`: the next compares with it, and not before a week. */
export async function markPriceAlerted(db: Db, id: number, price: number, at: Date): Promise<void> {
	await db.execute(
		sql`update price_alerts set base_price = ${price}, last_alerted_at = ${at.toISOString()}::timestamptz
			where id = ${id}`,
	);
}

export async function stopPriceAlertsById(db: Db, ids: readonly number[]): Promise<void> {
	if (ids.length === 0) return;
	await db.execute(sql`update price_alerts set stopped_at = now() where id in ${ids} and stopped_at is null`);
}
