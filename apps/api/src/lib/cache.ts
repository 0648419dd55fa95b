import type { RedisLink } from "./redis.ts";

/**
 * A small cache for hot, rarely changing reads (the category tree, filters).
 * In-process by default; shared through Redis when REDIS_URL is set, so that
 * an admin change seen by one instance is seen by all (and short-lived per
 * process while Redis is away: RedisCache).
 */
export interface Cache {
	get<T>(key: string): Promise<T | undefined>;
	set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
	delete(...keys: string[]): Promise<void>;
	/** Answers the cached value or computes, stores and answers it. */
	wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T>;
}

abstract class BaseCache implements Cache {
	abstract get<T>(key: string): Promise<T | undefined>;
	abstract set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
	abstract delete(...keys: string[]): Promise<void>;

	async wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
		const hit = await this.get<T>(key);
		if (hit !== undefined) return hit;
		const value = await compute();
		await this.set(key, value, ttlSeconds);
		return value;
	}
}

export class MemoryCache extends BaseCache {
	private readonly entries = new Map<string, { value: unknown; expires: number }>();

	constructor(private readonly maxEntries = 500) {
		super();
	}

	async get<T>(key: string): Promise<T | undefined> {
		const entry = this.entries.get(key);
		if (!entry) return undefined;
		if (entry.expires <= Date.now()) {
			this.entries.delete(key);
			return undefined;
		}
		return entry.value as T;
	}

	async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
		if (this.entries.size >= this.maxEntries) {
			const oldest = this.entries.keys().next().value;
			if (oldest !== undefined) this.entries.delete(oldest);
		}
		this.entries.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
	}

	async delete(...keys: string[]): Promise<void> {
		for (const key of keys) this.entries.delete(key);
	}

	async clear(): Promise<void> {
		this.entries.clear();
	}
}

/** How long a process keeps an answer on its own while Redis is away: other processes' changes cannot reach it. */
export const FALLBACK_TTL_SECONDS = 5;

/**
 * The cache with REDIS_URL set: entries live in Redis, shared by every API
 * process, so a delete after an admin change reaches all of them. While Redis
 * is away each process keeps answers in its own memory for at most
 * FALLBACK_TTL_SECONDS (deletes there cannot reach the other processes, so
 * nothing is served stale for longer). When Redis returns, every entry under
 * the prefix is dropped: deletes made during the outage never reached it.
 */
export class RedisCache extends BaseCache {
	private readonly local = new MemoryCache();
	private readonly prefix: string;

	constructor(
		private readonly link: RedisLink,
		prefix = `${link.prefix}cache:`,
	) {
		super();
		this.prefix = prefix;
		link.on("up", () => {
			void this.dropShared();
		});
		link.on("down", () => {
			void this.local.clear();
		});
	}

	async get<T>(key: string): Promise<T | undefined> {
		if (!this.link.available) return this.local.get<T>(key);
		try {
			const raw = await this.link.client.get(this.prefix + key);
			return raw === null ? undefined : (JSON.parse(raw) as T);
		} catch (error) {
			// a cache that is down is a cache miss, not an outage
			this.link.noteFailure(error);
			return undefined;
		}
	}

	async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
		if (!this.link.available) return this.local.set(key, value, Math.min(ttlSeconds, FALLBACK_TTL_SECONDS));
		try {
			await this.link.client.set(this.prefix + key, JSON.stringify(value), "EX", Math.max(1, Math.round(ttlSeconds)));
		} catch (error) {
			this.link.noteFailure(error);
		}
	}

	async delete(...keys: string[]): Promise<void> {
		if (keys.length === 0) return;
		await this.local.delete(...keys);
		if (!this.link.available) return;
		try {
			await this.link.client.del(...keys.map((key) => this.prefix + key));
		} catch (error) {
			this.link.noteFailure(error);
		}
	}

	/** Deletes every shared entry (after an outage), key by key under the prefix: never FLUSHDB. */
	private async dropShared(): Promise<void> {
		try {
			let cursor = "0";
			do {
				const [next, keys] = await this.link.client.scan(cursor, "MATCH", `${this.prefix}*`, "COUNT", 500);
				cursor = next;
				if (keys.length > 0) await this.link.client.del(...keys);
			} while (cursor !== "0");
		} catch (error) {
			this.link.noteFailure(error);
		}
	}
}
