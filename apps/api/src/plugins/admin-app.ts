import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * Serves the staff's admin console: dist/admin/index.html (built by
 * vite.admin.config.ts) for /admin and every address under it, so the
 * console's own router shows the page. It is client-rendered and never
 * indexed; its hashed code under /admin/assets is served by the web app's
 * static files (plugins/web-app.ts). The storefront never loads any of it.
 */
export default fp(
	async function adminApp(app: FastifyInstance) {
		const indexFile = path.join(app.config.WEB_DIST_DIR, "admin", "index.html");
		if (!existsSync(indexFile)) return;
		let html = readFileSync(indexFile, "utf8");

		const send = async (request: FastifyRequest, reply: FastifyReply) => {
			// a missing script or stylesheet is a 404, not the console's page
			const rest = (request.params as { "*"?: string })["*"] ?? "";
			if (rest === "assets" || rest.startsWith("assets/")) {
				return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
			}
			if (app.config.NODE_ENV === "development") html = readFileSync(indexFile, "utf8");
			return reply
				.header("cache-control", "no-cache")
				.header("x-robots-tag", "noindex, nofollow")
				.type("text/html; charset=utf-8")
				.send(html);
		};
		app.get("/admin", { schema: { hide: true } }, send);
		app.get("/admin/*", { schema: { hide: true } }, send);
	},
	{ name: "admin-app", dependencies: ["web-app"] },
);
