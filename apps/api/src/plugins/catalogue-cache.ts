import { isDeepStrictEqual } from "node:util";
import type {
	FastifyInstance,
	FastifyReply,
	FastifyRequest,
	HookHandlerDoneFunction,
	onRequestHookHandler,
} from "fastify";
import fp from "fastify-plugin";
import type { z } from "zod";
import {
	type AnswerParts,
	type CachedAnswer,
	CatalogueCache,
	COMPRESS_MIN_BYTES,
	type Encoding,
} from "../lib/catalogue-cache.ts";
import { onCatalogueChange } from "../lib/catalogue-changes.ts";

/**
 * Public catalogue answers: a browser asks again every time (and gets a 304
 * while nothing changed); a CDN or proxy may answer from its copy for 10
 * seconds, the only staleness there is. Nothing personal is ever sent with it.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10";
/** Anything that depends on who asks: no cache anywhere keeps it. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * The catalogue cache of this app (lib/catalogue-cache.ts). The catalogue's
 * writes on the app's database (lib/catalogue-changes.ts) are published on the
 * catalogue bus (lib/catalogue-bus.ts): this process's cache drops what they
 * name at once, inside publish(), and every other process's when the message
 * reaches it through Redis.
 */
export default fp(
	async function catalogueCache(app: FastifyInstance) {
		const cache = new CatalogueCache({
			keepAnswers: app.config.CATALOGUE_CACHE === "on",
			maxBytes: app.config.CATALOGUE_CACHE_MB * 1024 * 1024,
		});
		const bus = app.catalogueBus;
		cache.attach(bus);
		const stop = onCatalogueChange(app.db, (tags) => {
			bus.publish(tags).catch((error: unknown) => app.log.error({ err: error }, "catalogue change not published"));
		});
		app.decorate("catalogueCache", cache);
		app.decorateRequest("catalogueVersion", null);
		// whatever is answered without saying otherwise may be personal: no cache on the way keeps it. Every answer,
		// not only the URLs that start with /api/: a test of the URL's spelling once let /%61pi/admin/… out uncovered
		app.addHook("onSend", function privateUnlessSaid(_request, reply, payload, done) {
			if (!reply.hasHeader("cache-control")) {
				reply.header("cache-control", PRIVATE_CACHE_CONTROL);
			}
			done(null, payload);
		});
		app.addHook("onClose", async () => {
			stop();
			cache.close();
		});
	},
	{ name: "catalogue-cache" },
);

/** Accept-Encoding values already read (browsers send a handful), and the coding each picks. */
const pickedEncodings = new Map<string, Encoding>();
const PICKED_ENCODINGS_KEPT = 64;

/** The best coding the client accepts: brotli, then gzip, else none (q=0 refuses a coding). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
	if (!acceptEncoding) return "identity";
	let picked = pickedEncodings.get(acceptEncoding);
	if (picked === undefined) {
		picked = readAcceptEncoding(acceptEncoding);
		if (pickedEncodings.size >= PICKED_ENCODINGS_KEPT) pickedEncodings.clear();
		pickedEncodings.set(acceptEncoding, picked);
	}
	return picked;
}

function readAcceptEncoding(acceptEncoding: string): Encoding {
	let br = false;
	let gzip = false;
	let star = false;
	for (const part of acceptEncoding.toLowerCase().split(",")) {
		const [name = "", ...params] = part.trim().split(";");
		const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
		const accepted = q === undefined || Number(q) > 0;
		if (name === "br") br = accepted;
		else if (name === "gzip" || name === "x-gzip") gzip = accepted;
		else if (name === "*") star = accepted;
	}
	if (br || (star && !acceptEncoding.includes("br"))) return "br";
	if (gzip || star) return "gzip";
	return "identity";
}

/**
 * Sends a public answer: in the coding the client prefers, with its strong
 * ETag, `304 Not Modified` when the client already has it, and the public
 * Cache-Control; `Vary` names what else the answer depends on.
 */
