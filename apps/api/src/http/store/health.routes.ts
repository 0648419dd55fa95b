import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client.ts";
import { serviceUnavailable } from "../../lib/errors.ts";

const healthResponse = z.object({
	status: z.literal(true),
	response: z.object({ database: z.literal("ok"), engine: z.enum(["pglite", "postgres"]) }),
});

const readyResponse = z.object({
	status: z.literal(true),
	response: z.object({
		database: z.literal("ok"),
		redis: z.enum(["ok", "not configured"]),
	}),
});

/** A promise that rejects after `ms`, so a hung dependency makes the check fail instead of hang. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	return Promise.race([
		work,
		new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
		}),
	]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/ready",
		{
			schema: {
				tags: ["health"],
				summary: "Readiness: may this process take shoppers' requests (database and Redis reachable)",
				description:
					"For load balancers and orchestrators: 200 when the database answers and, with REDIS_URL set, Redis does too; 503 otherwise, naming what is down. `/api/health` is the liveness check.",
				response: { 200: readyResponse },
			},
		},
		async () => {
			const down: string[] = [];
			try {
				await within(2_000, pingDatabase(app.db));
			} catch (error) {
				app.log.warn({ err: error }, "readiness: database unreachable");
				down.push("the database");
			}
			if (app.redis && !(await app.redis.ping(1_000))) down.push("Redis");
			if (down.length > 0) {
				throw serviceUnavailable(`Not ready: ${down.join(" and ")} cannot be reached.`, "NOT_READY");
			}
			return {
				status: true as const,
				response: { database: "ok" as const, redis: app.redis ? ("ok" as const) : ("not configured" as const) },
			};
		},
	);

	app.get(
		"/health",
		{ schema: { tags: ["health"], summary: "Liveness and database check", response: { 200: healthResponse } } },
		async () => {
			try {
				await pingDatabase(app.db);
			} catch (error) {
				app.log.error({ err: error }, "health check: database unreachable");
				throw serviceUnavailable("The database is not reachable.", "DATABASE_UNAVAILABLE");
			}
			return { status: true as const, response: { database: "ok" as const, engine: app.database.kind } };
		},
	);
};
