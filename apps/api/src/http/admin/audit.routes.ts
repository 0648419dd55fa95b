import { adminAuditQuerySchema, adminPageOf, auditActorsResponseSchema, auditEntrySchema } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AuditRow, listAuditActors, listAuditEntries } from "../../modules/audit/index.ts";
import { pageOf } from "./paging.ts";

const toEntry = (row: AuditRow) => ({
	id: row.id,
	actor_id: row.actorUserId,
	actor_name: row.actorName,
	entity: row.entity,
	entity_id: row.entityId,
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
				summary: "The audit log, newest first; filter by staff member (actor_id) and entity (entity, entity_id)",
				querystring: adminAuditQuerySchema,
				response: { 200: adminPageOf(auditEntrySchema) },
			},
		},
		async (request) => {
			const { actor_id, entity, entity_id, ...page } = request.query;
			const { rows, total } = await listAuditEntries(
				app.db,
				{ actorUserId: actor_id, entity, entityId: entity_id },
				{ page: page.page, pageSize: page.page_size },
			);
			return pageOf(rows.map(toEntry), total, page);
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
