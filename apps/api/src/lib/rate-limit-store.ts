import { createRequire } from "node:module";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from "@fastify/rate-limit";
import type { RedisLink } from "./redis.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
	incr(key: string, callback: Callback, timeWindow: number, max: number): void;
	read?(key: string, callback: Callback, timeWindow: number, max: number): void;
	child(routeOptions: unknown): Store;
}
type StoreCtor = new (...args: unknown[]) => Store;

// @fastify/rate-limit's own stores (CommonJS, without type declarations of their own)
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as StoreCtor;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as StoreCtor;

/**
 * A rate-limit store that counts in Redis, shared by every API process, and
 * in this process's memory while Redis is away: limits keep holding (per
 * process) instead of switching off, and become shared again as soon as
 * Redis is back. A command that fails mid-way is counted locally too.
 */
class FallbackStore implements Store {
	constructor(
		private readonly link: RedisLink,
		private readonly shared: Store,
		private readonly local: Store,
	) {}

	incr(key: string, callback: Callback, timeWindow: number, max: number): void {
		this.use("incr", key, callback, timeWindow, max);
	}

	read(key: string, callback: Callback, timeWindow: number, max: number): void {
		this.use("read", key, callback, timeWindow, max);
	}

	private use(method: "incr" | "read", key: string, callback: Callback, timeWindow: number, max: number) {
		const local = () => this.local[method]?.(key, callback, timeWindow, max);
		if (!this.link.available) return local();
		this.shared[method]?.(
			key,
			(error, result) => {
				if (!error) return callback(null, result);
				this.link.noteFailure(error);
				local();
			},
			timeWindow,
			max,
		);
	}

	child(routeOptions: unknown): Store {
		return new FallbackStore(this.link, this.shared.child(routeOptions), this.local.child(routeOptions));
	}
}

/** The `store` option of @fastify/rate-limit for REDIS_URL: keys under `<prefix>rate:`. */
export function fallbackStore(link: RedisLink): FastifyRateLimitStoreCtor {
	return class {
		constructor(options: RateLimitPluginOptions) {
			const continueExceeding = options.continueExceeding ?? false;
			const exponentialBackoff = options.exponentialBackoff ?? false;
			// biome-ignore lint/correctness/noConstructorReturn: @fastify/rate-limit instantiates the class it is given
			return new FallbackStore(
				link,
				new RedisStore(continueExceeding, exponentialBackoff, link.client, `${link.prefix}rate:`),
				new LocalStore(continueExceeding, exponentialBackoff, options.cache ?? 5000),
			) as unknown as FastifyRateLimitStore;
		}
	} as unknown as FastifyRateLimitStoreCtor;
}
