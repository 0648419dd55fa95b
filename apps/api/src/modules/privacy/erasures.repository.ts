import { privacyCentreMessages } from "@pitara/shared";
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountErasures, grievances, retentionRuns } from "../../db/schema/index.ts";

/** The erasure of an account, if it was erased (a second request is told it is done). */
export async function findErasure(db: Db, userId: number) {
	const [row] = await db.select().from(accountErasures).where(eq(accountErasures.userId, userId));
	return row;
}

/** Records an erasure in its own transaction; answers false when the account was already erased. */
export async function insertErasure(db: Db, userId: number, taxRecordsKeptUntil: string | null): Promise<boolean> {
	const rows = await db
		.insert(accountErasures)
		.values({ userId, taxRecordsKeptUntil })
		.onConflictDoNothing({ target: accountErasures.userId })
		.returning({ id: accountErasures.id });
	return rows.length === 1;
}

/**
 * Erasure: a deleted account's grievances keep their ticket, topic, dates and resolution (the shop must show how it
 * answered) but no longer who filed them or what they wrote; the link to the account goes.
 */
export async function anonymiseGrievancesOfUser(db: Db, userId: number, name: string): Promise<number> {
	const rows = await db
		.update(grievances)
		.set({
			userId: null,
			name,
			email: "erased@erased.invalid",
			phone: null,
			orderRef: null,
			message: privacyCentreMessages.grievanceErasedOnRequest,
			requesterIp: null,
		})
		.where(eq(grievances.userId, userId))
		.returning({ id: grievances.id });
	return rows.length;
}

/** Retention: grievances resolved before `before` lose the filer's details and message (ticket and outcome stay). */
export async function scrubResolvedGrievances(db: Db, before: Date, name: string): Promise<number> {
	const rows = await db
		.update(grievances)
		.set({
			name,
			email: "erased@erased.invalid",
			phone: null,
			message: privacyCentreMessages.grievanceErasedAfterRetention,
			requesterIp: null,
		})
		.where(
			and(
				isNotNull(grievances.resolvedAt),
				lt(grievances.resolvedAt, before),
				sql`${grievances.email} <> 'erased@erased.invalid'`,
			),
		)
		.returning({ id: grievances.id });
	return rows.length;
}

export async function insertRetentionRun(db: Db, deleted: Record<string, number>): Promise<void> {
	await db.insert(retentionRuns).values({ deleted });
}

/** Retention of its own record: runs older than `before`. */
export async function deleteOldRetentionRuns(db: Db, before: Date): Promise<number> {
	return (await db.delete(retentionRuns).where(lt(retentionRuns.ranAt, before)).returning({ id: retentionRuns.id }))
		.length;
}

export function recentRetentionRuns(db: Db, limit = 10) {
	return db.select().from(retentionRuns).orderBy(desc(retentionRuns.ranAt)).limit(limit);
}