export function sendAnswer(
	request: FastifyRequest,
	reply: FastifyReply,
	answer: CachedAnswer,
	{ vary = "accept-encoding" }: { vary?: string } = {},
): FastifyReply {
	const encoding =
		answer.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(request.headers["accept-encoding"]) : "identity";
	reply.header("vary", vary);
	reply.header("cache-control", PUBLIC_CACHE_CONTROL);
	reply.header("etag", answer.etagFor(encoding));
	if (answer.matches(request.headers["if-none-match"])) return reply.code(304).send();
	reply.header("content-type", answer.contentType);
	if (encoding !== "identity") reply.header("content-encoding", encoding);
	return reply.send(answer.encoded(encoding));
}

/**
 * Checks a serialised answer against its schema (outside production): it must
 * parse, and parsing must neither drop nor change anything, so that an answer
 * PostgreSQL builds can never drift from packages/shared's types unnoticed.
 */
export function assertMatchesSchema(schema: z.ZodType, body: string | Buffer, key: string): void {
	const json: unknown = JSON.parse(body.toString());
	const parsed = schema.safeParse(json);
	if (!parsed.success) {
		throw new Error(`catalogue answer ${key} does not match its schema: ${parsed.error.message}`);
	}
	if (!isDeepStrictEqual(parsed.data, json)) {
		throw new Error(`catalogue answer ${key} has fields its schema does not describe`);
	}
}

/**
 * Answers a public catalogue read from the catalogue cache, building it with
 * `build` on a miss. Outside production every built answer is validated
 * against `schema`; in production the bytes go out as they were built.
 */
export async function serveCatalogue(
	app: FastifyInstance,
	request: FastifyRequest,
	reply: FastifyReply,
	options: { key: string; build: () => Promise<AnswerParts>; schema: z.ZodType; vary?: string },
): Promise<FastifyReply> {
	const { key, build, schema } = options;
	const validate = app.config.NODE_ENV !== "production";
	const cache = app.catalogueCache;
	const answer = await cache.fill(
		key,
		validate
			? async () => {
					const parts = await build();
					assertMatchesSchema(schema, parts.body, key);
					return parts;
				}
			: build,
	);
	// a route with answerKnownUrls(): the next request for this very URL skips working the key out again
	if (request.catalogueVersion !== null) cache.alias(request.url, key, request.catalogueVersion);
	return sendAnswer(request, reply, answer, options.vary ? { vary: options.vary } : {});
}

/**
 * The route-level onRequest hook of a public GET catalogue route answered by
 * serveCatalogue(): a URL answered before, since the last change to the
 * catalogue, is answered from the cache at once, as serveCatalogue() answered
 * it (coding, ETag, 304), without parsing and validating the query again,
 * working the key out, or running the handler. The URL was valid then and is
 * the same string now, so it is valid now. The app's own onRequest hooks
 * (security headers, the bearer token's check) have run before it; `guard`
 * is what the route runs before its handler (a rate limit), run here too
 * before answering. Any other request goes on as usual, its key then
 * remembered for its URL (cache.alias()).
 */
export function answerKnownUrls(
	app: FastifyInstance,
	{ guard, vary }: { guard?: (request: FastifyRequest) => Promise<void>; vary?: string } = {},
): onRequestHookHandler {
	const cache = app.catalogueCache;
	const options = vary ? { vary } : {};
	return function answerKnownUrl(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
		if (request.method !== "GET") return done();
		const answer = cache.lookupAlias(request.url);
		if (answer === undefined) {
			request.catalogueVersion = cache.version;
			return done();
		}
		if (!guard) {
			sendAnswer(request, reply, answer, options);
			return;
		}
		guard(request).then(
			() => {
				sendAnswer(request, reply, answer, options);
			},
			(error: unknown) => done(error as Error),
		);
	};
}
