import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

export interface NewOutboxEntry {
	id: string;
	type: string;
	aggregate: string;
	handler: string;
	payload: unknown;
	/** not delivered before this time (ISO); at once when absent */
	availableAt?: string | null;
}

export interface ClaimedEntry {
	id: string;
	seq: number;
	type: string;
	aggregate: string;
	handler: string;
	payload: unknown;
	/** this attempt's number (1 for the first) */
	attempts: number;
}

export type OutboxState = "pending" | "done" | "dead";

export interface OutboxAttemptRow {
	attempt: number;
	runner: string;
	startedAt: string;
	finishedAt: string;
	error: string | null;
}

export interface OutboxEntryRow {
	id: string;
	seq: number;
	type: string;
	aggregate: string;
	handler: string;
	state: OutboxState;
	attempts: number;
	availableAt: string;
	claimedUntil: string | null;
	lastError: string | null;
	createdAt: string;
	doneAt: string | null;
	attemptLog: OutboxAttemptRow[];
}

/** Writes entries in the caller's transaction (the one that made their events happen). */
export async function insertOutboxEntries(db: Db, entries: readonly NewOutboxEntry[]): Promise<void> {
	if (entries.length === 0) return;
	const rows = sql.join(
		entries.map(
			(entry) =>
				sql`(${entry.id}::uuid, ${entry.type}, ${entry.aggregate}, ${entry.handler}, ${JSON.stringify(entry.payload)}::jsonb,
					coalesce(${entry.availableAt ?? null}::timestamptz, now()))`,
		),
		sql`, `,
	);
	await db.execute(sql`insert into outbox (id, type, aggregate, handler, payload, available_at) values ${rows}`);
}

/**
 * Claims up to `limit` entries due for delivery, for `leaseMs`: each the
 * oldest pending entry of its aggregate (a later one waits until every
 * earlier one of its aggregate is done or dead), not claimed by a runner
 * whose lease still runs. `for update skip locked` lets runners of many
 * processes claim at once without ever taking the same entry; the lease
 * (`claimed_until`, on the database's clock) hands a killed runner's entries
 * to another once it lapses. Counts the attempt.
 */
export async function claimOutboxEntries(
	db: Db,
	runner: string,
	leaseMs: number,
	limit: number,
): Promise<ClaimedEntry[]> {
	return queryRows<ClaimedEntry>(
		db,
		sql`with next as (
				select o.id from outbox o
				where o.state = 'pending' and o.available_at <= now()
					and (o.claimed_until is null or o.claimed_until < now())
					and not exists (
						select 1 from outbox e where e.aggregate = o.aggregate and e.seq < o.seq and e.state = 'pending'
					)
				order by o.seq
				limit ${limit}
				for update skip locked
			)
			update outbox set claimed_until = now() + make_interval(secs => ${leaseMs / 1000}),
				claimed_by = ${runner}, attempts = outbox.attempts + 1
			from next where outbox.id = next.id
			returning outbox.id, outbox.seq::int as seq, outbox.type, outbox.aggregate, outbox.handler, outbox.payload,
				outbox.attempts`,
	);
}

/** true when `handler` already handled the event (its delivery record exists). */
export async function wasHandled(db: Db, eventId: string, handler: string): Promise<boolean> {
	const rows = await queryRows<{ one: number }>(
		db,
		sql`select 1 as one from outbox_handled where event_id = ${eventId}::uuid and handler = ${handler}`,
	);
	return rows.length > 0;
}

interface AttemptEnd {
	id: string;
	handler: string;
	runner: string;
	attempt: number;
	startedAt: Date;
}

/**
 * Records a delivered entry: its attempt, the handler's delivery record and
 * the state `done`, in one transaction. Only the runner holding the claim
 * records it; answers false when the claim was lost (another runner took the
 * entry after the lease lapsed).
 */
export async function recordDelivered(db: Db, end: AttemptEnd): Promise<boolean> {
	return db.transaction(async (tx) => {
		const rows = await queryRows<{ id: string }>(
			tx,
			sql`update outbox set state = 'done', done_at = now(), claimed_until = null, last_error = null
				where id = ${end.id}::uuid and claimed_by = ${end.runner} and state = 'pending' returning id`,
		);
		await tx.execute(
			sql`insert into outbox_handled (event_id, handler) values (${end.id}::uuid, ${end.handler}) on conflict do nothing`,
		);
		await tx.execute(
			sql`insert into outbox_attempts (entry_id, attempt, runner, started_at)
				values (${end.id}::uuid, ${end.attempt}, ${end.runner}, ${end.startedAt.toISOString()}::timestamptz)`,
		);
		return rows.length > 0;
	});
}

