import { adminOutboxEntryParamSchema, adminOutboxQuerySchema, adminOutboxResponseSchema } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { audited } from "../../modules/audit/index.ts";
import {
	countOutboxEntries,
	listOutboxEntries,
	type OutboxEntryRow,
	retryDeadEntry,
} from "../../modules/events/index.ts";
import { staffOf } from "./staff-guard.ts";

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const toEntry = (row: OutboxEntryRow) => ({
	id: row.id,
	type: row.type,
	aggregate: row.aggregate,
	handler: row.handler,
	state: row.state,
	attempts: row.attempts,
	available_at: iso(row.availableAt),
	claimed_until: isoOrNull(row.claimedUntil),
	last_error: row.lastError,
	created_at: iso(row.createdAt),
	done_at: isoOrNull(row.doneAt),
	attempt_log: row.attemptLog.map((attempt) => ({
		attempt: attempt.attempt,
		runner: attempt.runner,
		started_at: iso(attempt.startedAt),
		finished_at: iso(attempt.finishedAt),
		error: attempt.error,
	})),
});

/**
 * The outbox (modules/events): what the shop still has to deliver (an order's
 * SMS …), what failed every attempt (dead: the runner tries it no more) and
 * each attempt, for the admin; a dead entry can be retried (audited).
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/outbox",
		{
			schema: {
				summary: "Outbox entries in one state (dead by default), newest first, each with its attempts",
				querystring: adminOutboxQuerySchema,
				response: { 200: adminOutboxResponseSchema },
			},
		},
		async (request) => {
			const [counts, rows] = await Promise.all([
				countOutboxEntries(app.db),
				listOutboxEntries(app.db, { state: request.query.state, limit: 100 }),
			]);
			return { status: true as const, response: { counts, entries: rows.map(toEntry) } };
		},
	);

	app.post(
		"/outbox/:id/retry",
		{
			schema: {
				summary: "Puts a dead outbox entry back for delivery, its attempts counted afresh",
				params: adminOutboxEntryParamSchema,
				response: { 200: z.object({ status: z.literal(true), message: z.string() }) },
			},
		},
		async (request) => {
			await audited(app.db, staffOf(request), { entity: "outbox_entry", action: "retry" }, async (tx) => {
				const before = await retryDeadEntry(tx, request.params.id);
				if (!before) throw notFound("No dead outbox entry with this id", "OUTBOX_ENTRY_NOT_FOUND");
				return {
					entityId: before.id,
					before: { state: "dead", attempts: before.attempts },
					after: { state: "pending", attempts: 0 },
					result: before,
				};
			});
			app.outbox.nudge();
			return { status: true as const, message: "The entry will be delivered again" };
		},
	);
};
