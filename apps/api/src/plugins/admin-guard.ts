import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthorized } from "../lib/errors.ts";
import type { StaffActor } from "../modules/audit/index.ts";
import { bearer } from "./docs.ts";

/** Every path under it is the staff's: the guard below covers any route a module adds there. */
export const ADMIN_PREFIX = "/api/admin";

declare module "fastify" {
	interface FastifyInstance {
		/** Every route registered under /api/admin (method and URL), for the test that walks them all. */
		adminApiRoutes: { method: string; url: string }[];
	}
}

const isAdminPath = (url: string) => {
	const pathname = url.split("?", 1)[0] ?? "";
	return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
};

/**
 * The one place the staff's API is guarded: any request under /api/admin,
 * whatever module registered the route (and a path no route matches too), is
 * a 401 without a session and a 403 for a session whose user is not an
 * admin. It runs at onRequest, after the auth plugin has read the session and
 * before any body is parsed, so a visitor learns nothing about the shape of
 * admin requests. The role is read from the database on every request, so
 * taking staff rights away takes effect on the next one.
 */
export default fp(
	async function adminGuard(app: FastifyInstance) {
		const routes: { method: string; url: string }[] = [];
		app.decorate("adminApiRoutes", routes);

		app.addHook("onRoute", (route) => {
			if (!isAdminPath(route.url)) return;
			for (const method of [route.method].flat()) {
				if (method !== "HEAD") routes.push({ method, url: route.url });
			}
			// the OpenAPI document files them together and shows that they need a token
			if (route.schema) route.schema = { tags: ["admin"], security: bearer, ...route.schema };
		});

		app.addHook("onRequest", async (request) => {
			if (!isAdminPath(request.url)) return;
			if (!request.user) throw unauthorized();
			if (request.user.role !== "admin") throw forbidden("Only the shop's staff can do that.");
		});
	},
	{ name: "admin-guard", dependencies: ["auth"] },
);

/** The member of staff behind an admin request, for `audited()` and tracking rows. */
export function staffOf(request: FastifyRequest): StaffActor {
	const user = request.user;
	if (!user) throw unauthorized();
	if (user.role !== "admin") throw forbidden("Only the shop's staff can do that.");
	return { userId: user.id, name: user.fullName };
}
