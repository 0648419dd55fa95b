import { errorsMessages, STAFF_IDLE_TIMEOUT_MINUTES } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { unauthorized } from "../../lib/errors.ts";
import { findLiveSession, revokeSession, slideSession } from "./accounts.repository.ts";
import { idleTooLong, type Role, SESSION_MAX_AGE_MS, SLIDE_EVERY_MS, sessionExpiry } from "./session-rules.ts";

/** The user behind a request's live session. */
export interface AuthUser {
	id: number;
	sessionId: number;
	role: Role;
	fullName: string;
	email: string;
	phone: string;
}

const expired = () => unauthorized(errorsMessages.sessionExpired, "INVALID_TOKEN");

/**
 * The user a bearer token stands for, or a 401: a forged, revoked or expired
 * token, one past 90 days since its login, or a staff member's idle for 12
 * hours (that session is ended for good). A session in use slides its
 * expiry 30 days on, at most every 10 minutes.
 */
export async function userOfToken(db: Db, token: string, now = new Date()): Promise<AuthUser> {
	const row = await findLiveSession(db, token, now, new Date(now.getTime() - SESSION_MAX_AGE_MS));
	if (!row) throw expired();
	if (idleTooLong(row.role, row.lastUsedAt, now)) {
		// ended for good: using it again later must not find it alive
		await revokeSession(db, row.sessionId);
		throw unauthorized(
			// check-texts: console (staff read it)
			`Your staff session ended after ${STAFF_IDLE_TIMEOUT_MINUTES / 60} hours without use. Please log in again.`,
			"INVALID_TOKEN",
		);
	}
	if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
		await slideSession(db, row.sessionId, now, sessionExpiry(row.createdAt, now));
	}
	return {
		id: row.id,
		sessionId: row.sessionId,
		role: row.role,
		fullName: row.fullName,
		email: row.email,
		phone: row.phone,
	};
}