/**
 * Records a failed attempt: the entry waits `retryInMs` before the next, or,
 * with `dead`, is tried no more until staff retry it.
 */
export async function recordFailed(
	db: Db,
	end: AttemptEnd & { error: string; dead: boolean; retryInMs: number },
): Promise<void> {
	await db.transaction(async (tx) => {
		await tx.execute(
			sql`update outbox set state = ${end.dead ? "dead" : "pending"}, claimed_until = null, last_error = ${end.error},
					available_at = now() + make_interval(secs => ${end.retryInMs / 1000})
				where id = ${end.id}::uuid and claimed_by = ${end.runner} and state = 'pending'`,
		);
		await tx.execute(
			sql`insert into outbox_attempts (entry_id, attempt, runner, started_at, error)
				values (${end.id}::uuid, ${end.attempt}, ${end.runner}, ${end.startedAt.toISOString()}::timestamptz, ${end.error})`,
		);
	});
}

/** The entries in `state`, newest first, each with its attempts (the console's outbox page). */
export async function listOutboxEntries(
	db: Db,
	{ state, limit = 100 }: { state: OutboxState; limit?: number },
): Promise<OutboxEntryRow[]> {
	return queryRows<OutboxEntryRow>(
		db,
		sql`select o.id, o.seq::int as seq, o.type, o.aggregate, o.handler, o.state, o.attempts,
				o.available_at as "availableAt", o.claimed_until as "claimedUntil", o.last_error as "lastError",
				o.created_at as "createdAt", o.done_at as "doneAt",
				coalesce((select json_agg(json_build_object('attempt', a.attempt, 'runner', a.runner,
						'startedAt', a.started_at, 'finishedAt', a.finished_at, 'error', a.error) order by a.id)
					from outbox_attempts a where a.entry_id = o.id), '[]'::json) as "attemptLog"
			from outbox o where o.state = ${state}
			order by o.seq desc limit ${limit}`,
	);
}

/** How many entries are in each state. */
export async function countOutboxEntries(db: Db): Promise<Record<OutboxState, number>> {
	const rows = await queryRows<{ state: OutboxState; count: number }>(
		db,
		sql`select state, count(*)::int as count from outbox group by state`,
	);
	const counts: Record<OutboxState, number> = { pending: 0, done: 0, dead: 0 };
	for (const row of rows) counts[row.state] = row.count;
	return counts;
}

/**
 * Puts a dead entry back to pending with its attempts counted afresh (its
 * attempt log stays). Answers its state before, or null when there is no
 * dead entry of that id.
 */
export async function retryDeadEntry(db: Db, id: string): Promise<{ id: string; attempts: number } | null> {
	const [row] = await queryRows<{ id: string; attempts: number }>(
		db,
		sql`update outbox o set state = 'pending', attempts = 0, available_at = now(), claimed_until = null
			from (select id, attempts from outbox where id = ${id}::uuid and state = 'dead' for update) before
			where o.id = before.id returning o.id, before.attempts`,
	);
	return row ?? null;
}

/**
 * Erasure (issue 30): a deleted customer's phone and e-mail are replaced in every outbox payload (an order SMS
 * names the phone). An entry still pending then goes to the placeholder, which no provider delivers.
 */
export async function scrubOutboxPayloads(db: Db, values: readonly string[], replacement: string): Promise<void> {
	for (const value of values) {
		if (value.length < 5) continue;
		await db.execute(
			sql`update outbox set payload = replace(payload::text, ${value}, ${replacement})::jsonb
				where payload::text like ${`%${value}%`}`,
		);
	}
}

/**
 * Makes an aggregate's pending entries of `handler` due now (a WhatsApp "failed" status hastens its
 * message's fallback instead of writing a second one). Answers how many.
 */
export async function hastenOutboxEntries(db: Db, aggregate: string, handler: string): Promise<number> {
	const rows = await queryRows<{ id: string }>(
		db,
		sql`update outbox set available_at = now()
			where aggregate = ${aggregate} and handler = ${handler} and state = 'pending' and available_at > now()
			returning id`,
	);
	return rows.length;
}

/**
 * The messages sent to a phone (issue 30: the shopper's data export): outbox entries of the message handlers
 * delivered to it, with the words or template they carried. Read by value of the phone in the payload.
 */
export function messagesSentTo(
	db: Db,
	phone: string,
): Promise<{ at: string; kind: string; text: string | null; template: string | null }[]> {
	return queryRows(
		db,
		sql`select coalesce(done_at, created_at)::text as at, type as kind,
				payload->'sms'->>'message' as text, payload->>'templateKey' as template
			from outbox
			where state = 'done' and handler in ('order-sms', 'message')
				and (payload->'sms'->>'to' = ${phone} or payload->>'to' = ${phone})
			order by seq`,
	);
}
