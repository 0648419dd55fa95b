import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { matchWebRoute, WEB_ROUTE_PAGES } from "@pitara/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type PageHead, renderHead } from "../lib/html-page.ts";

/** Resolves the <head> of one page of the web app (product pages, listings); null when it has nothing to say. */
export type PageHeadResolver = (url: URL, request: FastifyRequest) => Promise<PageHead | null> | PageHead | null;

declare module "fastify" {
	interface FastifyInstance {
		/** Modules add resolvers for the pages they own; the first non-null answer wins. */
		pageHeads: PageHeadResolver[];
		/** Sends the single-page app for a GET of a page URL, or returns false when there is no built app. */
		sendWebApp: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
	}
}

const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";

interface ManifestChunk {
	file: string;
	src?: string;
	isEntry?: boolean;
	imports?: string[];
}

/**
 * The JavaScript each page of apps/web/src/app/routes needs beyond the entry
 * (its chunk and the chunks it imports), from Vite's build manifest, keyed by
 * the page's module name ("product-detail").
 */
function readPageChunks(distDir: string): Map<string, string[]> {
	const chunks = new Map<string, string[]>();
	const manifestFile = path.join(distDir, ".vite", "manifest.json");
	if (!existsSync(manifestFile)) return chunks;
	const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
	const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
	const alreadyLoaded = new Set<string>();
	const collect = (key: string, into: Set<string>) => {
		const chunk = manifest[key];
		if (!chunk || into.has(chunk.file)) return;
		into.add(chunk.file);
		for (const imported of chunk.imports ?? []) collect(imported, into);
	};
	if (entry?.src) collect(entry.src, alreadyLoaded);
	for (const [key, chunk] of Object.entries(manifest)) {
		const page = /^src\/app\/routes\/([^/]+)\.tsx$/.exec(chunk.src ?? key)?.[1];
		if (!page) continue;
		const files = new Set<string>();
		collect(key, files);
		chunks.set(
			page,
			[...files].filter((file) => !alreadyLoaded.has(file)).map((file) => `/${file}`),
		);
	}
	return chunks;
}

export const DEFAULT_HEAD: PageHead = {
	title: "Pitara · Clothes, toys and gifts for children",
	description:
		"Pitara is an Indian shop for children's clothing, accessories, toys, sports goods, books, jewelry and skincare, with delivery across India.",
};

/**
 * Serves the built web app (long-lived caching for hashed assets, no-cache for
 * index.html), generated and uploaded media under /media, and index.html for
 * every client route.
 */
export default fp(
	async function webApp(app: FastifyInstance) {
		const { WEB_DIST_DIR, MEDIA_DIR, PUBLIC_URL } = app.config;
		app.decorate("pageHeads", [] as PageHeadResolver[]);

		mkdirSync(MEDIA_DIR, { recursive: true });
		await app.register(fastifyStatic, {
			root: MEDIA_DIR,
			prefix: "/media/",
			decorateReply: false,
			// generated names carry a content hash, so they never change
			maxAge: "365d",
			immutable: true,
			index: false,
		});

		const indexFile = path.join(WEB_DIST_DIR, "index.html");
		const built = existsSync(indexFile);
		if (built) {
			await app.register(fastifyStatic, {
				root: WEB_DIST_DIR,
				prefix: "/",
				index: false,
				wildcard: false,
				preCompressed: true,
				// the admin console's page is sent by plugins/admin-app.ts
				allowedPath: (pathname) =>
					pathname !== "/index.html" && !pathname.startsWith("/.vite/") && pathname !== "/admin/index.html",
				setHeaders: (res, filePath) => {
					const relative = path.relative(WEB_DIST_DIR, filePath);
					const hashed = relative.startsWith("assets") || relative.startsWith(path.join("admin", "assets"));
					res.header("cache-control", hashed ? YEAR_IMMUTABLE : "public, max-age=3600");
				},
			});
		} else {
			app.log.warn({ WEB_DIST_DIR }, "the web app has not been built; run `npm run build` to serve it");
		}

		let template: string | null = built ? readFileSync(indexFile, "utf8") : null;
		const readTemplate = () => {
			// in development the template changes under a running server
			if (app.config.NODE_ENV === "development" && built) template = readFileSync(indexFile, "utf8");
			return template;
		};

		const pageChunks = built ? readPageChunks(WEB_DIST_DIR) : new Map<string, string[]>();

		app.decorate("sendWebApp", async (request: FastifyRequest, reply: FastifyReply) => {
			const html = readTemplate();
			if (html === null) return false;
			const url = new URL(request.url, PUBLIC_URL);
			const route = matchWebRoute(url.pathname);
			const known = route !== null;
			let head: PageHead | null = null;
			if (known) {
				for (const resolve of app.pageHeads) {
					head = await resolve(url, request);
					if (head) break;
				}
			}
			const page = head ?? {
				...DEFAULT_HEAD,
				canonical: known ? `${PUBLIC_URL}${url.pathname === "/" ? "/" : url.pathname}` : undefined,
				...(known ? {} : { title: "Page not found · Pitara", robots: "noindex" }),
			};
			reply
				.code(known ? 200 : 404)
				.header("cache-control", "no-cache")
				.type("text/html; charset=utf-8")
				.send(renderHead(html, page, route ? (pageChunks.get(WEB_ROUTE_PAGES[route]) ?? []) : []));
			return true;
		});

		if (built) {
			app.get("/", { schema: { hide: true } }, (request, reply) => app.sendWebApp(request, reply).then(() => reply));
		}
	},
	{ name: "web-app" },
);
