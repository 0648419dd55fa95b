import { adminOneOf, adminSessionSchema, isStaffRole, STAFF_IDLE_TIMEOUT_MINUTES } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../caller.ts";

/** GET /api/admin/session: the console asks it first; 401/403 tell it to show its login. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/session",
		{
			schema: {
				summary: "Who is signed in to the console (401 without a session, 403 for a customer)",
				response: { 200: adminOneOf(adminSessionSchema) },
			},
		},
		async (request) => {
			const user = currentUser(request);
			// the staff scope's guard (staff-guard.ts) has let only staff in: the role is one of STAFF_ROLES
			if (!isStaffRole(user.role)) throw new Error("the staff guard let a customer in");
			return {
				status: true as const,
				response: {
					user_id: user.id,
					full_name: user.fullName,
					email: user.email,
					phone: user.phone,
					role: user.role,
					idle_timeout_minutes: STAFF_IDLE_TIMEOUT_MINUTES,
				},
			};
		},
	);
};
