import { isStaffRole, STAFF_IDLE_TIMEOUT_MINUTES, type UserRole } from "@pitara/shared";

/** How long a session lives after its last use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** However often it is used, a session ends this long after the login (a stolen token does not live for ever). */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** A session's expiry slides forward at most this often, so reads do not each cost a write. */
export const SLIDE_EVERY_MS = 10 * 60 * 1000;
/**
 * A staff member's session (any staff role) ends after this long without a request, whatever its expiry says:
 * a console left open on a shared counter computer does not stay an admin's for a month. Measured from
 * `last_used_at`, which moves at most every SLIDE_EVERY_MS, so it may end up to that much sooner. It applies
 * from the moment the role is granted, to sessions begun before.
 */
export const STAFF_IDLE_MS = STAFF_IDLE_TIMEOUT_MINUTES * 60 * 1000;

export type Role = UserRole;

/** When a session used at `now` expires: 30 days on, but never past 90 days after it began. */
export function sessionExpiry(createdAt: Date, now: Date = new Date()): Date {
	return new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_MAX_AGE_MS));
}

/** Whether a session last used at `lastUsedAt` has been idle too long for a user of this role. */
export function idleTooLong(role: Role, lastUsedAt: Date, now: Date = new Date()): boolean {
	return isStaffRole(role) && now.getTime() - lastUsedAt.getTime() > STAFF_IDLE_MS;
}
