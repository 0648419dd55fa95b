import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { PublicAnswer } from "../lib/page-reads.ts";
import { answerKnownUrls, serveCatalogue } from "../plugins/catalogue-cache.ts";

/**
 * One public read, declared once (docs/decisions/037-public-reads-declared-once.md): `publicRead()` registers its
 * Fastify route (schema, limits, the catalogue cache's answer: bytes, ETag, 304) and, unless `ssr: false`, gives
 * the server renderer the same read in-process (app.pageReads, lib/page-reads.ts), under the same path, parsed by
 * the same schemas, answered from the same cache entry and mapped by the same error mapper. Adding a public read
 * the server renders is this one call.
 */
export interface PublicReadSchema<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
	tags: string[];
	summary: string;
	description?: string;
	params?: P;
	querystring?: Q;
	body?: B;
	/** 200 is the schema every kept answer is checked against outside production */
	response: { 200: z.ZodType } & Record<number, z.ZodType>;
}

export interface PublicReadInputOf<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
	params: z.output<P>;
	query: z.output<Q>;
	body: z.output<B>;
}

export interface PublicReadOptions<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
	method: "GET" | "POST";
	/** as Fastify reads it, inside the /api prefix: `/products/:category/:slug` */
	path: string;
	schema: PublicReadSchema<P, Q, B>;
	read: (input: PublicReadInputOf<P, Q, B>) => Promise<PublicAnswer> | PublicAnswer;
	/** false: the browser alone reads it (a search box's suggestions, the SPEC's POST form of several reads) */
	ssr?: boolean;
	/** a URL answered since the last catalogue change is answered from the cache at once (answerKnownUrls) */
	knownUrls?: boolean;
	/** what the route checks before answering (a rate limit), the known URL's answer included */
	guard?: (request: FastifyRequest) => Promise<void>;
	/** false for the answers that go out as the bytes the cache keeps, already compressed */
	compress?: false;
	/** `Vary` of the kept answer beyond accept-encoding */
	vary?: string;
	/** a caller's own answer (never kept), sent instead of the public one when it gives one (a signed-in shopper's) */
	personal?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;
}

/** The /api prefix the server renderer's paths are read under (the web app's API base). */
const API_PREFIX = "/api";

export function publicRead<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
	app: FastifyInstance,
	options: PublicReadOptions<P, Q, B>,
): void {
	const { method, path, schema, read, guard, vary } = options;
	app.route({
		method,
		url: path,
		...(options.compress === false ? { compress: false } : {}),
		...(options.knownUrls
			? { onRequest: answerKnownUrls(app, { ...(guard ? { guard } : {}), ...(vary ? { vary } : {}) }) }
			: {}),
		...(guard ? { preHandler: guard } : {}),
		schema,
		handler: async (request: FastifyRequest, reply: FastifyReply) => {
			if (options.personal) {
				const own = await options.personal(request, reply);
				if (own !== undefined) return own;
			}
			const answer = await read({
				params: request.params as z.output<P>,
				query: request.query as z.output<Q>,
				body: request.body as z.output<B>,
			});
			if ("data" in answer) return answer.data;
			return serveCatalogue(app, request, reply, {
				...answer,
				schema: schema.response[200],
				...(vary ? { vary } : {}),
			});
		},
	});
	if (options.ssr === false) return;
	if (app.prefix !== API_PREFIX) {
		throw new Error(`public read ${method} ${path} is registered under "${app.prefix}", not ${API_PREFIX}`);
	}
	// the same read, for the server renderer: the input parsed by the route's own schemas (a ZodError is the same 400)
	app.pageReads.add({
		method,
		path,
		read: ({ params, query, body }) =>
			read({
				params: (schema.params ? schema.params.parse(params) : params) as z.output<P>,
				query: (schema.querystring ? schema.querystring.parse(Object.fromEntries(query)) : {}) as z.output<Q>,
				body: (schema.body ? schema.body.parse(body) : body) as z.output<B>,
			}),
	});
}
