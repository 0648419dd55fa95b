import { isStaffRole, STAFF_ROLE_LABELS, type StaffArea, staffAreaOfRoute, staffMay } from "@pitara/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../../lib/errors.ts";
import type { StaffActor } from "../../modules/audit/index.ts";
import { bearer } from "../../plugins/docs.ts";

/** Where the console's API lives; the scope registered there (http/admin/index.ts) is the only place it is guarded. */
export const ADMIN_PREFIX = "/api/admin";

declare module "fastify" {
	interface FastifyInstance {
		/** Every route of the staff's scope (method, URL and area), for the tests that walk them all. */
		adminApiRoutes: { method: string; url: string; area: StaffArea }[];
	}
}

const AREA_BY_ROUTE = new Map<string, StaffArea>();

/**
 * The one role check of the staff's API, as an onRequest hook of the scope
 * every console route is registered in. It is decided by the route the router
 * matched (`request.routeOptions.url`, a pattern such as
 * `/api/admin/orders/:id`), never by the request's URL, so no spelling of a
 * path (`/api/%61dmin`, `//api/admin`, `/api/admin/./orders`) can reach a
 * console handler without passing here: Fastify runs a scope's hooks for the
 * routes registered in it, whatever URL reached them. A path under the prefix
 * that matches no route is answered by the scope's not-found handler, behind
 * the same hook (a visitor learns nothing of which paths exist). It runs
 * before the body is read, so an upload from a visitor is refused before its
 * first byte is parsed. The role is read from the database with the session
 * on every request (plugins/auth.ts), so taking rights away takes effect at once.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
	const user = request.user;
	if (!user) throw unauthorized();
	if (!isStaffRole(user.role)) throw forbidden("Only the shop's staff can do that.");
	const route = request.routeOptions.url;
	if (route === undefined) return; // the scope's not-found handler: staff get their 404
	const area = AREA_BY_ROUTE.get(route);
	// a route of this scope always has an area (onRoute below refuses one without); never let one through unchecked
	if (!area) throw forbidden("Only the shop's staff can do that.");
	const access = request.method === "GET" || request.method === "HEAD" ? "read" : "write";
	if (!staffMay(user.role, area, access)) {
		throw forbidden(
			`Your role (${STAFF_ROLE_LABELS[user.role]}) cannot ${access === "read" ? "see" : "change"} this. Ask the shop's admin.`,
			"ROLE_FORBIDDEN",
		);
	}
}

/**
 * Installs the guard in the staff's scope: every route registered there is
 * given its area from the one table in @pitara/shared (staff-access.ts), or
 * the API refuses to start; the OpenAPI document files them under "admin"
 * with a bearer token.
 */
export function guardStaffScope(scope: FastifyInstance, routes: FastifyInstance["adminApiRoutes"]): void {
	scope.addHook("onRoute", (route) => {
		const area = staffAreaOfRoute(route.url);
		if (!route.url.startsWith(`${ADMIN_PREFIX}/`) || area === null) {
			throw new Error(
				`${route.url}: every route of the staff's scope is under ${ADMIN_PREFIX}/ and has an area in STAFF_AREA_OF_SEGMENT (packages/shared/src/staff-access.ts)`,
			);
		}
		AREA_BY_ROUTE.set(route.url, area);
		for (const method of [route.method].flat()) {
			if (method !== "HEAD") routes.push({ method, url: route.url, area });
		}
		if (route.schema) route.schema = { tags: ["admin"], security: bearer, ...route.schema };
	});
	scope.addHook("onRequest", requireStaff);
}

/**
 * Refuses to start when a route under /api/admin was registered outside the
 * staff's scope (it would have no guard): called once every route is known.
 */
export function assertAdminRoutesGuarded(
	allRoutes: { method: string; url: string }[],
	guarded: FastifyInstance["adminApiRoutes"],
): void {
	const known = new Set(guarded.map((route) => `${route.method} ${route.url}`));
	for (const route of allRoutes) {
		const under = route.url === ADMIN_PREFIX || route.url.toLowerCase().startsWith(`${ADMIN_PREFIX}/`);
		if (under && route.method !== "HEAD" && !known.has(`${route.method} ${route.url}`)) {
			throw new Error(
				`${route.method} ${route.url} is under ${ADMIN_PREFIX} but outside the staff's scope: register it in http/admin`,
			);
		}
	}
}

/** The member of staff behind a request of the staff's scope (requireStaff has let them in), for `audited()`. */
export function staffOf(request: FastifyRequest): StaffActor {
	const user = request.user;
	if (!user) throw unauthorized();
	if (!isStaffRole(user.role)) throw forbidden("Only the shop's staff can do that.");
	return { userId: user.id, name: user.fullName };
}
