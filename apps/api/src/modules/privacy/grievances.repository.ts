import { randomInt } from "node:crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { grievanceOfficer, grievances } from "../../db/schema/index.ts";

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceOfficerRow = typeof grievanceOfficer.$inferSelect;

export interface NewGrievance {
	userId: number | null;
	name: string;
	email: string;
	phone: string | null;
	topic: string;
	orderRef: string | null;
	message: string;
	requesterIp: string | null;
}

/** A ticket number: `G` + 8 digits, random so that one ticket does not tell how many others there are. */
const newTicket = () => `G${randomInt(10_000_000, 100_000_000)}`;

/** Stores a grievance under a fresh ticket number (a clash, one in tens of millions, draws again). */
export async function insertGrievance(db: Db, values: NewGrievance): Promise<GrievanceRow> {
	for (let attempt = 0; attempt < 5; attempt++) {
		const [row] = await db
			.insert(grievances)
			.values({ ...values, ticket: newTicket() })
			.onConflictDoNothing({ target: grievances.ticket })
			.returning();
		if (row) return row;
	}
	throw new Error("no free grievance ticket number");
}

/** The tickets a shopper filed while signed in, newest first: only theirs. */
export function grievancesOfUser(db: Db, userId: number): Promise<GrievanceRow[]> {
	return db
		.select()
		.from(grievances)
		.where(eq(grievances.userId, userId))
		.orderBy(desc(grievances.createdAt), desc(grievances.id));
}

export async function listGrievances(
	db: Db,
	{ openOnly, page, pageSize }: { openOnly: boolean; page: number; pageSize: number },
): Promise<{ rows: GrievanceRow[]; total: number }> {
	const where = openOnly ? isNull(grievances.resolvedAt) : undefined;
	const rows = await db
		.select()
		.from(grievances)
		.where(where)
		.orderBy(grievances.createdAt, grievances.id)
		.limit(pageSize)
		.offset((page - 1) * pageSize);
	const [total] = await db.select({ n: count() }).from(grievances).where(where);
	return { rows, total: total?.n ?? 0 };
}

export async function lockGrievance(db: Db, id: number): Promise<GrievanceRow | undefined> {
	const [row] = await db.select().from(grievances).where(eq(grievances.id, id)).for("update");
	return row;
}

export async function markAcknowledged(db: Db, id: number, by: string, at: Date): Promise<GrievanceRow | undefined> {
	const [row] = await db
		.update(grievances)
		.set({ acknowledgedAt: at, acknowledgedBy: by })
		.where(and(eq(grievances.id, id), isNull(grievances.acknowledgedAt)))
		.returning();
	return row;
}

export async function markResolved(
	db: Db,
	id: number,
	by: string,
	note: string,
	at: Date,
): Promise<GrievanceRow | undefined> {
	const [row] = await db
		.update(grievances)
		.set({ resolvedAt: at, resolvedBy: by, resolutionNote: note })
		.where(and(eq(grievances.id, id), isNull(grievances.resolvedAt)))
		.returning();
	return row;
}

export async function readGrievanceOfficer(db: Db): Promise<GrievanceOfficerRow | undefined> {
	const [row] = await db.select().from(grievanceOfficer).where(eq(grievanceOfficer.id, 1));
	return row;
}

export async function saveGrievanceOfficer(
	db: Db,
	values: { name: string; email: string; phone: string },
): Promise<GrievanceOfficerRow> {
	const [row] = await db
		.insert(grievanceOfficer)
		.values({ id: 1, ...values })
		.onConflictDoUpdate({ target: grievanceOfficer.id, set: { ...values, updatedAt: new Date() } })
		.returning();
	if (!row) throw new Error("grievance officer not saved");
	return row;
}
