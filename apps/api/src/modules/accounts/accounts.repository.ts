import type { UserInfo } from "@pitara/shared";
import { eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { sessionExpiry } from "../../plugins/auth.ts";

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

/** Locks the user with this phone until the transaction ends, so that code requests for one phone queue up. */
export async function lockUserByPhone(db: Db, phone: string): Promise<{ id: number } | undefined> {
	const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).for("update");
	return row;
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
