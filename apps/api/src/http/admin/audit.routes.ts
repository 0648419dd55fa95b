import {
	adminAuditExportQuerySchema,
	adminAuditQuerySchema,
	adminPageOf,
	auditActorsResponseSchema,
	auditEntityName,
	auditEntrySchema,
	describeAuditChange,
	formatIndiaDateTime,
	isoDateInIndia,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { toCsv } from "../../lib/csv.ts";
import { type AuditFilter, type AuditRow, listAuditActors, listAuditEntries } from "../../modules/audit/index.ts";
import { indiaDayStart } from "./orders.routes.ts";
import { pageOf } from "./paging.ts";

/** The most entries one CSV export holds (newest first). */
const AUDIT_EXPORT_MAX = 20_000;

const filterOf = (query: z.output<typeof adminAuditExportQuerySchema>): AuditFilter => ({
	actorUserId: query.actor_id,
	entity: query.entity,
	entityId: query.entity_id,
	from: query.from ? indiaDayStart(query.from) : undefined,
	before: query.to ? new Date(indiaDayStart(query.to).getTime() + 86_400_000) : undefined,
});

const toEntry = (row: AuditRow) => ({
	id: row.id,
	actor_id: row.actorUserId,
	actor_name: row.actorName,
	entity: row.entity,
	entity_id: row.entityId,
	entity_name: auditEntityName(row.before, row.after),
	action: row.action,
	before: row.before,
	after: row.after,
	created_at: row.createdAt.toISOString(),
});

/** The audit log: every staff change, newest first, by staff member and by entity. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/audit",
		{
			schema: {
				summary:
					"The audit log, newest first; filter by staff member (actor_id), entity (entity, entity_id) and days in India (from, to)",
				querystring: adminAuditQuerySchema,
				response: { 200: adminPageOf(auditEntrySchema) },
			},
		},
		async (request) => {
			const { page, page_size, ...filters } = request.query;
			const { rows, total } = await listAuditEntries(app.db, filterOf(filters), { page, pageSize: page_size });
			return pageOf(rows.map(toEntry), total, { page, page_size });
		},
	);

	app.get(
		"/audit/export.csv",
		{
			schema: {
				summary: `The audit log as CSV with the list's filters (at most ${AUDIT_EXPORT_MAX} entries, newest first): times in India, names, each change before → after`,
				querystring: adminAuditExportQuerySchema,
				produces: ["text/csv"],
			},
		},
		async (request, reply) => {
			const { rows } = await listAuditEntries(app.db, filterOf(request.query), {
				page: 1,
				pageSize: AUDIT_EXPORT_MAX,
			});
			const csv = toCsv(
				["when_ist", "staff_member", "entity", "entity_id", "name", "action", "changes"],
				rows.map((row) => [
					formatIndiaDateTime(row.createdAt),
					row.actorName,
					row.entity,
					row.entityId,
					auditEntityName(row.before, row.after) ?? "",
					row.action,
					describeAuditChange(row.before, row.after)
						.map((change) => `${change.field}: ${change.before} → ${change.after}`)
						.join("; "),
				]),
			);
			return reply
				.header("content-type", "text/csv; charset=utf-8")
				.header("content-disposition", `attachment; filename="pitara-audit-${isoDateInIndia()}.csv"`)
				.send(csv);
		},
	);

	app.get(
		"/audit/actors",
		{
			schema: {
				summary: "The staff members who appear in the audit log, for its filter",
				response: { 200: auditActorsResponseSchema },
			},
		},
		async () => ({
			status: true as const,
			response: (await listAuditActors(app.db)).map((actor) => ({
				actor_id: actor.userId,
				actor_name: actor.name,
			})),
		}),
	);
};
