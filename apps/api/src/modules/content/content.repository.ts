import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { banners, contactMessages, newsletterSubscribers } from "../../db/schema/index.ts";
import { emitAfterCommit } from "../events/index.ts";

/* banners ---------------------------------------------------------------- */

export type BannerRow = typeof banners.$inferSelect;

/**
 * Banners in display order; unless `all`, only those the storefront shows now: active, and inside their shown
 * from / until moments (the database's clock; decision 064).
 */
export async function listBanners(db: Db, { all = false }: { all?: boolean } = {}): Promise<BannerRow[]> {
	return db
		.select()
		.from(banners)
		.where(
			all
				? undefined
				: and(
						eq(banners.status, 1),
						sql`(${banners.startsAt} is null or ${banners.startsAt} <= now())`,
						sql`(${banners.endsAt} is null or ${banners.endsAt} > now())`,
					),
		)
		.orderBy(asc(banners.position), asc(banners.id));
}

/**
 * Says "the banners changed" when a banner's shown from / until moment fell in the last `windowMs`, so that the
 * cached home page and banner answers follow (run by the scheduled job, jobs/index.ts; idempotent).
 */
export async function announceBannerMoments(db: Db, windowMs = 120_000): Promise<number> {
	const [row] = await db
		.select({ count: sql<number>`count(*)::int` })
		.from(banners)
		.where(
			sql`(${banners.startsAt} <= now() and ${banners.startsAt} > now() - make_interval(secs => ${windowMs / 1000}))
				or (${banners.endsAt} <= now() and ${banners.endsAt} > now() - make_interval(secs => ${windowMs / 1000}))`,
		);
	const moments = row?.count ?? 0;
	if (moments > 0) emitAfterCommit(db, { type: "BannerChanged" });
	return moments;
}

/** How many banners have a Hindi alt text (decision 061): the console's "translated: x%". */
export async function bannerTranslationCount(db: Db): Promise<{ total: number; translated: number }> {
	const [row] = await db
		.select({ total: sql<number>`count(*)::int`, translated: sql<number>`count(nullif(${banners.altHi}, ''))::int` })
		.from(banners);
	return { total: row?.total ?? 0, translated: row?.translated ?? 0 };
}

export type BannerValues = Omit<typeof banners.$inferInsert, "id" | "createdAt">;

export async function insertBanner(db: Db, values: BannerValues): Promise<BannerRow> {
	const [row] = await db.insert(banners).values(values).returning();
	if (!row) throw new Error("banner not inserted");
	emitAfterCommit(db, { type: "BannerChanged" });
	return row;
}

export async function updateBanner(db: Db, id: number, values: Partial<BannerValues>): Promise<BannerRow | undefined> {
	const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
	if (row) emitAfterCommit(db, { type: "BannerChanged" });
	return row;
}

export async function deleteBanner(db: Db, id: number): Promise<boolean> {
	const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
	if (rows.length > 0) emitAfterCommit(db, { type: "BannerChanged" });
	return rows.length > 0;
}

/* newsletter ------------------------------------------------------------- */

/** Adds the (already lower-cased) address; false when it was on the list before. */
export async function addSubscriber(db: Db, email: string): Promise<boolean> {
	const rows = await db
		.insert(newsletterSubscribers)
		.values({ email })
		.onConflictDoNothing()
		.returning({ id: newsletterSubscribers.id });
	return rows.length > 0;
}

export async function listSubscribers(db: Db, page: number, pageSize: number) {
	const rows = await db
		.select({
			id: newsletterSubscribers.id,
			email: newsletterSubscribers.email,
			createdAt: newsletterSubscribers.createdAt,
		})
		.from(newsletterSubscribers)
		.orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
		.limit(pageSize)
		.offset((page - 1) * pageSize);
	const [total] = await db.select({ n: count() }).from(newsletterSubscribers);
	return { rows, total: total?.n ?? 0 };
}

/* contact messages ------------------------------------------------------- */

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
	db: Db,
	values: { name: string; email: string; message: string; phone?: string | null; requesterIp: string | null },
): Promise<number> {
	const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
	if (!row) throw new Error("contact message not inserted");
	return row.id;
}

export async function listContactMessages(
	db: Db,
	{ unreadOnly, page, pageSize }: { unreadOnly: boolean; page: number; pageSize: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
	const where = unreadOnly ? isNull(contactMessages.readAt) : undefined;
	const rows = await db
		.select()
		.from(contactMessages)
		.where(where)
		.orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
		.limit(pageSize)
		.offset((page - 1) * pageSize);
	const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
	return { rows, total: total?.n ?? 0 };
}

export async function setContactMessageRead(db: Db, id: number, read: boolean): Promise<ContactMessageRow | undefined> {
	const [row] = await db
		.update(contactMessages)
		.set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
		.where(eq(contactMessages.id, id))
		.returning();
	return row;
}

/** The messages sent through the contact form from an e-mail address (a shopper's data export), oldest first. */
export function contactMessagesOfEmail(db: Db, email: string) {
	return db
		.select({
			name: contactMessages.name,
			message: contactMessages.message,
			phone: contactMessages.phone,
			createdAt: contactMessages.createdAt,
		})
		.from(contactMessages)
		.where(eq(contactMessages.email, email))
		.orderBy(asc(contactMessages.createdAt));
}

/** Whether an e-mail address receives the newsletter, and since when. */
export async function subscriberOfEmail(db: Db, email: string): Promise<{ createdAt: Date } | undefined> {
	const [row] = await db
		.select({ createdAt: newsletterSubscribers.createdAt })
		.from(newsletterSubscribers)
		.where(eq(newsletterSubscribers.email, email));
	return row;
}

/** Erasure: the contact messages and the newsletter subscription of an e-mail address. */
export async function eraseContentOfEmail(db: Db, email: string): Promise<number> {
	const messages = await db
		.delete(contactMessages)
		.where(eq(contactMessages.email, email))
		.returning({ id: contactMessages.id });
	const subscribers = await db
		.delete(newsletterSubscribers)
		.where(eq(newsletterSubscribers.email, email))
		.returning({ id: newsletterSubscribers.id });
	return messages.length + subscribers.length;
}

/** Retention: contact messages the staff marked handled before `before`. */
export async function deleteHandledContactMessages(db: Db, before: Date): Promise<number> {
	const gone = await db
		.delete(contactMessages)
		.where(
			sql`${contactMessages.readAt} is not null and ${contactMessages.readAt} < ${before.toISOString()}::timestamptz`,
		)
		.returning({ id: contactMessages.id });
	return gone.length;
}
