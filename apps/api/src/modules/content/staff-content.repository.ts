import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages, newsletterSubscribers } from "../../db/schema/index.ts";
import type { ContactMessageRow } from "./content.repository.ts";

/** The staff's reads of the two public forms: one message (held for a change), and every subscriber for the CSV. */

export async function lockContactMessage(db: Db, id: number): Promise<ContactMessageRow | undefined> {
	const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
	return row;
}

/** Every newsletter subscriber, oldest first. */
export async function allSubscribers(db: Db): Promise<{ id: number; email: string; createdAt: Date }[]> {
	return db
		.select({
			id: newsletterSubscribers.id,
			email: newsletterSubscribers.email,
			createdAt: newsletterSubscribers.createdAt,
		})
		.from(newsletterSubscribers)
		.orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
}
