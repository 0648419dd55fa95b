import { isDeepStrictEqual } from "node:util";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
		// whatever the API answers without saying otherwise may be personal: no cache on the way keeps it
		app.addHook("onSend", async (request, reply) => {
			if (!reply.hasHeader("cache-control") && request.url.startsWith("/api/")) {
				reply.header("cache-control", PRIVATE_CACHE_CONTROL);
			}
		});
		app.addHook("onClose", async () => {
			stop();
			cache.close();
		});
	},
	{ name: "catalogue-cache" },
);

/** The best coding the client accepts: brotli, then gzip, else none (q=0 refuses a coding). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
	if (!acceptEncoding) return "identity";
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
	const answer = await app.catalogueCache.fill(
		key,
		validate
			? async () => {
					const parts = await build();
					assertMatchesSchema(schema, parts.body, key);
					return parts;
				}
			: build,
	);
	return sendAnswer(request, reply, answer, options.vary ? { vary: options.vary } : {});
}
