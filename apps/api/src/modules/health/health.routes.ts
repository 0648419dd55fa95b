import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { serviceUnavailable } from "../../lib/errors.ts";

const healthResponse = z.object({
	status: z.literal(true),
	response: z.object({ database: z.literal("ok"), engine: z.enum(["pglite", "postgres"]) }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/health",
		{ schema: { tags: ["health"], summary: "Liveness and database check", response: { 200: healthResponse } } },
		async () => {
			try {
				await app.db.execute(sql`select 1`);
			} catch (error) {
				app.log.error({ err: error }, "health check: database unreachable");
				throw serviceUnavailable("The database is not reachable.", "DATABASE_UNAVAILABLE");
			}
			return { status: true as const, response: { database: "ok" as const, engine: app.database.kind } };
		},
	);
};
