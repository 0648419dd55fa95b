import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

export interface StockAlertRow {
	id: number;
	variantId: number;
	phone: string;
	userId: number | null;
}

/** Subscribes a phone to a variant; an existing live subscription stands (answers false then). */
export async function insertStockAlert(
	db: Db,
	row: { variantId: number; phone: string; userId: number | null },
): Promise<boolean> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`insert into stock_alerts (variant_id, phone, user_id) values (${row.variantId}, ${row.phone}, ${row.userId})
			on conflict (variant_id, phone) where notified_at is null and stopped_at is null do nothing
			returning id`,
	);
	return rows.length > 0;
}

/**
 * Takes the next `limit` waiting subscriptions of a variant, first come first served, and marks them
 * notified in the caller's transaction (which writes their messages): each is taken once, and two
 * runners never take the same one (`skip locked`).
 */
export async function takeWaitingAlerts(db: Db, variantId: number, limit: number): Promise<StockAlertRow[]> {
	if (limit <= 0) return [];
	return queryRows<StockAlertRow>(
		db,
		sql`with next as (
				select id from stock_alerts
				where variant_id = ${variantId} and notified_at is null and stopped_at is null
				order by id limit ${limit} for update skip locked
			)
			update stock_alerts a set notified_at = now() from next where a.id = next.id
			returning a.id, a.variant_id as "variantId", a.phone, a.user_id as "userId"`,
	);
}

export async function countWaitingAlerts(db: Db, variantId: number): Promise<number> {
	const [row] = await queryRows<{ n: number }>(
		db,
		sql`select count(*)::int as n from stock_alerts
			where variant_id = ${variantId} and notified_at is null and stopped_at is null`,
	);
	return Number(row?.n ?? 0);
}

/** A shopper's live alerts (Account → Alerts). */
export async function liveAlertsOf(
	db: Db,
	phone: string,
): Promise<{ id: number; variantId: number; createdAt: string }[]> {
	return queryRows(
		db,
		sql`select id, variant_id as "variantId", created_at::text as "createdAt" from stock_alerts
			where phone = ${phone} and notified_at is null and stopped_at is null order by id desc`,
	);
}

export async function stopAlert(db: Db, id: number, phone: string): Promise<boolean> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`update stock_alerts set stopped_at = now()
			where id = ${id} and phone = ${phone} and notified_at is null and stopped_at is null returning id`,
	);
	return rows.length > 0;
}

/** The variants shoppers wait for, most waited first (the dashboard's reorder signal). */
export async function mostWaitedVariants(db: Db, limit: number): Promise<{ variantId: number; waiting: number }[]> {
	return queryRows(
		db,
		sql`select variant_id as "variantId", count(*)::int as waiting from stock_alerts
			where notified_at is null and stopped_at is null
			group by variant_id order by waiting desc, variant_id limit ${limit}`,
	);
}

/**
 * Erasure (issue 30, decision 051): a deleted customer's "Notify me" alerts go, and their consent entries keep only
 * what was agreed and when (the ledger's proof), not the phone, the account or the address it came from.
 */
export async function eraseMessagingOf(db: Db, userId: number, phone: string, replacement: string): Promise<void> {
	await db.execute(sql`delete from stock_alerts where user_id = ${userId} or phone = ${phone}`);
	await db.execute(sql`delete from price_alerts where user_id = ${userId}`);
	await db.execute(sql`delete from cart_reminders where user_id = ${userId}`);
	await db.execute(sql`delete from alerts_sent where user_id = ${userId}`);
	await db.execute(
		sql`update message_consents set phone = ${replacement}, user_id = null, ip = null
			where user_id = ${userId} or phone = ${phone}`,
	);
}

/** Every "Notify me" alert of a phone, live or closed (the shopper's data export). */
export function stockAlertsOf(
	db: Db,
	phone: string,
): Promise<{ variantId: number; createdAt: string; notifiedAt: string | null; stoppedAt: string | null }[]> {
	return queryRows(
		db,
		sql`select variant_id as "variantId", created_at::text as "createdAt", notified_at::text as "notifiedAt",
				stopped_at::text as "stoppedAt"
			from stock_alerts where phone = ${phone} order by id`,
	);
}

/** Retention: alerts sent or stopped before `before` (their purpose is served). */
export async function deleteClosedAlerts(db: Db, before: Date): Promise<number> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`delete from stock_alerts
			where coalesce(notified_at, stopped_at) is not null and coalesce(notified_at, stopped_at) < ${before.toISOString()}
			returning id`,
	);
	return rows.length;
}
