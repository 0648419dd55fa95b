import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import {
	errorsMessages,
	FORM_NOTICE_PARAM,
	HREFLANG,
	headsMessages,
	LANGUAGES,
	type Language,
	matchWebRoute,
	type PageAddress,
	pageAddress,
	pathInLanguage,
	splitLanguage,
	WEB_ROUTE_PAGES,
	type WebRoute,
} from "@pitara/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CachedAnswer } from "../lib/catalogue-cache.ts";
import { isLoopback } from "../lib/client-network.ts";
import { AppError } from "../lib/errors.ts";
import { DEFAULT_HEAD, messagePage, type PageHead, renderHead } from "../lib/html-page.ts";
import { localizeHead, localizeTemplate } from "../lib/page-language.ts";
import { type PageReader, PageReads } from "../lib/page-reads.ts";
import { sendAnswer } from "./catalogue-cache.ts";
import { perIpHook } from "./rate-limit.ts";

/**
 * A limit a module puts on some of its pages (the search page counts in the API search's bucket): it throws
 * AppError 429 (tooManyRequests) past the limit, and the visitor gets the polite page that says how long to wait.
 */
export type PageLimit = (page: { route: WebRoute; url: URL }, request: FastifyRequest) => Promise<void>;

/** Resolves the <head> of one page of the web app (product pages, listings); null when it has nothing to say. */
export type PageHeadResolver = (
	url: URL,
	request: FastifyRequest,
	reader: PageReader,
	/** the page's language: a resolver that shows the shop's data (a product's or a category's name) shows it in it */
	language: Language,
) => Promise<PageHead | null> | PageHead | null;

declare module "fastify" {
	interface FastifyInstance {
		/** Modules add resolvers for the pages they own; the first non-null answer wins. */
		pageHeads: PageHeadResolver[];
		/** The public reads the server renderer may call in-process, added by http/public-reads.ts (lib/page-reads.ts). */
		pageReads: PageReads;
		/** Modules add the limits of the pages they own, checked before a page is sent (cached or not). */
		pageLimits: PageLimit[];
		/** Sends the page for a GET of a page URL (server-rendered when it can), or returns false when there is no built app. */
		sendWebApp: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
	}
}

const TOO_MANY_HEADING = errorsMessages.pleaseWait;

/**
 * Pages one client network may have drawn afresh in a minute (a page found in the cache costs nothing and is not
 * counted; a search page counts in the search's own limit instead). The machine itself is not counted.
 */
export const PAGE_RENDER_LIMIT = { max: 60, timeWindow: "1 minute" } as const;

/** Where the one not-found page is drawn from: a path no route of the web app matches. */
const NOT_FOUND_PATH = "/page-not-found";

/** A search's page is drawn for each request, never kept: its words are the visitor's, without end. */
const isSearchPage = (address: PageAddress) =>
	address.route === "products" && new URLSearchParams(address.search).has("name");

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
 * the page's module name ("product-detail"). The manifest names files from its build's own root ("assets/x.js"):
 * each is served under that build's base, "/" for English and "/hi/" for Hindi (decision 060), whose files are not
 * in the English build (a Hindi page once preloaded "/assets/products-….js" and met 404s).
 */
export function readPageChunks(distDir: string, base = "/"): Map<string, string[]> {
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
			[...files].filter((file) => !alreadyLoaded.has(file)).map((file) => `${base}${file}`),
		);
	}
	return chunks;
}

/**
 * The routes whose page the server renders whole and the browser hydrates;
 * the others (the shopper's own: cart, checkout, account, sign-in) get the
 * server-rendered shell and are drawn in the browser.
 */
const SERVER_RENDERED: ReadonlySet<WebRoute> = new Set<WebRoute>([
	"home",
	"products",
	"productDetail",
	"productDetailAlt",
	"about",
	"contact",
	"faq",
	"sizeGuide",
	"privacy",
]);

/** apps/web/src/entry-server.tsx as the API uses it. */
interface RendererModule {
	render(
		url: string,
		options: { hydrate: boolean },
	): Promise<{ status: number; html: string; state: string | null; redirect?: string }>;
	setTransport(
		transport: (method: string, path: string, body: unknown) => Promise<{ status: number; data: unknown }>,
	): void;
	/** the notice of a shop form posted without JavaScript, as HTML ("" for an unknown code) */
	renderNotice(code: string): string;
	QUERY_STATE_ID: string;
}

interface Renderer {
	module: RendererModule;
	stateId: string;
}

