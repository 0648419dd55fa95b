import {
	adminCustomerDetailSchema,
	adminCustomerRowSchema,
	adminCustomersQuerySchema,
	adminIdParamSchema,
	adminOneOf,
	adminPageOf,
	personalDataSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors.ts";
import { type AccountRow, findAccount, listAccounts } from "../../modules/accounts/index.ts";
import { listAddresses, toAddress } from "../../modules/addresses/index.ts";
import { recordCustomerRead } from "../../modules/audit/index.ts";
import { orderCountsOfUsers } from "../../modules/orders/index.ts";
import { exportPersonalData } from "../../workflows/export-personal-data.ts";
import { pageOf, pageWindow } from "./paging.ts";
import { toAdminAccount } from "./staff.routes.ts";
import { staffOf } from "./staff-guard.ts";

const withOrders = (row: AccountRow, counts: Map<number, { orders: number; lastOrderAt: Date | null }>) => {
	const count = counts.get(row.id);
	return {
		...toAdminAccount(row),
		orders: count?.orders ?? 0,
		last_order_at: count?.lastOrderAt ? count.lastOrderAt.toISOString() : null,
	};
};

/** Customers: find one by name, phone or e-mail; see their profile and addresses (their orders: /admin/orders?user_id=). */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/customers",
		{
			schema: {
				summary: "Customers, newest first; q: the start of a phone, or part of a name or e-mail",
				querystring: adminCustomersQuerySchema,
				response: { 200: adminPageOf(adminCustomerRowSchema) },
			},
		},
		async (request) => {
			const { q, role } = request.query;
			const { rows, total } = await listAccounts(app.db, { q, role }, pageWindow(request.query));
			const counts = await orderCountsOfUsers(
				app.db,
				rows.map((row) => row.id),
			);
			return pageOf(
				rows.map((row) => withOrders(row, counts)),
				total,
				request.query,
			);
		},
	);

	app.get(
		"/customers/:id",
		{
			schema: {
				summary: "A customer's profile, addresses and order count",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(adminCustomerDetailSchema) },
			},
		},
		async (request) => {
			const row = await findAccount(app.db, request.params.id);
			if (!row) throw notFound("Customer not found", "USER_NOT_FOUND");
			// issue 30 item 5: who looked at whose phone and addresses is kept (the customer's export shows it)
			await recordCustomerRead(app.db, staffOf(request), row.id, "profile, phone and addresses");
			const [counts, addresses] = await Promise.all([
				orderCountsOfUsers(app.db, [row.id]),
				listAddresses(app.db, row.id),
			]);
			return {
				status: true as const,
				response: {
					...withOrders(row, counts),
					gender: row.gender,
					dob: row.dob,
					addresses: addresses.map(toAddress),
				},
			};
		},
	);

	app.get(
		"/customer-data/:id",
		{
			schema: {
				summary: "A customer's whole personal-data export (admin only; the read is audited)",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(personalDataSchema) },
			},
		},
		async (request) => {
			const row = await findAccount(app.db, request.params.id);
			if (!row) throw notFound("Customer not found", "USER_NOT_FOUND");
			await recordCustomerRead(app.db, staffOf(request), row.id, "whole data export");
			const data = await exportPersonalData(app.db, row.id);
			if (!data) throw notFound("Customer not found", "USER_NOT_FOUND");
			return { status: true as const, response: data };
		},
	);
};
