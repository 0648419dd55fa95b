import { adminIdParamSchema, adminOneOf, adminStaffNoteRequestSchema, adminStaffNoteSchema } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { findAccount } from "../../modules/accounts/index.ts";
import { audited, insertStaffNote, notesOf, type StaffNoteRow } from "../../modules/audit/index.ts";
import { findOrder } from "../../modules/orders/index.ts";
import { staffOf } from "./staff-guard.ts";

const toNote = (row: StaffNoteRow) => ({
	id: row.id,
	author_name: row.authorName,
	body: row.body,
	created_at: row.createdAt.toISOString(),
});

const notesAnswer = { 200: adminOneOf(z.array(adminStaffNoteSchema)) };
const noteWritten = { 201: adminOneOf(adminStaffNoteSchema) };

/**
 * Staff notes (issue 27 item 5, decision 063): a short note on an order or a customer, who and when kept, newest
 * first, each one audited. Orders' notes follow the orders area (the orders role writes, support reads); customers'
 * notes have their own area `customer-notes` (support writes, the orders role reads) in packages/shared's table.
 */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/orders/:id/notes",
		{
			schema: {
				summary: "The staff's notes on an order, newest first",
				params: adminIdParamSchema,
				response: notesAnswer,
			},
		},
		async (request) => {
			const rows = await notesOf(app.db, "order", request.params.id);
			return { status: true as const, response: rows.map(toNote) };
		},
	);

	app.post(
		"/orders/:id/notes",
		{
			schema: {
				summary: "Add a staff note to an order (staff-only; audited as order · note)",
				params: adminIdParamSchema,
				body: adminStaffNoteRequestSchema,
				response: noteWritten,
			},
		},
		async (request, reply) => {
			const staff = staffOf(request);
			const order = await findOrder(app.db, request.params.id);
			if (!order) throw notFound("Order not found", "ORDER_NOT_FOUND");
			const note = await audited(app.db, staff, { entity: "order", action: "note" }, async (tx) => {
				const row = await insertStaffNote(tx, {
					subject: "order",
					subjectId: order.id,
					customerUserId: order.userId,
					authorUserId: staff.userId,
					authorName: staff.name,
					body: request.body.body,
				});
				return { entityId: order.id, before: null, after: { note: row.body }, result: row };
			});
			return reply.code(201).send({ status: true as const, response: toNote(note) });
		},
	);

	app.get(
		"/customer-notes/:id",
		{
			schema: {
				summary: "The staff's notes on a customer (by user id), newest first",
				params: adminIdParamSchema,
				response: notesAnswer,
			},
		},
		async (request) => {
			const rows = await notesOf(app.db, "customer", request.params.id);
			return { status: true as const, response: rows.map(toNote) };
		},
	);

	app.post(
		"/customer-notes/:id",
		{
			schema: {
				summary: "Add a staff note to a customer (by user id; staff-only; audited as customer · note)",
				params: adminIdParamSchema,
				body: adminStaffNoteRequestSchema,
				response: noteWritten,
			},
		},
		async (request, reply) => {
			const staff = staffOf(request);
			const customer = await findAccount(app.db, request.params.id);
			if (!customer) throw notFound("Customer not found", "USER_NOT_FOUND");
			const note = await audited(app.db, staff, { entity: "customer", action: "note" }, async (tx) => {
				const row = await insertStaffNote(tx, {
					subject: "customer",
					subjectId: customer.id,
					customerUserId: customer.id,
					authorUserId: staff.userId,
					authorName: staff.name,
					body: request.body.body,
				});
				return { entityId: customer.id, before: null, after: { note: row.body }, result: row };
			});
			return reply.code(201).send({ status: true as const, response: toNote(note) });
		},
	);
};
