import { STAFF_IDLE_TIMEOUT_MINUTES } from "@pitara/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sessions, users } from "../db/schema/index.ts";
import { forbidden, unauthorized } from "../lib/errors.ts";
import { hashToken } from "../lib/tokens.ts";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** However often it is used, a session ends this long after the login (a stolen token does not live for ever). */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** When a session used at `now` expires: 30 days on, but never past 90 days after it began. */
export function sessionExpiry(createdAt: Date, now: Date = new Date()): Date {
	return new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_MAX_AGE_MS));
}
/**
 * A staff member's session (role `admin`) ends after this long without a request, whatever its expiry says:
 * a console left open on a shared counter computer does not stay an admin's for a month. Measured from
 * `last_used_at`, which moves at most every SLIDE_EVERY_MS, so it may end up to that much sooner. It applies
 * from the moment the role is granted, to sessions begun before.
 */
export const STAFF_IDLE_MS = STAFF_IDLE_TIMEOUT_MINUTES * 60 * 1000;

/** Whether a session last used at `lastUsedAt` has been idle too long for a user of this role. */
export function idleTooLong(role: AuthUser["role"], lastUsedAt: Date, now: Date = new Date()): boolean {
	return role === "admin" && now.getTime() - lastUsedAt.getTime() > STAFF_IDLE_MS;
}

/** A session's expiry slides forward at most this often, so reads do not each cost a write. */
const SLIDE_EVERY_MS = 10 * 60 * 1000;

export interface AuthUser {
	id: number;
	sessionId: number;
	role: "customer" | "admin";
	fullName: string;
	email: string;
	phone: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

function bearerToken(request: FastifyRequest): string | null {
	const header = request.headers.authorization;
	if (!header) return null;
	const match = /^Bearer\s+(\S+)$/i.exec(header);
	return match?.[1] ?? null;
}

/**
 * Resolves `Authorization: Bearer <token>` to a user on every request. A
 * missing token leaves `request.user` null; a forged, revoked or expired one
 * is a 401 so that the web app clears its session. A session lives 30 days
 * from its last use, and never longer than 90 days from its login; a staff
 * member's ends after 12 hours without use (STAFF_IDLE_MS).
 */
export default fp(
	async function auth(app: FastifyInstance) {
		app.decorateRequest("user", null);

		app.addHook("onRequest", async (request) => {
			if (!request.url.startsWith("/api/")) return;
			const token = bearerToken(request);
			if (token === null) return;
			if (!TOKEN_PATTERN.test(token))
				throw unauthorized("Your session has expired. Please log in again.", "INVALID_TOKEN");
			const now = new Date();
			const [row] = await app.db
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
						gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
					),
				)
				.limit(1);
			if (!row) throw unauthorized("Your session has expired. Please log in again.", "INVALID_TOKEN");
			if (idleTooLong(row.role, row.lastUsedAt, now)) {
				// ended for good: using it again later must not find it alive
				await app.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.sessionId));
				throw unauthorized(
					`Your staff session ended after ${STAFF_IDLE_TIMEOUT_MINUTES / 60} hours without use. Please log in again.`,
					"INVALID_TOKEN",
				);
			}
			if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
				await app.db
					.update(sessions)
					.set({ lastUsedAt: now, expiresAt: sessionExpiry(row.createdAt, now) })
					.where(eq(sessions.id, row.sessionId));
			}
			request.user = {
				id: row.id,
				sessionId: row.sessionId,
				role: row.role,
				fullName: row.fullName,
				email: row.email,
				phone: row.phone,
			};
		});

		app.decorate("authenticate", async (request: FastifyRequest) => {
			if (!request.user) throw unauthorized();
		});
		app.decorate("requireAdmin", async (request: FastifyRequest) => {
			if (!request.user) throw unauthorized();
			if (request.user.role !== "admin") throw forbidden("Only the shop's staff can do that.");
		});
	},
	{ name: "auth" },
);

/** The caller, for handlers behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
	if (!request.user) throw unauthorized();
	return request.user;
}

/**
 * A `user_id` / `userId` / `id` sent in a body must be the caller's own: the
 * server takes the user from the token and refuses anything else with 403.
 */
export function assertSelf(request: FastifyRequest, claimed: unknown): AuthUser {
	const user = currentUser(request);
	if (claimed === undefined || claimed === null || claimed === "") return user;
	if (String(claimed) !== String(user.id)) throw forbidden("You can only act on your own account.", "NOT_YOUR_ACCOUNT");
	return user;
}

/** The caller, after checking that a `user_id` and a `userId` sent in the body are theirs (403 otherwise). */
export function owner(
	request: FastifyRequest,
	body: { user_id?: number | undefined; userId?: number | undefined },
): AuthUser {
	assertSelf(request, body.user_id);
	return assertSelf(request, body.userId);
}
