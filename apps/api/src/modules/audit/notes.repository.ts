import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { staffNotes } from "../../db/schema/index.ts";

export type StaffNoteRow = typeof staffNotes.$inferSelect;
export type StaffNoteSubject = "order" | "customer";

/** A subject's notes, newest first (at most 200: notes are short and few). */
export function notesOf(db: Db, subject: StaffNoteSubject, subjectId: number): Promise<StaffNoteRow[]> {
	return db
		.select()
		.from(staffNotes)
		.where(and(eq(staffNotes.subject, subject), eq(staffNotes.subjectId, subjectId)))
		.orderBy(desc(staffNotes.id))
		.limit(200);
}

export async function insertStaffNote(
	db: Db,
	values: Omit<typeof staffNotes.$inferInsert, "id" | "createdAt">,
): Promise<StaffNoteRow> {
	const [row] = await db.insert(staffNotes).values(values).returning();
	if (!row) throw new Error("note not written");
	return row;
}

/** An erased account's notes, on it and on its orders (privacy/erasure-plan.ts). */
export async function deleteStaffNotesOfUser(db: Db, userId: number): Promise<number> {
	const gone = await db
		.delete(staffNotes)
		.where(eq(staffNotes.customerUserId, userId))
		.returning({ id: staffNotes.id });
	return gone.length;
}