/** A public read a page was drawn from, as it was answered then. */
interface PageInput {
	method: "GET" | "POST";
	path: string;
	body: unknown;
	/** a kept answer's key and the ETag of the bytes the page was drawn from */
	key?: string;
	etag?: string;
	/** a failure: its status and body */
	status?: number;
	failure?: string;
}

/**
 * What the page being drawn has read: the kept answers it was drawn from (the page is kept while each still has
 * the bytes it had), and the tags of what it shows otherwise (an answer never kept, the names its head spells).
 */
interface PageInputs {
	tags: Set<string>;
	reads: Map<string, PageInput>;
}

/** A kept page: its status, its bytes, and the public reads it was drawn from. */
interface KeptPage {
	status: number;
	answer: CachedAnswer;
	reads: readonly PageInput[];
}

/**
 * Loads the server renderer of the built web app (dist/server/entry-server.js)
 * and gives it the API's public reads (app.pageReads) in place of fetch().
 */
async function loadRenderer(distDir: string, app: FastifyInstance, read: PageReader["read"]): Promise<Renderer | null> {
	const file = path.join(distDir, "server", "entry-server.js");
	if (!existsSync(file)) {
		app.log.warn({ file }, "the web app's server renderer has not been built: pages are drawn in the browser");
		return null;
	}
	const module = (await import(pathToFileURL(file).href)) as RendererModule;
	module.setTransport((method, apiPath, body) => read(method as "GET" | "POST", apiPath, body));
	return { module, stateId: module.QUERY_STATE_ID };
}

const escapeJsonForScript = (json: string) =>
	json
		.replace(/</g, "\\u003c")
		.replace(/>/g, "\\u003e")
		.replace(/\u2028/g, "\\u2028")
		.replace(/\u2029/g, "\\u2029");

/**
 * Puts the rendered app into index.html's #root (in place of its static
 * header), and the query cache beside it for hydration; a hydrated page works
 * without JavaScript, so the <noscript> notice goes.
 */
export function fillRoot(document: string, appHtml: string, state: string | null, stateId: string): string {
	const open = document.indexOf("<!--app-->");
	const close = document.indexOf("<!--/app-->");
	if (open === -1 || close === -1) return document;
	// React puts the resource hints it found (an eager image's preload) before the app: they go into <head>,
	// where hydration does not look for them
	const hints = /^(?:<link [^>]*>)+/.exec(appHtml)?.[0] ?? "";
	const body = appHtml.slice(hints.length);
	// </head> and </body> are looked for in the template's own small parts, never in the joined page: a search
	// through 100 KB of rendered page (and the copy it forces) cost milliseconds a render
	let head = document.slice(0, open);
	if (hints) head = head.replace("</head>", () => `${hints}\n</head>`);
	let tail = document.slice(close + "<!--/app-->".length);
	if (state !== null) {
		// a hydrated page works without JavaScript: the notice that says otherwise goes
		tail = tail
			.replace(/<noscript>[\s\S]*?<\/noscript>/, "")
			.replace(
				"</body>",
				() => `<script type="application/json" id="${stateId}">${escapeJsonForScript(state)}</script>\n</body>`,
			);
	}
	return `${head}${body}${tail}`;
}

/** The URL without a shop form's notice (decision 026), which is put into the page apart. */
function withoutNotice(url: URL): URL {
	const copy = new URL(url);
	copy.searchParams.delete(FORM_NOTICE_PARAM);
	return copy;
}

/** The catalogue cache's key of a kept page: its route and the address it is drawn from (null: the not-found page). */
export function pageKey(page: { route: WebRoute; drawn: string } | null, language: Language = "en"): string {
	// English keys as they were; a Hindi page is kept apart under its own (decision 060)
	const prefix = language === "en" ? "page" : `page ${language}`;
	return page === null ? `${prefix} not-found` : `${prefix} ${page.route} ${page.drawn}`;
}

/**
 * Serves the built web app (long-lived caching for hashed assets, no-cache for
 * index.html), generated and uploaded media under /media, and index.html for
 * every client route.
 */
