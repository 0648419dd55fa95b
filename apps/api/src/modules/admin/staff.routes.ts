import {
	adminAccountSchema,
	adminGrantStaffSchema,
	adminIdParamSchema,
	adminOneOf,
	adminPageOf,
	adminStaffQuerySchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffOf } from "../../plugins/admin-guard.ts";
import { type AccountRow, grantStaff, listAccounts, revokeStaff } from "../accounts/index.ts";
import { audited } from "../audit/index.ts";
import { pageOf, pageWindow } from "./paging.ts";

export const toAdminAccount = (row: AccountRow) => ({
	user_id: row.id,
	full_name: row.fullName,
	email: row.email,
	phone: row.phone,
	role: row.role,
	created_at: row.createdAt.toISOString(),
});

/** Who the audit log says an account was, before and after a change of role. */
const auditAccount = (row: AccountRow) => ({
	full_name: row.fullName,
	phone: row.phone,
	email: row.email,
	role: row.role,
});

/** Staff: who may use the console; an admin makes a customer staff or takes it away. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/admin/staff",
		{
			schema: {
				summary: "The shop's staff (role admin)",
				querystring: adminStaffQuerySchema,
				response: { 200: adminPageOf(adminAccountSchema) },
			},
		},
		async (request) => {
			const { rows, total } = await listAccounts(app.db, { role: "admin" }, pageWindow(request.query));
			return pageOf(rows.map(toAdminAccount), total, request.query);
		},
	);

	app.post(
		"/admin/staff",
		{
			schema: {
				summary: "Makes the registered customer with this phone a member of staff",
				body: adminGrantStaffSchema,
				response: { 201: adminOneOf(adminAccountSchema) },
			},
		},
		async (request, reply) => {
			const change = await audited(app.db, staffOf(request), { entity: "user", action: "grant_staff" }, async (tx) => {
				const done = await grantStaff(tx, request.body.phone);
				return {
					entityId: done.after.id,
					before: auditAccount(done.before),
					after: auditAccount(done.after),
					result: done,
				};
			});
			reply.code(201);
			return {
				status: true as const,
				message: `${change.after.fullName} is now staff`,
				response: toAdminAccount(change.after),
			};
		},
	);

	app.delete(
		"/admin/staff/:id",
		{
			schema: {
				summary: "Takes a staff member's rights away (not your own); they stay a customer",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(adminAccountSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const change = await audited(app.db, staff, { entity: "user", action: "revoke_staff" }, async (tx) => {
				const done = await revokeStaff(tx, request.params.id, staff.userId);
				return {
					entityId: done.after.id,
					before: auditAccount(done.before),
					after: auditAccount(done.after),
					result: done,
				};
			});
			return {
				status: true as const,
				message: `${change.after.fullName} is no longer staff`,
				response: toAdminAccount(change.after),
			};
		},
	);
};
