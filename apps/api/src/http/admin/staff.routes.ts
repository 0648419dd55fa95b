import {
	adminAccountSchema,
	adminGrantStaffSchema,
	adminIdParamSchema,
	adminOneOf,
	adminPageOf,
	adminStaffQuerySchema,
	adminStaffRoleSchema,
	STAFF_ROLE_LABELS,
	type StaffRole,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
	type AccountRow,
	changeStaffRole,
	grantStaff,
	listAccounts,
	revokeStaff,
} from "../../modules/accounts/index.ts";
import { audited } from "../../modules/audit/index.ts";
import { pageOf, pageWindow } from "./paging.ts";
import { staffOf } from "./staff-guard.ts";

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
		"/staff",
		{
			schema: {
				summary: "The shop's staff (every staff role)",
				querystring: adminStaffQuerySchema,
				response: { 200: adminPageOf(adminAccountSchema) },
			},
		},
		async (request) => {
			const { rows, total } = await listAccounts(app.db, { role: "staff" }, pageWindow(request.query));
			return pageOf(rows.map(toAdminAccount), total, request.query);
		},
	);

	app.post(
		"/staff",
		{
			schema: {
				summary: "Makes the registered customer with this phone a member of staff, with a role (admin unless said)",
				body: adminGrantStaffSchema,
				response: { 201: adminOneOf(adminAccountSchema) },
			},
		},
		async (request, reply) => {
			const staff = staffOf(request);
			const change = await audited(app.db, staff, { entity: "user", action: "grant_staff" }, async (tx) => {
				const done = await grantStaff(tx, request.body.phone, request.body.role, staff.userId);
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
				message:
					change.after.role === "admin"
						? `${change.after.fullName} is now staff`
						: `${change.after.fullName} is now staff (${STAFF_ROLE_LABELS[change.after.role as StaffRole]})`,
				response: toAdminAccount(change.after),
			};
		},
	);

	app.patch(
		"/staff/:id",
		{
			schema: {
				summary: "Gives a member of staff another role (not your own)",
				params: adminIdParamSchema,
				body: adminStaffRoleSchema,
				response: { 200: adminOneOf(adminAccountSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const change = await audited(app.db, staff, { entity: "user", action: "change_role" }, async (tx) => {
				const done = await changeStaffRole(tx, request.params.id, request.body.role, staff.userId);
				return {
					entityId: done.after.id,
					before: auditAccount(done.before),
					after: auditAccount(done.after),
					result: done,
				};
			});
			return {
				status: true as const,
				message: `${change.after.fullName} is now ${STAFF_ROLE_LABELS[change.after.role as StaffRole]}`,
				response: toAdminAccount(change.after),
			};
		},
	);

	app.delete(
		"/staff/:id",
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
