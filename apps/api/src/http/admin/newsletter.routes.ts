import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toCsv } from "../../lib/csv.ts";
import { allSubscribers } from "../../modules/content/index.ts";

/** The newsletter's subscribers as a CSV file (the list itself: GET /admin/newsletter-subscribers). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/newsletter-subscribers.csv",
		{ schema: { summary: "Every newsletter subscriber as CSV (email, subscribed_at), oldest first" } },
		async (_request, reply) => {
			const rows = await allSubscribers(app.db);
			const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
			return reply
				.header("content-type", "text/csv; charset=utf-8")
				.header("content-disposition", `attachment; filename="pitara-newsletter-${day}.csv"`)
				.header("cache-control", "no-store")
				.send(
					toCsv(
						["email", "subscribed_at"],
						rows.map((row) => [row.email, row.createdAt]),
					),
				);
		},
	);
};
