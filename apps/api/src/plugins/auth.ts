import { errorsMessages } from "@pitara/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { unauthorized } from "../lib/errors.ts";
import { type AuthUser, userOfToken } from "../modules/accounts/index.ts";

export type { AuthUser };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

function bearerToken(request: FastifyRequest): string | null {
	const header = request.headers.authorization;
	if (!header) return null;
	const match = /^Bearer\s+(\S+)$/i.exec(header);
	return match?.[1] ?? null;
}

/**
 * Resolves `Authorization: Bearer <token>` to a user on every request,
 * whatever its URL (deciding from the URL's spelling is what let
 * `/%61pi/admin/…` through once: docs/security.md). A
 * missing token leaves `request.user` null; a malformed one, or one the
 * accounts module does not find alive (userOfToken: expiry, revocation, the
 * staff's idle limit), is a 401 so that the web app clears its session.
 */
export default fp(
	async function auth(app: FastifyInstance) {
		app.decorateRequest("user", null);

		app.addHook("onRequest", async (request) => {
			const token = bearerToken(request);
			if (token === null) return;
			if (!TOKEN_PATTERN.test(token)) throw unauthorized(errorsMessages.sessionExpired, "INVALID_TOKEN");
			request.user = await userOfToken(app.db, token);
		});

		app.decorate("authenticate", async (request: FastifyRequest) => {
			if (!request.user) throw unauthorized();
		});
	},
	{ name: "auth" },
);
