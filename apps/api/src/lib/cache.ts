import type { Redis } from "ioredis";

/**
 * A small cache for hot, rarely changing reads (the category tree, filters).
 * In-process by default; shared through Redis when REDIS_URL is set, so that
 * an admin change seen by one instance is seen by all.
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
}

export class RedisCache extends BaseCache {
	constructor(
		private readonly redis: Redis,
		private readonly prefix = "pitara:cache:",
	) {
		super();
	}

	async get<T>(key: string): Promise<T | undefined> {
		try {
			const raw = await this.redis.get(this.prefix + key);
			return raw === null ? undefined : (JSON.parse(raw) as T);
		} catch {
			// a cache that is down is a cache miss, not an outage
			return undefined;
		}
	}

	async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
		try {
			await this.redis.set(this.prefix + key, JSON.stringify(value), "EX", Math.max(1, Math.round(ttlSeconds)));
		} catch {
			// ignored: see get()
		}
	}

	async delete(...keys: string[]): Promise<void> {
		if (keys.length === 0) return;
		try {
			await this.redis.del(...keys.map((key) => this.prefix + key));
		} catch {
			// ignored: see get()
		}
	}
}
