import type { FastifyInstance, FastifyRequest } from "fastify";
import { isLoopback } from "../../lib/client-network.ts";
import { perIpHook } from "../../plugins/rate-limit.ts";

/**
 * Searches (a listing with `name`, by the API or by the server-rendered
 * search page, and the search box's suggestions) run full text and trigram
 * matching when the cache misses: at most this many a minute per client
 * network, together, in one bucket. The machine itself (benchmarks, a local
 * demo) is not counted; behind a proxy TRUST_PROXY gives each shopper their
 * address.
 */
export const SEARCH_RATE_LIMIT = { max: 120, timeWindow: "1 minute" } as const;

/** Counts one search of the request's network (429 past the limit); every caller shares the bucket. */
export function searchLimit(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
	return perIpHook(app, "search", SEARCH_RATE_LIMIT, (request) => isLoopback(request.ip));
}

/** Whether a listing's `name` asks for a search (blank words do not). */
export const isSearch = (name: unknown): boolean => typeof name === "string" && name.trim() !== "";
