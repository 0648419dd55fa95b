import type { UserInfo } from "@pitara/shared";
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { catalogueChanged, catalogueTags } from "../../lib/catalogue-changes.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { sessionExpiry } from "./session-rules.ts";

type UserRow = typeof users.$inferSelect;

/** A user row as the API answers it (SPEC.md §3 `userInfo`). */
export function toUserInfo(row: UserRow): UserInfo {
	return {
		user_id: row.id,
		full_name: row.fullName,
		email: row.email,
		phone: row.phone,
		gender: row.gender,
		dob: row.dob,
		role: row.role,
		updated_at: row.updatedAt.toISOString(),
	};
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
	const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
	return row;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
	const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
	return row;
}

/**
 * The one way to hold a user's row until the transaction ends: whatever
 * must happen one at a time for one shopper (cart and wishlist changes, the
 * checks of an order, gift card tries, login codes for a phone) takes it
 * first, so that concurrent requests run one after another. "no key update",
 * because rows that refer to the user (an order, a cart line) take key-share
 * locks on it as they are written: "update" would wait on those and could
 * deadlock with the other transaction.
 */
async function lockUserWhere(db: Db, where: SQL): Promise<{ id: number } | undefined> {
	const [row] = await db.select({ id: users.id }).from(users).where(where).for("no key update");
	return row;
}

export async function lockUser(db: Db, userId: number): Promise<void> {
	await lockUserWhere(db, eq(users.id, userId));
}

/** The password hash of an erased account (anonymiseUser): no password matches it. */
const ERASED_PASSWORD_HASH = "!erased";

/**
 * lockUser as a CTE body of a larger statement (placing an order reads what it
 * needs in the statement that takes the lock): the user's row, locked, and
 * whether the account is erased. The statement reads other tables from the
 * snapshot it began with, so what the lock protects must be read by a later
 * statement of the transaction; the locked row itself is its newest version
 * (a lock that waited reads the row as the holder committed it), so `erased`
 * is true when an erasure that held the lock committed first (decision 051).
 */
export function lockUserSql(userId: number): SQL {
	return sql`(select id, password_hash = ${ERASED_PASSWORD_HASH} as erased from users where id = ${userId} for no key update)`;
}

/** Locks the user with this phone (see lockUser), so that code requests for one phone queue up. */
export function lockUserByPhone(db: Db, phone: string): Promise<{ id: number } | undefined> {
	return lockUserWhere(db, eq(users.phone, phone));
}

/** How to reach a user: for order messages and invoices. */
export async function findUserContact(
	db: Db,
	userId: number,
): Promise<{ fullName: string; email: string; phone: string } | undefined> {
	const [row] = await db
		.select({ fullName: users.fullName, email: users.email, phone: users.phone })
		.from(users)
		.where(eq(users.id, userId));
	return row;
}

/** The full names of these users, by id (reviews show who wrote them). */
export async function userNames(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
	const ids = [...new Set(userIds)];
	if (ids.length === 0) return new Map();
	const rows = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
	return new Map(rows.map((row) => [row.id, row.fullName]));
}

/** Which of a phone and an e-mail already belong to an account. */
export async function findTaken(db: Db, phone: string, email: string): Promise<{ phone: boolean; email: boolean }> {
	const rows = await db
		.select({ phone: users.phone, email: users.email })
		.from(users)
		.where(or(eq(users.phone, phone), eq(users.email, email)));
	return { phone: rows.some((row) => row.phone === phone), email: rows.some((row) => row.email === email) };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
	const [row] = await db.insert(users).values(values).returning();
	if (!row) throw new Error("user not inserted");
	return row;
}

export async function updateProfile(
	db: Db,
	id: number,
	fields: { fullName: string; gender: string; dob: string },
): Promise<UserRow | undefined> {
	const [row] = await db
		.update(users)
		.set({ ...fields, updatedAt: new Date() })
		.where(eq(users.id, id))
		.returning();
	// the catalogue's cached reviews show the reviewer's name
	if (row) catalogueChanged(db, [catalogueTags.reviewer(id)]);
	return row;
}

/** Starts a session and answers its bearer token; only the token's SHA-256 is stored. */
export async function createSession(db: Db, userId: number): Promise<string> {
	const token = newToken();
	const now = new Date();
	// 30 days, sliding with use (plugins/auth.ts) up to 90 days after this login
	await db
		.insert(sessions)
		.values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt: sessionExpiry(now, now) });
	return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
	await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of the user ("log out of all devices"); answers how many were ended. */
export async function revokeAllSessions(db: Db, userId: number): Promise<number> {
	const ended = await db
		.update(sessions)
		.set({ revokedAt: new Date() })
		.where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
		.returning({ id: sessions.id });
	return ended.length;
}

/** A session by its token, with its user, unless it was revoked, has expired or began before `bornAfter`. */
export async function findLiveSession(db: Db, token: string, now: Date, bornAfter: Date) {
	const [row] = await db
		.select({
			sessionId: sessions.id,
			createdAt: sessions.createdAt,
			expiresAt: sessions.expiresAt,
			lastUsedAt: sessions.lastUsedAt,
			id: users.id,
			role: users.role,
			fullName: users.fullName,
			email: users.email,
			phone: users.phone,
		})
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.where(
			and(
				eq(sessions.tokenHash, hashToken(token)),
				isNull(sessions.revokedAt),
				gt(sessions.expiresAt, now),
				gt(sessions.createdAt, bornAfter),
			),
		)
		.limit(1)
		// every signed-in request asks it: prepared once per pooled connection (decision 027)
		.prepare("find_live_session")
		.execute();
	return row;
}

/** A session was used: its last use is now, and it expires later. */
export async function slideSession(db: Db, sessionId: number, now: Date, expiresAt: Date): Promise<void> {
	await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

/**
 * Erasure (issue 30, decision 051): the user's row stays (orders and credit entries point at it) but keeps no datum
 * of theirs: the name becomes "Deleted customer", the e-mail and phone placeholders that free the real ones to
 * register again (the phone `0` + the id: no Indian mobile number begins with 0), the password unusable, gender and
 * birth date gone. Answers the phone and e-mail it had.
 */
export async function anonymiseUser(
	db: Db,
	id: number,
	name: string,
): Promise<{ phone: string; email: string } | undefined> {
	const [before] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, id));
	if (!before) return undefined;
	await db
		.update(users)
		.set({
			fullName: name,
			email: `deleted-${id}@erased.invalid`,
			phone: `0${String(id).padStart(9, "0")}`,
			passwordHash: ERASED_PASSWORD_HASH,
			gender: null,
			dob: null,
			updatedAt: new Date(),
		})
		.where(eq(users.id, id));
	catalogueChanged(db, [catalogueTags.reviewer(id)]);
	return before;
}

/** Deletes every session of a user (an erased account keeps none, not even revoked ones). */
export async function deleteSessionsOfUser(db: Db, userId: number): Promise<number> {
	return (await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length;
}

/** Retention: sessions that expired or were ended before `before`. */
export async function deleteEndedSessions(db: Db, before: Date): Promise<number> {
	const gone = await db
		.delete(sessions)
		.where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
		.returning({ id: sessions.id });
	return gone.length;
}

/** Keeps the storefront language the shopper chose (decision 060). */
export async function setUserLanguage(db: Db, userId: number, language: "en" | "hi"): Promise<void> {
	await db.update(users).set({ language }).where(eq(users.id, userId));
}
