import {
	adminGrievanceActionSchema,
	adminGrievanceListQuerySchema,
	adminGrievanceOfficerSchema,
	adminGrievanceSchema,
	adminIdParamsSchema,
	adminPageOf,
	adminRetentionResponseSchema,
	grievanceOfficerSchema,
	retentionSettingsSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, notFound } from "../../lib/errors.ts";
import { audited } from "../../modules/audit/index.ts";
import {
	type GrievanceRow,
	listGrievances,
	lockGrievance,
	markAcknowledged,
	markResolved,
	readGrievanceOfficer,
	readRetentionSettings,
	recentRetentionRuns,
	saveGrievanceOfficer,
	saveRetentionSettings,
	toAdminGrievance,
} from "../../modules/privacy/index.ts";
import { staffOf } from "./staff-guard.ts";

const okOne = <T extends z.ZodType>(item: T) =>
	z.object({ status: z.literal(true), message: z.string().optional(), response: item });

const state = (g: GrievanceRow) => ({
	ticket: g.ticket,
	acknowledged_at: g.acknowledgedAt?.toISOString() ?? null,
	resolved_at: g.resolvedAt?.toISOString() ?? null,
	resolution_note: g.resolutionNote,
});

/**
 * The console's Grievances queue (issue 30 item 3): oldest open first, each with its age against the 48-hour
 * acknowledgement and the 30-day resolution; acknowledging and resolving are audited. Area "messages" (support and
 * admin); the officer's details are settings (admin).
 */
export const grievancesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/grievances",
		{
			schema: {
				tags: ["admin"],
				summary: "Grievances, oldest first, with their clocks",
				querystring: adminGrievanceListQuerySchema,
				response: { 200: adminPageOf(adminGrievanceSchema) },
			},
		},
		async (request) => {
			const { state: which, page, page_size } = request.query;
			const { rows, total } = await listGrievances(app.db, { openOnly: which === "open", page, pageSize: page_size });
			const now = new Date();
			return { status: true as const, response: rows.map((r) => toAdminGrievance(r, now)), total, page, page_size };
		},
	);

	for (const action of ["acknowledge", "resolve"] as const) {
		app.post(
			`/grievances/:id/${action}`,
			{
				schema: {
					tags: ["admin"],
					summary:
						action === "acknowledge" ? "Acknowledges a grievance with a note" : "Resolves a grievance with a note",
					params: adminIdParamsSchema,
					body: adminGrievanceActionSchema,
					response: { 200: okOne(adminGrievanceSchema) },
				},
			},
			async (request) => {
				const actor = staffOf(request);
				const now = new Date();
				const row = await audited(app.db, actor, { entity: "grievance", action }, async (tx) => {
					const before = await lockGrievance(tx, request.params.id);
					if (!before) throw notFound("Grievance not found");
					let after: GrievanceRow | undefined;
					if (action === "acknowledge") {
						if (before.acknowledgedAt) throw conflict("This grievance is already acknowledged");
						after = await markAcknowledged(tx, before.id, actor.name, now);
					} else {
						if (before.resolvedAt) throw conflict("This grievance is already resolved");
						if (!before.acknowledgedAt) await markAcknowledged(tx, before.id, actor.name, now);
						after = await markResolved(tx, before.id, actor.name, request.body.note, now);
					}
					if (!after) throw notFound("Grievance not found");
					return {
						entityId: before.id,
						before: state(before),
						after: { ...state(after), note: request.body.note },
						result: after,
					};
				});
				return {
					status: true as const,
					message: action === "acknowledge" ? `Acknowledged ${row.ticket}` : `Resolved ${row.ticket}`,
					response: toAdminGrievance(row, now),
				};
			},
		);
	}

	app.get(
		"/settings/grievance-officer",
		{
			schema: {
				tags: ["admin"],
				summary: "The grievance officer the public page names",
				response: { 200: okOne(grievanceOfficerSchema.nullable()) },
			},
		},
		async () => {
			const row = await readGrievanceOfficer(app.db);
			return { status: true as const, response: row ? { name: row.name, email: row.email, phone: row.phone } : null };
		},
	);

	app.put(
		"/settings/grievance-officer",
		{
			schema: {
				tags: ["admin"],
				summary: "Names the grievance officer (name, e-mail, phone) shown on the public page",
				body: adminGrievanceOfficerSchema,
				response: { 200: okOne(grievanceOfficerSchema) },
			},
		},
		async (request) => {
			const before = await readGrievanceOfficer(app.db);
			const row = await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				const after = await saveGrievanceOfficer(tx, request.body);
				const view = (r: typeof after | undefined) => (r ? { name: r.name, email: r.email, phone: r.phone } : null);
				return { entityId: "grievance_officer", before: view(before), after: view(after), result: after };
			});
			return {
				status: true as const,
				message: "Grievance officer saved",
				response: { name: row.name, email: row.email, phone: row.phone },
			};
		},
	);

	const retentionView = async () => ({
		settings: await readRetentionSettings(app.db),
		runs: (await recentRetentionRuns(app.db, 10)).map((run) => ({
			ran_at: run.ranAt.toISOString(),
			deleted: run.deleted,
		})),
	});

	app.get(
		"/settings/retention",
		{
			schema: {
				tags: ["admin"],
				summary: "The retention periods (days) of personal data whose purpose has ended, and the job's last runs",
				response: { 200: adminRetentionResponseSchema },
			},
		},
		async () => ({ status: true as const, response: await retentionView() }),
	);

	app.put(
		"/settings/retention",
		{
			schema: {
				tags: ["admin"],
				summary: "Sets the retention periods in days (1–3650 each); the next run of the job uses them",
				body: retentionSettingsSchema,
				response: { 200: adminRetentionResponseSchema.extend({ message: z.string() }) },
			},
		},
		async (request) => {
			const before = await readRetentionSettings(app.db);
			await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				await saveRetentionSettings(tx, request.body);
				return { entityId: "retention", before, after: request.body, result: null };
			});
			return { status: true as const, message: "Retention periods saved", response: await retentionView() };
		},
	);
};
