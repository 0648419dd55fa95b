import { and, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { messageSends } from "../../db/schema/index.ts";

export type SendRow = typeof messageSends.$inferSelect;

export async function findSend(db: Db, idempotencyKey: string): Promise<SendRow | undefined> {
	const [row] = await db.select().from(messageSends).where(eq(messageSends.idempotencyKey, idempotencyKey));
	return row;
}

/** Claims a message as being asked of the provider; false when a row (an earlier attempt) already holds it. */
export async function claimSend(
	db: Db,
	row: { idempotencyKey: string; channel: string; provider: string; recipient: string; templateKey: string | null },
): Promise<boolean> {
	const inserted = await db
		.insert(messageSends)
		.values({ ...row, status: "pending" })
		.onConflictDoNothing()
		.returning({ key: messageSends.idempotencyKey });
	return inserted.length > 0;
}

export async function markSend(
	db: Db,
	idempotencyKey: string,
	change: { status: string; providerMessageId?: string; detail?: string | null },
): Promise<void> {
	await db
		.update(messageSends)
		.set({ ...change, updatedAt: new Date() })
		.where(eq(messageSends.idempotencyKey, idempotencyKey));
}

export async function dropSend(db: Db, idempotencyKey: string): Promise<void> {
	await db.delete(messageSends).where(eq(messageSends.idempotencyKey, idempotencyKey));
}

/** A delivery report or status webhook: moves the message the provider knows by `providerMessageId` on. */
export async function updateSendByProviderId(
	db: Db,
	provider: string,
	providerMessageId: string,
	status: string,
	detail: string | null,
): Promise<string[]> {
	const rows = await db
		.update(messageSends)
		.set({ status, detail, updatedAt: new Date() })
		.where(and(eq(messageSends.provider, provider), eq(messageSends.providerMessageId, providerMessageId)))
		.returning({ key: messageSends.idempotencyKey });
	return rows.map((row) => row.key);
}

/** Messages asked of the providers since `since`, per channel and status (the dashboard's figures). */
export async function sendFigures(db: Db, since: Date): Promise<{ channel: string; status: string; count: number }[]> {
	return queryRows(
		db,
		sql`select channel, status, count(*)::int as count from message_sends
			where created_at >= ${since.toISOString()}::timestamptz
			group by channel, status order by channel, status`,
	);
}

/** An alert (back in stock, price drop, cart reminder) reached a provider for this shopper. */
export async function insertAlertSent(db: Db, userId: number, templateKey: string): Promise<void> {
	await db.execute(sql`insert into alerts_sent (user_id, template_key) values (${userId}, ${templateKey})`);
}

/** The alerts sent since `since`, per shopper and time (orders placed within 7 days of one are counted). */
export async function alertsSentSince(db: Db, since: Date): Promise<{ userId: number; at: Date }[]> {
	const rows = await queryRows<{ userId: number; at: string }>(
		db,
		sql`select user_id as "userId", created_at::text as at from alerts_sent
			where created_at >= ${since.toISOString()}::timestamptz`,
	);
	return rows.map((row) => ({ userId: Number(row.userId), at: new Date(row.at) }));
}

/** Messages asked of the providers since `since`, per template and status, with the failures' reasons. */
export async function sendsByTemplate(
	db: Db,
	since: Date,
): Promise<{ templateKey: string | null; channel: string; status: string; detail: string | null; count: number }[]> {
	return queryRows(
		db,
		sql`select template_key as "templateKey", channel, status,
				case when status in ('failed', 'unconfirmed') then detail end as detail, count(*)::int as count
			from message_sends where created_at >= ${since.toISOString()}::timestamptz
			group by 1, 2, 3, 4`,
	);
}