export default fp(
	async function webApp(app: FastifyInstance) {
		const { WEB_DIST_DIR, MEDIA_DIR, PUBLIC_URL } = app.config;
		app.decorate("pageHeads", [] as PageHeadResolver[]);
		app.decorate("pageReads", new PageReads());
		app.decorate("pageLimits", [] as PageLimit[]);

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
				allowedPath: (pathname) => {
					// the Hindi build's files are under /hi/ (dist/hi), its page and renderer as the English ones
					const own = pathname.startsWith("/hi/") ? pathname.slice(3) : pathname;
					return (
						own !== "/index.html" &&
						!own.startsWith("/.vite/") &&
						!own.startsWith("/server/") &&
						pathname !== "/admin/index.html"
					);
				},
				setHeaders: (res, filePath) => {
					const relative = path.relative(WEB_DIST_DIR, filePath);
					const hashed =
						relative.startsWith("assets") ||
						relative.startsWith(path.join("admin", "assets")) ||
						relative.startsWith(path.join("hi", "assets")) ||
						relative.startsWith(path.join("hi", "fonts"));
					res.header("cache-control", hashed ? YEAR_IMMUTABLE : "public, max-age=3600");
				},
			});
		} else {
			app.log.warn({ WEB_DIST_DIR }, "the web app has not been built; run `npm run build` to serve it");
		}

		/** Each language's build: English in WEB_DIST_DIR, Hindi in WEB_DIST_DIR/hi (decision 060); null when not built. */
		const distOf = (language: Language) => (language === "en" ? WEB_DIST_DIR : path.join(WEB_DIST_DIR, language));
		const readIndex = (language: Language): string | null => {
			const file = path.join(distOf(language), "index.html");
			if (!existsSync(file)) return null;
			const html = readFileSync(file, "utf8");
			return language === "en" ? html : localizeTemplate(html, language);
		};
		const templates = new Map<Language, string | null>(LANGUAGES.map((language) => [language, readIndex(language)]));
		const readTemplate = (language: Language = "en") => {
			// in development the template changes under a running server
			if (app.config.NODE_ENV === "development" && built) templates.set(language, readIndex(language));
			return templates.get(language) ?? null;
		};
		/** a language whose build is missing is not served (its pages are not found) */
		const servesLanguage = (language: Language) => language === "en" || templates.get(language) != null;

		const pageChunksOf = new Map<Language, Map<string, string[]>>(
			LANGUAGES.map((language) => [
				language,
				built
					? readPageChunks(distOf(language), language === "en" ? "/" : `/${language}/`)
					: new Map<string, string[]>(),
			]),
		);
		/** what the page being drawn read, head and body */
		const inputs = new AsyncLocalStorage<PageInputs>();
		const reader: PageReader = {
			async read(method, apiPath, body) {
				const answer = await app.pageReads.read(app.catalogueCache, method, apiPath, body);
				// not a read the server makes: the browser asks for it after hydration
				if (answer === null) return { status: 0, data: { status: false, message: "", code: "CLIENT_ONLY" } };
				const drawing = inputs.getStore();
				if (drawing) {
					const input: PageInput = { method, path: apiPath, body };
					if (answer.key !== undefined && answer.etag !== undefined) {
						// a kept answer: the page is kept while the answer has these bytes, whatever writes name
						drawing.reads.set(JSON.stringify([method, apiPath, body]), {
							...input,
							key: answer.key,
							etag: answer.etag,
						});
					} else {
						// an answer never kept (a random choice) is known by its tags; a failure is read again
						for (const tag of answer.tags) drawing.tags.add(tag);
						if (answer.status !== 200) {
							drawing.reads.set(JSON.stringify([method, apiPath, body]), {
								...input,
								status: answer.status,
								failure: JSON.stringify(answer.data),
							});
						}
					}
				}
				return { status: answer.status, data: answer.data };
			},
			shows(tags) {
				const drawing = inputs.getStore();
				if (drawing) for (const tag of tags) drawing.tags.add(tag);
			},
		};
		/**
		 * Each language's server renderer, loaded once on its first page: English at start as before, Hindi when a
		 * Hindi page is first asked for, so a shop (or a test) that never serves one neither waits for nor keeps it.
		 */
		const rendererLoads = new Map<Language, Promise<Renderer | null>>();
		const rendererOf = (language: Language): Promise<Renderer | null> => {
			let load = rendererLoads.get(language);
			if (!load) {
				load =
					built && servesLanguage(language) ? loadRenderer(distOf(language), app, reader.read) : Promise.resolve(null);
				rendererLoads.set(language, load);
			}
			return load;
		};
		await rendererOf("en");

		/**
		 * Whether a kept page still shows what its reads answer: each kept answer it was drawn from still has the
		 * bytes it had (looked up, or read again once a write dropped it: a price edit elsewhere builds the same
		 * bytes again), each failure fails alike. A page found otherwise is drawn afresh.
		 */
		const stillMatches = async (page: KeptPage): Promise<boolean> => {
			for (const input of page.reads) {
				if (input.key !== undefined) {
					const kept = app.catalogueCache.lookup(input.key);
					if (kept !== undefined) {
						if (kept.etag !== input.etag) return false;
						continue;
					}
				}
				const again = await app.pageReads.read(app.catalogueCache, input.method, input.path, input.body);
				if (again === null) return false;
				if (input.key !== undefined ? again.etag !== input.etag : again.status !== input.status) return false;
				if (input.failure !== undefined && JSON.stringify(again.data) !== input.failure) return false;
			}
			return true;
		};

		/** The page's <head>: the first resolver with something to say, else the shop's own. */
		const resolveHead = async (
			url: URL,
			request: FastifyRequest,
			known: boolean,
			language: Language,
		): Promise<PageHead> => {
			const head = await resolveEnglishHead(url, request, known, language);
			if (!known) return language === "en" ? head : localizeHead(head, language, PUBLIC_URL, false);
			// each page names itself and its twin in the other language (hreflang both ways)
			const alternates = LANGUAGES.map((each) => ({
				hreflang: HREFLANG[each],
				href: `${PUBLIC_URL}${pathInLanguage(each, url.pathname)}${url.search}`,
			}));
			if (language === "en") {
				return {
					...head,
					alternates: [...alternates, { hreflang: "x-default", href: `${PUBLIC_URL}${url.pathname}${url.search}` }],
				};
			}
			return {
				...localizeHead(head, language, PUBLIC_URL, true),
				alternates: [...alternates, { hreflang: "x-default", href: `${PUBLIC_URL}${url.pathname}${url.search}` }],
			};
		};
		/** The head in the catalogue's English texts (localizeHead puts them into the language), the shop's data in it. */
		const resolveEnglishHead = async (
			url: URL,
			request: FastifyRequest,
			known: boolean,
			language: Language,
		): Promise<PageHead> => {
			if (known) {
				for (const resolve of app.pageHeads) {
					const head = await resolve(url, request, reader, language);
					if (head) return head;
				}
			}
			return {
				...DEFAULT_HEAD,
				canonical: known ? `${PUBLIC_URL}${url.pathname === "/" ? "/" : url.pathname}` : undefined,
				...(known ? {} : { title: headsMessages.notFoundTitle, robots: "noindex" }),
			};
		};

		/**
		 * The whole page of one URL as everyone without a session sees it, and its status; `tags`, what it shows,
		 * and `keys`, the catalogue answers it was drawn from (its head's and its body's alike).
		 */
		const buildPage = (url: URL, request: FastifyRequest, html: string, language: Language = "en") => {
			const drawing: PageInputs = { tags: new Set(), reads: new Map() };
			const pageChunks = pageChunksOf.get(language) ?? new Map<string, string[]>();
			return inputs.run(drawing, async () => {
				const renderer = await rendererOf(language);
				const route = matchWebRoute(url.pathname);
				const head = await resolveHead(url, request, route !== null, language);
				const document = renderHead(html, head, route ? (pageChunks.get(WEB_ROUTE_PAGES[route]) ?? []) : []);
				if (!renderer) return { status: route ? 200 : 404, html: document, tags: [...drawing.tags], reads: [] };
				const hydrate = route === null || SERVER_RENDERED.has(route);
				const page = await renderer.module.render(`${url.pathname}${url.search}`, { hydrate });
				const status = route === null ? 404 : page.status;
				return {
					status,
					html: fillRoot(document, page.html, hydrate ? page.state : null, renderer.stateId),
					tags: [...drawing.tags],
					reads: [...drawing.reads.values()],
				};
			});
		};

		const renderLimit = perIpHook(app, "page-render", PAGE_RENDER_LIMIT, (request) => isLoopback(request.ip));

		/** The polite page of a limit reached: what to do and how long to wait; nothing rendered, no code to load. */
		const sendTooMany = (reply: FastifyReply, html: string, error: AppError) => {
			reply
				.code(429)
				.headers(error.headers ?? {})
				.header("cache-control", "no-store")
				.type("text/html; charset=utf-8")
				.send(
					messagePage(html, {
						title: headsMessages.titleOf(TOO_MANY_HEADING),
						heading: TOO_MANY_HEADING,
						message: error.message,
					}),
				);
		};

		/** Runs a limit's check; past the limit, sends the polite page and answers true. */
		const overLimit = async (reply: FastifyReply, html: string, check: () => Promise<void>) => {
			try {
				await check();
				return false;
			} catch (error) {
				if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
				sendTooMany(reply, html, error);
				return true;
			}
		};

		app.decorate("sendWebApp", async (request: FastifyRequest, reply: FastifyReply) => {
			// a Hindi page is /hi/…: drawn by the Hindi build from the path without it (decision 060)
			const asked = new URL(request.url, PUBLIC_URL);
			const { language: pathLanguage, path: languagePath } = splitLanguage(asked.pathname);
			const language = servesLanguage(pathLanguage) ? pathLanguage : "en";
			const html = readTemplate(language);
			if (html === null) return false;
			const url = new URL(`${language === "en" ? asked.pathname : languagePath}${asked.search}`, PUBLIC_URL);
			const renderer = await rendererOf(language);
			// what the page shows depends on its route, its path and the query parameters it reads, nothing else
			const address = pageAddress(url.pathname, url.searchParams);
			if (address !== null) {
				const page = { route: address.route, url };
				if (
					await overLimit(reply, html, async () => {
						for (const limit of app.pageLimits) await limit(page, request);
					})
				) {
					return true;
				}
			}
			if (!renderer) {
				const page = await buildPage(url, request, html, language);
				reply.code(page.status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page.html);
				return true;
			}
			// a shop form's answer (`?notice=`, decision 026): the page without it, the notice put before the app's
			// root, outside what hydrates, and this one answer not kept anywhere
			const notice = url.searchParams.get(FORM_NOTICE_PARAM);
			// the page is the same for everyone (the session lives in the browser): kept until the catalogue changes,
			// once per address, drawn from the address (a parameter it does not read never reaches the kept HTML);
			// every path that is no page shares one not-found page
			const cache = app.catalogueCache;
			const keep = cache.keepAnswers && !(address !== null && isSearchPage(address));
			const drawn =
				address === null
					? NOT_FOUND_PATH
					: keep
						? `${address.path}${address.search ? `?${address.search}` : ""}`
						: null;
			const drawFrom = drawn === null ? withoutNotice(url) : new URL(drawn, PUBLIC_URL);
			// no catalogue version in the key: a page is kept while the answers it was drawn from, head and body, have
			// the bytes it was drawn from; a write that changes none of them leaves it in place (decision 037)
			const key = pageKey(address === null ? null : { route: address.route, drawn: drawn ?? "" }, language);
			const build = async () => {
				const built = await buildPage(drawFrom, request, html, language);
				const answer = new CachedAnswer({
					body: built.html,
					tags: built.tags,
					contentType: "text/html; charset=utf-8",
				});
				const drawnFrom = built.reads.flatMap((input) =>
					input.key !== undefined && input.etag !== undefined ? [{ key: input.key, etag: input.etag }] : [],
				);
				return {
					value: { status: built.status, answer, reads: built.reads } satisfies KeptPage,
					tags: answer.tags,
					bytes: answer.size,
					// dropped as soon as one of these answers is built with other bytes: a page never outlives what it shows
					drawnFrom,
					// "Product not found" is a page per URL: drawn each time (and counted), never kept
					keep: address === null || built.status !== 404,
				};
			};
			let page = keep ? cache.recall<KeptPage>(key) : undefined;
			if (page !== undefined && !(await stillMatches(page))) {
				cache.forget(key);
				page = undefined;
			}
			if (page === undefined) {
				// drawing a page costs the server: limited per client network (a search page by the search's limit)
				const counted = address === null || !isSearchPage(address);
				if (counted && (await overLimit(reply, html, () => renderLimit(request)))) return true;
				// CATALOGUE_CACHE=off renders every time, as it builds every API answer
				page = keep ? await cache.remember(key, build) : (await build()).value;
			}
			reply.code(page.status);
			const noticeHtml = notice === null ? "" : renderer.module.renderNotice(notice);
			if (noticeHtml) {
				const html = page.answer.body.toString("utf8").replace('<div id="root">', () => `${noticeHtml}<div id="root">`);
				reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
				return true;
			}
			sendAnswer(request, reply, page.answer);
			return true;
		});

		if (built) {
			app.get("/", { schema: { hide: true } }, (request, reply) => app.sendWebApp(request, reply).then(() => reply));
			if (servesLanguage("hi")) {
				// Hindi home: /hi and /hi/ alike, one route (the router ignores a trailing slash, app.ts); without it the
				// static files' routes would claim /hi/
				app.get("/hi", { schema: { hide: true } }, (request, reply) =>
					app.sendWebApp(request, reply).then(() => reply),
				);
			}
		}
	},
	{ name: "web-app" },
);
