import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { SESSION_MAX_AGE_MS } from "./session-rules.ts";
import { type AuthUser, userOfToken } from "./sessions.service.ts";

/**
 * The session as a cookie, for the shop's forms only (decision 026). The web
 * app keeps its bearer token in localStorage and the API reads only
 * `Authorization`; a form a shopper submits before the page's JavaScript has
 * run (POST /form/cart, /form/wishlist) can send neither, so login also sets
 * this cookie with the same token: HttpOnly (script never reads it),
 * SameSite=Lax (a cross-site POST does not carry it) and Path=/form (it goes
 * with the form posts and nothing else: not with pages, assets or the API,
 * which therefore stays free of cookie-borne requests). The session's rules
 * are the token's (userOfToken): logging out revokes both at once.
 */
export const SESSION_COOKIE = "pitara_session";
export const FORM_PATH = "/form";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
	return [
		`${SESSION_COOKIE}=${value}`,
		`Path=${FORM_PATH}`,
		`Max-Age=${maxAgeSeconds}`,
		"HttpOnly",
		"SameSite=Lax",
		...(secure ? ["Secure"] : []),
	].join("; ");
}

/** Sets the cookie for a session just begun; `secure` when the shop is served over https. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
	reply.header("set-cookie", cookie(token, Math.floor(SESSION_MAX_AGE_MS / 1000), secure));
}

/** Removes the cookie (logout, or a form post that brought a dead session). */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
	reply.header("set-cookie", cookie("", 0, secure));
}

/** The token the request's session cookie carries, if it looks like one. */
export function cookieToken(request: FastifyRequest): string | null {
	for (const part of (request.headers.cookie ?? "").split(";")) {
		const [name, value] = part.trim().split("=", 2);
		if (name === SESSION_COOKIE && value && TOKEN_PATTERN.test(value)) return value;
	}
	return null;
}

/**
 * The shopper a form post comes from: the live session of its cookie, or null
 * for a visitor (no cookie, or one whose session ended: expired, revoked,
 * logged out — that cookie is removed).
 */
export async function userOfCookie(
	db: Db,
	request: FastifyRequest,
	reply: FastifyReply,
	secure: boolean,
): Promise<AuthUser | null> {
	const token = cookieToken(request);
	if (!token) return null;
	try {
		return await userOfToken(db, token);
	} catch (error) {
		if (!(error instanceof AppError) || error.statusCode !== 401) throw error;
		clearSessionCookie(reply, secure);
		return null;
	}
}
