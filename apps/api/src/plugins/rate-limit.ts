import rateLimit from "@fastify/rate-limit";
import { errorsMessages } from "@pitara/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { clientNetwork } from "../lib/client-network.ts";
import { tooManyRequests } from "../lib/errors.ts";
import { fallbackStore } from "../lib/rate-limit-store.ts";
import type { RedisLink } from "../lib/redis.ts";

export interface Limit {
	max: number;
	timeWindow: string;
}

const tooMany = (ttlMs: number) =>
	tooManyRequests(errorsMessages.tooManyRequests(Math.ceil(ttlMs / 1000)), ttlMs / 1000);

/**
 * Per-IP request limits. Routes opt in with `config: { rateLimit: { max, timeWindow } }`;
 * with REDIS_URL set the counters are shared by every API instance (and kept
 * per process while Redis is away: lib/rate-limit-store.ts).
 */
export default fp(
	async function rateLimits(app: FastifyInstance, options: { redis?: RedisLink | undefined }) {
		await app.register(rateLimit, {
			global: false,
			...(options.redis ? { store: fallbackStore(options.redis) } : {}),
			skipOnError: true,
			// an IPv6 client counts by its /64 (lib/client-network.ts), as the custom keys below do
			keyGenerator: (request: FastifyRequest) => clientNetwork(request.ip),
			errorResponseBuilder: (_request, context) => tooMany(context.ttl),
		});
		app.decorate("namedLimits", new Map<string, NamedLimit>());
	},
	{ name: "rate-limit" },
);

/**
 * A route's `config.rateLimit` counted per logged-in shopper (the route's
 * auth runs first), so that one account cannot go faster by changing address.
 */
export function perUser(limit: Limit) {
	return {
		...limit,
		keyGenerator: (request: FastifyRequest) =>
			request.user ? `user:${request.user.id}` : `ip:${clientNetwork(request.ip)}`,
	};
}

interface NamedLimit {
	limit: Limit;
	check: ReturnType<FastifyInstance["createRateLimit"]>;
}

declare module "fastify" {
	interface FastifyInstance {
		/** the counters of perIpHook(), one set per name, whichever part of the app counts with it */
		namedLimits: Map<string, NamedLimit>;
	}
}

/**
 * A second limit on a route, per IP address, beside the route's own
 * `config.rateLimit` (@fastify/rate-limit runs only one of those per request):
 * an onRequest hook. `name` is the bucket: every hook made with the same name
 * counts in the same counters (the API's search and the search page share
 * "search"), and no other name's.
 */
export function perIpHook(
	app: FastifyInstance,
	name: string,
	limit: Limit,
	/** requests this answers true for are not counted */
	skip?: (request: FastifyRequest) => boolean,
) {
	let named = app.namedLimits.get(name);
	if (!named) {
		named = {
			limit,
			check: app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:ip:${clientNetwork(request.ip)}` }),
		};
		app.namedLimits.set(name, named);
	} else if (named.limit.max !== limit.max || named.limit.timeWindow !== limit.timeWindow) {
		throw new Error(`the limit "${name}" is counted with two different limits`);
	}
	const { check } = named;
	return async (request: FastifyRequest) => {
		if (skip?.(request)) return;
		const result = await check(request);
		if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
	};
}
