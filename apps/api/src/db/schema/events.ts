import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The transactional outbox (modules/events, decision 033): one row per event and handler that must cause an outside effect (an
 * SMS, later a courier call, an alert), written in the transaction that made
 * the event happen, and delivered after commit by the outbox runner (jobs/):
 * at least once, in order per aggregate (`seq` within `aggregate`), retried
 * with backoff, `dead` after too many failures.
 */
export const outbox = pgTable(
	"outbox",
	{
		/** the event's id: the idempotency key a handler (and an outside provider) dedups by */
		id: uuid().primaryKey(),
		/** the order of writing: per aggregate, an entry is not tried while an earlier one is pending */
		seq: bigint({ mode: "number" }).notNull().generatedAlwaysAsIdentity(),
		/** the event's type ("OrderPlaced", …) */
		type: text().notNull(),
		/** what the event is about, e.g. "order:42": entries of one aggregate are delivered in order */
		aggregate: text().notNull(),
		/** the handler that delivers it ("order-sms", …) */
		handler: text().notNull(),
		payload: jsonb().notNull(),
		/** pending (to deliver, or being delivered while claimed_until is ahead), done, dead */
		state: text().notNull().default("pending"),
		/** attempts made so far (the attempts table keeps each one) */
		attempts: integer().notNull().default(0),
		/** not tried before this time (the backoff after a failure) */
		availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** a runner's claim: no other runner takes the entry until this time; a killed runner's claim lapses */
		claimedUntil: timestamp({ withTimezone: true }),
		claimedBy: text(),
		lastError: text(),
		createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		doneAt: timestamp({ withTimezone: true }),
	},
	(t) => [
		check("outbox_state_check", sql`${t.state} in ('pending', 'done', 'dead')`),
		index("outbox_pending_idx").on(t.seq).where(sql`${t.state} = 'pending'`),
		index("outbox_aggregate_pending_idx").on(t.aggregate, t.seq).where(sql`${t.state} = 'pending'`),
		index("outbox_state_created_idx").on(t.state, t.createdAt),
	],
);

/** Each delivery attempt of an outbox entry: when, by which runner, and how it ended. */
export const outboxAttempts = pgTable(
	"outbox_attempts",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		entryId: uuid()
			.notNull()
			.references(() => outbox.id, { onDelete: "cascade" }),
		attempt: integer().notNull(),
		runner: text().notNull(),
		startedAt: timestamp({ withTimezone: true }).notNull(),
		finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** null when it succeeded */
		error: text(),
	},
	(t) => [index("outbox_attempts_entry_idx").on(t.entryId, t.attempt)],
);

/**
 * What a handler has done, by event id: a handler that finds its row skips
 * the event (a delivery repeated after a crash between the effect and the
 * entry's `done` does not act twice where the effect is in this database).
 */
export const outboxHandled = pgTable(
	"outbox_handled",
	{
		eventId: uuid().notNull(),
		handler: text().notNull(),
		handledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);
