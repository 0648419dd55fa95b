import { errorsMessages } from "@pitara/shared";
import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../lib/errors.ts";
import type { AuthUser } from "../plugins/auth.ts";

/**
 * Who is asking, for the route handlers of http/store and http/admin: the session the auth plugin resolved
 * (plugins/auth.ts), and the rule that an id sent in a body must be the caller's own.
 */

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
	if (String(claimed) !== String(user.id)) throw forbidden(errorsMessages.ownAccountOnly, "NOT_YOUR_ACCOUNT");
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
