import type { Db } from "../../db/client.ts";
import { transaction } from "../events/index.ts";
import { insertAuditEntry, listAuditEntries } from "./audit.repository.ts";

/** The member of staff making a change (from the session: `currentUser(request)`). */
export interface StaffActor {
	userId: number;
	name: string;
}

/** Who made a change: a member of staff, or (userId null) the shop's command line, named. */
export interface AuditActor {
	userId: number | null;
	name: string;
}

/** What a change did, as the audit log keeps it; `result` is what the caller gets back. */
export interface AuditedChange<T> {
	/** the changed entity's id (a new entity's id once it is inserted) */
	entityId: string | number;
	/** the entity before the change (null for a creation); plain JSON, in the API's own names */
	before: unknown;
	/** the entity after the change (null for a deletion) */
	after: unknown;
	result: T;
}

/**
 * The one way an admin write is made: runs `change` in a transaction and, in
 * that same transaction, appends the audit entry (who, when, entity, action,
 * before, after). If `change` throws, the transaction rolls back and no entry
 * is written; if the entry cannot be written, the change rolls back with it.
 *
 * `change` gets the transaction and calls the owning domain's services (which
 * take a `Db` that may be a transaction) through their module's index.ts.
 * Effects that must wait for the commit (an SMS, a gateway refund, a cache
 * invalidation other processes act on) run after `audited` returns.
 *
 *     const order = await audited(app.db, staffOf(request), { entity: "order", action: "status" }, async (tx) => {
 *       const change = await changeOrderStatusIn(tx, ...);
 *       return { entityId: change.order.id, before: auditOrder(change.before), after: auditOrder(change.order), result: change };
 *     });
 */
export async function audited<T>(
	db: Db,
	actor: AuditActor,
	what: { entity: string; action: string },
	change: (tx: Db) => Promise<AuditedChange<T>>,
): Promise<T> {
	return transaction(db, async (tx) => {
		const done = await change(tx);
		await insertAuditEntry(tx, {
			actorUserId: actor.userId,
			actorName: actor.name,
			entity: what.entity,
			entityId: String(done.entityId),
			action: what.action,
			before: toJson(done.before),
			after: toJson(done.after),
		});
		return done.result;
	});
}

/** Dates become ISO strings and undefined fields disappear, as they would in the API's JSON. */
function toJson(value: unknown): unknown {
	if (value === undefined || value === null) return null;
	return JSON.parse(JSON.stringify(value));
}

/**
 * A member of staff looked at a customer's personal data (issue 30 item 5, DPDP §8(5)): appended to the audit log as
 * entity "customer", action "read", `after` naming what was seen. Reads change nothing, so this is written beside
 * the read rather than in a transaction with it.
 */
export async function recordCustomerRead(db: Db, actor: AuditActor, customerId: number, what: string): Promise<void> {
	await insertAuditEntry(db, {
		actorUserId: actor.userId,
		actorName: actor.name,
		entity: "customer",
		entityId: String(customerId),
		action: "read",
		before: null,
		after: { viewed: what },
	});
}

/** Who on the staff looked at a customer's data, and when, newest first (the customer's own data export). */
export async function staffReadsOf(db: Db, customerId: number): Promise<{ at: Date; staff: string; what: string }[]> {
	const { rows } = await listAuditEntries(
		db,
		{ entity: "customer", entityId: String(customerId) },
		{ page: 1, pageSize: 1000 },
	);
	return rows
		.filter((row) => row.action === "read")
		.map((row) => ({
			at: row.createdAt,
			staff: row.actorName,
			what: String((row.after as { viewed?: unknown } | null)?.viewed ?? ""),
		}));
}
