import { asc, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessageReplies, contactMessages } from "../../db/schema/index.ts";
import type { ContactMessageRow } from "./content.repository.ts";

/** The staff's side of a contact message (issue 27 item 5): the thread of replies and the count still to answer. */

export type ContactReplyRow = typeof contactMessageReplies.$inferSelect;

export async function findContactMessage(db: Db, id: number): Promise<ContactMessageRow | undefined> {
	const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
	return row;
}

/** A message's replies, oldest first. */
export function repliesOfMessage(db: Db, messageId: number): Promise<ContactReplyRow[]> {
	return db
		.select()
		.from(contactMessageReplies)
		.where(eq(contactMessageReplies.messageId, messageId))
		.orderBy(asc(contactMessageReplies.id));
}

export async function insertContactReply(
	tx: Db,
	values: typeof contactMessageReplies.$inferInsert,
): Promise<ContactReplyRow> {
	const [row] = await tx.insert(contactMessageReplies).values(values).returning();
	if (!row) throw new Error("reply not written");
	return row;
}

/** How many contact messages are not handled yet (the navigation's and the dashboard's count). */
export async function countUnhandledContactMessages(db: Db): Promise<number> {
	const [row] = await db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
	return row?.total ?? 0;
}
