import {
	apiErrorSchema,
	grievanceOfficerResponseSchema,
	grievanceRequestSchema,
	grievanceResponseSchema,
	messages,
	myGrievancesResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { grievancesOfUser, insertGrievance, readGrievanceOfficer, toMyGrievance } from "../../modules/privacy/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { currentUser } from "../caller.ts";
import { FORM_RATE_LIMIT } from "./content.routes.ts";

/**
 * Grievances (issue 30 item 3): the grievance officer's public details, the form anyone may send (a signed-in
 * shopper's ticket is linked to the account), and the shopper's own tickets. The console's queue is
 * ../admin/grievances.routes.ts.
 */
export const grievancesRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/grievance-officer",
		{
			schema: {
				tags: ["privacy"],
				summary: "The grievance officer's name, e-mail and phone (null until the shop sets them)",
				response: { 200: grievanceOfficerResponseSchema },
			},
		},
		async () => {
			const row = await readGrievanceOfficer(app.db);
			return {
				status: true as const,
				response: row ? { name: row.name, email: row.email, phone: row.phone } : null,
			};
		},
	);

	app.post(
		"/grievances",
		{
			config: { rateLimit: FORM_RATE_LIMIT },
			schema: {
				tags: ["privacy"],
				summary: "Files a grievance and answers its ticket number at once",
				body: grievanceRequestSchema,
				response: { 201: grievanceResponseSchema, 400: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const body = request.body;
			const row = await insertGrievance(app.db, {
				userId: request.user?.id ?? null,
				name: body.name,
				email: body.email,
				phone: body.phone ?? null,
				topic: body.topic,
				orderRef: body.order_ref ?? null,
				message: body.message,
				requesterIp: request.ip ?? null,
			});
			reply.code(201);
			return { status: true as const, message: messages.privacy.filed(row.ticket), response: { ticket: row.ticket } };
		},
	);

	app.post(
		"/users/grievances/list",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["privacy"],
				summary: "The caller's own grievances and where each stands",
				security: bearer,
				body: z.object({}).optional(),
				response: { 200: myGrievancesResponseSchema, 401: apiErrorSchema },
			},
		},
		async (request) => {
			const user = currentUser(request);
			const rows = await grievancesOfUser(app.db, user.id);
			return { status: true as const, grievances: rows.map(toMyGrievance) };
		},
	);
};
