import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import { Redis, type RedisOptions } from "ioredis";

/**
 * The API's connection to Redis (REDIS_URL), shared by the rate limits, the
 * cache and the catalogue change bus, with what they need to keep serving
 * while Redis is away:
 *
 * - `available` says whether commands can be sent now. Commands are never
 *   queued while the connection is down (they fail at once), so a caller
 *   checks `available` or catches, and falls back to per-process state.
 * - An outage is logged once when it starts and once when it ends, not at
 *   every reconnection attempt; ioredis keeps reconnecting (every 0.05–2 s).
 * - `up` and `down` events tell the users of the link when to resynchronise.
 *
 * Every key and channel of Pitara starts with `prefix` (REDIS_KEY_PREFIX), so
 * several shops or test runs can share one Redis.
 */
export class RedisLink extends EventEmitter<{ up: []; down: [] }> {
	readonly client: Redis;
	private wasReady = false;
	private down = false;
	private closing = false;

	constructor(
		readonly url: string,
		readonly prefix: string,
		private readonly log: FastifyBaseLogger,
		options: RedisOptions = {},
	) {
		super();
		this.client = new Redis(url, {
			maxRetriesPerRequest: 1,
			enableOfflineQueue: false,
			connectTimeout: 2_000,
			retryStrategy: (times) => Math.min(times * 50, 2_000),
			...options,
		});
		this.client.on("ready", () => this.markUp());
		this.client.on("error", (error) => this.markDown(error));
		this.client.on("close", () => this.markDown());
	}

	/** true while commands reach Redis */
	get available(): boolean {
		return this.client.status === "ready";
	}

	/** A second connection (subscribers need their own), with the same options. */
	duplicate(options: RedisOptions = {}): Redis {
		return this.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, ...options });
	}

	/** Called by users whose command failed: the connection may be gone before ioredis notices. */
	noteFailure(error: unknown): void {
		if (!this.available) this.markDown(error);
	}

	private markUp() {
		if (this.down) {
			this.down = false;
			this.log.info(
				{ redis: redactedUrl(this.url) },
				"Redis is reachable again: shared rate limits and caches are back",
			);
		} else if (!this.wasReady) {
			this.log.info({ redis: redactedUrl(this.url) }, "connected to Redis: rate limits and caches are shared");
		}
		this.wasReady = true;
		this.emit("up");
	}

	private markDown(error?: unknown) {
		if (this.closing || this.down) return;
		if (this.client.status === "ready") return;
		this.down = true;
		this.log.warn(
			{ redis: redactedUrl(this.url), err: error },
			"Redis is unreachable: serving on with per-process rate limits and short-lived caches until it returns",
		);
		this.emit("down");
	}

	/** Waits (at most `timeoutMs`) for the first connection; answers whether Redis is up. */
	async waitUntilReady(timeoutMs = 2_000): Promise<boolean> {
		if (this.available) return true;
		return new Promise((resolve) => {
			const timer = setTimeout(() => {
				this.off("up", onUp);
				resolve(this.available);
			}, timeoutMs);
			const onUp = () => {
				clearTimeout(timer);
				resolve(true);
			};
			this.once("up", onUp);
		});
	}

	/** Round trip to Redis for readiness checks, bounded in time. */
	async ping(timeoutMs = 1_000): Promise<boolean> {
		if (!this.available) return false;
		let timer: NodeJS.Timeout | undefined;
		try {
			const answer = await Promise.race([
				this.client.ping(),
				new Promise<never>((_, reject) => {
					timer = setTimeout(() => reject(new Error("Redis did not answer in time")), timeoutMs);
				}),
			]);
			return answer === "PONG";
		} catch (error) {
			this.noteFailure(error);
			return false;
		} finally {
			clearTimeout(timer);
		}
	}

	async close(): Promise<void> {
		this.closing = true;
		await this.client.quit().catch(() => this.client.disconnect());
	}
}

/** The URL without its password, for logs. */
export function redactedUrl(url: string): string {
	try {
		const parsed = new URL(url);
		if (parsed.password) parsed.password = "***";
		return parsed.toString();
	} catch {
		return "redis";
	}
}
