import { createHash } from "node:crypto";
import zlib from "node:zlib";

/**
 * The catalogue cache (issue 13): the answers of the catalogue's public reads
 * kept as the bytes that go on the wire, identity and, when first asked for,
 * brotli and gzip, each with a strong ETag. An answer is stored with the tags
 * of what it shows (lib/catalogue-changes.ts); a write drops exactly the
 * answers carrying a tag it names, in this process at once and in the others
 * through the catalogue bus. Nothing expires by time while the bus is live, so
 * nothing is served stale: an answer lives until a write touches it or the
 * memory budget pushes it out (least recently used first). While the bus is
 * not live, no answer older than `fallbackTtlMs` is served, whenever it was kept.
 *
 * The surface other code uses (the API's catalogue routes, the server-rendered
 * pages' cache):
 * - `fill(key, build)`: the answer for `key`, built by `build` on a miss (one
 *   build at a time per key; concurrent misses wait for it);
 * - `lookup(key)` / `begin()` + `put(key, new CachedAnswer({ body, tags }), token)`:
 *   the same in two steps, for a caller that streams or builds elsewhere;
 * - `remember(key, build)`: a small value instead of bytes (the miss path's
 *   names-to-ids table, a listing's total, a rendered page with its status),
 *   under the same tags; `keep: false` from `build` keeps nothing; `drawnFrom`
 *   names the answers it was made from (key and ETag): it is not kept unless
 *   each is kept with that ETag, and is dropped as soon as one is built again
 *   with other bytes (a page no longer matching a live answer goes at once);
 * - `forget(key)`: drops one entry (a page found no longer to match its answers);
 * - `invalidate(tags)`: drops every answer carrying one of the tags (the bus calls it);
 * - `version`: a number that grows with every invalidation this process hears;
 * - `alias(url, key, version)` / `lookupAlias(url)`: a request's raw URL remembered as
 *   the key it was answered under, until the next invalidation, so that the next
 *   request for the same URL finds its answer without working the key out again.
 */

export type Encoding = "br" | "gzip" | "identity";

export interface AnswerParts {
	/** the serialised answer (JSON for the API, HTML for a page) */
	body: string | Buffer;
	/** what it shows; `[]` for an answer no write changes */
	tags: readonly string[];
	/** defaults to application/json */
	contentType?: string;
}

/** Below this size an answer is sent as it is: compression would not pay for itself. */
export const COMPRESS_MIN_BYTES = 1024;

const BROTLI_OPTIONS = {
	params: {
		// 5 is the knee of brotli's curve for JSON: quality 11 costs 100× the time for 10% fewer bytes
		[zlib.constants.BROTLI_PARAM_QUALITY]: 5,
		[zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
	},
};

export class CachedAnswer {
	readonly body: Buffer;
	readonly tags: readonly string[];
	readonly contentType: string;
	/** strong, of the identity bytes; an encoded form adds its coding ("…-br") */
	readonly etag: string;
	private readonly etags: Readonly<Record<Encoding, string>>;
	private br: Buffer | undefined;
	private gzip: Buffer | undefined;

	constructor(parts: AnswerParts) {
		this.body = typeof parts.body === "string" ? Buffer.from(parts.body) : parts.body;
		this.tags = [...new Set(parts.tags)];
		this.contentType = parts.contentType ?? "application/json; charset=utf-8";
		this.etag = `"${createHash("sha1").update(this.body).digest("base64url").slice(0, 22)}"`;
		const opaque = this.etag.slice(1, -1);
		this.etags = { identity: this.etag, br: `"${opaque}-br"`, gzip: `"${opaque}-gzip"` };
	}

	/** The bytes in a content coding, compressed the first time they are asked for. */
	encoded(encoding: Encoding): Buffer {
		if (encoding === "br") {
			this.br ??= zlib.brotliCompressSync(this.body, {
				...BROTLI_OPTIONS,
				params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length },
			});
			return this.br;
		}
		if (encoding === "gzip") {
			this.gzip ??= zlib.gzipSync(this.body, { level: 6 });
			return this.gzip;
		}
		return this.body;
	}

	/** The ETag of the answer in a content coding: each representation has its own strong validator. */
	etagFor(encoding: Encoding): string {
		return this.etags[encoding];
	}

	/** True when an If-None-Match header names this answer (in any coding) or is `*`. */
	matches(ifNoneMatch: string | undefined): boolean {
		if (!ifNoneMatch) return false;
		// what a browser sends back: one of our ETags, as it was given
		const { identity, br, gzip } = this.etags;
		if (ifNoneMatch === br || ifNoneMatch === identity || ifNoneMatch === gzip) return true;
		const bare = this.etag.slice(1, -1);
		for (const raw of ifNoneMatch.split(",")) {
			const tag = raw.trim();
			if (tag === "*") return true;
			// weak comparison (RFC 9110 §13.1.2): W/ is ignored, and so is the coding suffix
			const opaque = tag.replace(/^W\//, "").replace(/^"|"$/g, "");
			if (opaque === bare || opaque === `${bare}-br` || opaque === `${bare}-gzip`) return true;
		}
		return false;
	}

	/** What the answer will cost in memory: its bytes, and its compressed forms (a fraction of them for JSON and HTML). */
	get size(): number {
		return Math.ceil(this.body.length * 1.3) + 256;
	}
}

/** The scale-out bus as the cache needs it (lib/catalogue-bus.ts of issue 16 has this shape). */
export interface ChangeBus {
	subscribe(listener: (change: { tags: string[] }) => void): () => void;
	/** false while changes made by other processes may not reach this one */
	readonly live: boolean;
}

export interface CatalogueCacheOptions {
	/**
	 * false: answers are never kept, every request builds its own (CATALOGUE_CACHE=off, to measure the
	 * miss path). The small values the miss path reuses (names to ids, listing totals) are kept all the same.
	 */
	keepAnswers?: boolean;
	/** the memory budget of everything kept, in bytes */
	maxBytes?: number;
	/** while the bus is not live, an entry is kept this long at most (other processes' writes cannot reach us) */
	fallbackTtlMs?: number;
	now?: () => number;
}

/** How many raw URLs are remembered as aliases at most (the oldest go first). */
export const MAX_ALIASES = 2_000;

interface Alias {
	key: string;
	/** the cache's version when the request was received, before its key was worked out */
	version: number;
}

interface Entry {
	answer?: CachedAnswer;
	value?: unknown;
	tags: readonly string[];
	bytes: number;
	/** 0: until a write touches it */
	expiresAt: number;
	/** when it was kept: while the bus is not live, an entry older than the brief keep is not served */
	storedAt: number;
	/** the answers it was made from, by key, with the ETag each had (remember()'s `drawnFrom`) */
	drawnFrom?: readonly DrawnFrom[];
}

/** An answer a kept value was made from: its key and the ETag of the bytes it was made from. */
export interface DrawnFrom {
	key: string;
	etag: string;
}

/** A ticket from begin(): the invalidation count when a build started. */
export type FillToken = number;

export class CatalogueCache {
	readonly keepAnswers: boolean;
	private readonly maxBytes: number;
	private readonly fallbackTtlMs: number;
	private readonly now: () => number;
	/** insertion order is recency order: a hit moves its entry to the end */
	private readonly entries = new Map<string, Entry>();
	private readonly byTag = new Map<string, Set<string>>();
	/** an answer's key to the keys of the values made from it (drawnFrom) */
	private readonly dependents = new Map<string, Set<string>>();
	private readonly building = new Map<string, Promise<unknown>>();
	private bytes = 0;
	private invalidations = 0;
	/** builds under way, and the invalidation number of each tag dropped while any was */
	private inFlight = 0;
	private readonly droppedAt = new Map<string, number>();
	/** a request's raw URL to the key of its answer (see alias()); every invalidation makes them all stale */
	private readonly aliases = new Map<string, Alias>();
	private bus: ChangeBus | undefined;
	private unsubscribe: (() => void) | undefined;
	/** `followed`: values dropped because an answer they were made from was built again with other bytes */
	readonly stats = { hits: 0, misses: 0, stored: 0, refused: 0, evicted: 0, dropped: 0, followed: 0 };

	constructor(options: CatalogueCacheOptions = {}) {
		this.keepAnswers = options.keepAnswers ?? true;
		this.maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
		this.fallbackTtlMs = options.fallbackTtlMs ?? 5_000;
		this.now = options.now ?? Date.now;
	}

	/** Grows by one with every invalidation this process hears: a catalogue version for whoever needs one. */
	get version(): number {
		return this.invalidations;
	}

	get size(): { entries: number; bytes: number } {
		return { entries: this.entries.size, bytes: this.bytes };
	}

	/** Listens to the catalogue bus: every change, from this process or another, drops what it names. */
	attach(bus: ChangeBus): void {
		this.unsubscribe?.();
		this.bus = bus;
		this.unsubscribe = bus.subscribe((change) => this.invalidate(change.tags));
	}

	close(): void {
		this.unsubscribe?.();
		this.unsubscribe = undefined;
		this.clear();
	}

	/** The answer kept for `key`, if any. */
	lookup(key: string): CachedAnswer | undefined {
		return this.entry(key)?.answer;
	}

	/**
	 * Remembers that a request (its raw URL, say) was answered with the entry
	 * `key`, the key having been worked out from the request and from the
	 * catalogue as it was at `version` (read before working it out). Until the
	 * next invalidation, whatever it is of, lookupAlias() answers the entry of
	 * `key` for the same URL. Not kept when answers are not.
	 */
	alias(alias: string, key: string, version: number): void {
		if (!this.keepAnswers || version !== this.invalidations) return;
		if (this.aliases.size >= MAX_ALIASES && !this.aliases.has(alias)) {
			const oldest = this.aliases.keys().next();
			if (!oldest.done) this.aliases.delete(oldest.value);
		}
		this.aliases.set(alias, { key, version });
	}

	/** The answer kept for an alias made since the last invalidation (see alias()), if any. */
	lookupAlias(alias: string): CachedAnswer | undefined {
		const found = this.aliases.get(alias);
		if (found === undefined) return undefined;
		if (found.version !== this.invalidations) {
			this.aliases.delete(alias);
			return undefined;
		}
		return this.lookup(found.key);
	}

	/** The value kept for `key` by remember(), if any. */
	recall<T>(key: string): T | undefined {
		return this.entry(key)?.value as T | undefined;
	}

	/** Starts a build: put() with this token refuses the answer if a write touching it came meanwhile. */
	begin(): FillToken {
		this.inFlight += 1;
		return this.invalidations;
	}

	/** Ends a build that will not be put(). */
	end(): void {
		this.inFlight -= 1;
		if (this.inFlight === 0) this.droppedAt.clear();
	}

	/**
	 * Keeps an answer built since `token` (from begin()), unless an
	 * invalidation of one of its tags (or of everything) came while it was
	 * being built: it may then hold rows read before that write committed.
	 * Answers whether it was kept. Every begin() is followed by one put() or end().
	 */
	put(key: string, answer: CachedAnswer, token: FillToken): boolean {
		if (!this.keepAnswers) {
			this.end();
			return false;
		}
		return this.store(key, { answer, tags: answer.tags, bytes: answer.size }, token);
	}

	/** The answer for `key`: kept, or built (once, however many ask at the same time) and kept. */
	async fill(key: string, build: () => Promise<AnswerParts>): Promise<CachedAnswer> {
		const hit = this.lookup(key);
		if (hit) return hit;
		return this.once(`answer ${key}`, async () => {
			const token = this.begin();
			let answer: CachedAnswer;
			try {
				answer = new CachedAnswer(await build());
			} catch (error) {
				this.end();
				throw error;
			}
			this.put(key, answer, token);
			return answer;
		});
	}

	/**
	 * A small value the miss path reuses (names to ids, a listing's total):
	 * kept under the same rules as answers, and kept even when answers are not.
	 * `bytes` is what it costs in memory, roughly.
	 */
	async remember<T>(
		key: string,
		build: () => Promise<{
			value: T;
			tags: readonly string[];
			bytes?: number;
			keep?: boolean;
			drawnFrom?: readonly DrawnFrom[];
		}>,
	): Promise<T> {
		const entry = this.entry(key);
		if (entry && "value" in entry) return entry.value as T;
		return this.once(`value ${key}`, async () => {
			const token = this.begin();
			let built: {
				value: T;
				tags: readonly string[];
				bytes?: number;
				keep?: boolean;
				drawnFrom?: readonly DrawnFrom[];
			};
			try {
				built = await build();
			} catch (error) {
				this.end();
				throw error;
			}
			// a value its builder says not to keep (a page that says "not found") goes to those waiting for it only
			if (built.keep === false) {
				this.end();
				return built.value;
			}
			this.store(
				key,
				{
					value: built.value,
					tags: [...new Set(built.tags)],
					bytes: built.bytes ?? 256,
					...(built.drawnFrom && built.drawnFrom.length > 0 ? { drawnFrom: built.drawnFrom } : {}),
				},
				token,
			);
			return built.value;
		});
	}

	/** A whole small table as a list (about 300 bytes a row), kept as remember() keeps a value, until a write names `tag`. */
	rememberList<T>(key: string, tag: string, load: () => Promise<T[]>): Promise<T[]> {
		return this.remember(key, async () => {
			const value = await load();
			return { value, tags: [tag], bytes: 300 * value.length + 256 };
		});
	}

	/** Keeps a value built since `token` (from begin()), as remember() does; answers whether it was kept. */
	keep(key: string, value: unknown, tags: readonly string[], token: FillToken, bytes = 256): boolean {
		return this.store(key, { value, tags: [...new Set(tags)], bytes }, token);
	}

	/** Drops the entry kept for `key`, if any (a page found no longer to match the answers it was drawn from). */
	forget(key: string): void {
		this.remove(key);
	}

	/** Drops every entry carrying one of `tags`; `*` drops everything. */
	invalidate(tags: readonly string[]): void {
		if (tags.length === 0) return;
		this.invalidations += 1;
		this.aliases.clear();
		// a build that started before this write must not be joined by a request that came after it
		this.building.clear();
		if (this.inFlight > 0) for (const tag of tags) this.droppedAt.set(tag, this.invalidations);
		if (tags.includes("*")) {
			this.stats.dropped += this.entries.size;
			this.clear();
			return;
		}
		for (const tag of tags) {
			const keys = this.byTag.get(tag);
			if (!keys) continue;
			for (const key of [...keys]) {
				this.remove(key);
				this.stats.dropped += 1;
			}
		}
	}

	private entry(key: string): Entry | undefined {
		const entry = this.entries.get(key);
		if (!entry) {
			this.stats.misses += 1;
			return undefined;
		}
		const now = this.now();
		// an answer kept before the bus went down may miss another process's write made since: while it is down,
		// nothing older than the brief keep is served, whenever it was kept (issue 22)
		const tooOld = this.bus !== undefined && !this.bus.live && now - entry.storedAt > this.fallbackTtlMs;
		if ((entry.expiresAt !== 0 && entry.expiresAt <= now) || tooOld) {
			this.remove(key);
			this.stats.misses += 1;
			return undefined;
		}
		this.entries.delete(key);
		this.entries.set(key, entry);
		this.stats.hits += 1;
		return entry;
	}

	/** Runs `build` once for however many callers ask for `id` at the same time. */
	private async once<T>(id: string, build: () => Promise<T>): Promise<T> {
		const pending = this.building.get(id);
		if (pending) return pending as Promise<T>;
		const promise = build();
		this.building.set(id, promise);
		try {
			return await promise;
		} finally {
			if (this.building.get(id) === promise) this.building.delete(id);
		}
	}

	private store(key: string, entry: Omit<Entry, "expiresAt" | "storedAt">, token: FillToken): boolean {
		const stale = this.changedSince(token, entry.tags);
		this.end();
		if (stale) {
			this.stats.refused += 1;
			return false;
		}
		if (entry.bytes > this.maxBytes / 8) return false;
		// made from an answer already gone or built again since: it may show what is no longer so
		if (entry.drawnFrom?.some((source) => this.entries.get(source.key)?.answer?.etag !== source.etag)) {
			this.stats.refused += 1;
			return false;
		}
		this.remove(key);
		const storedAt = this.now();
		const expiresAt = this.bus && !this.bus.live ? storedAt + this.fallbackTtlMs : 0;
		this.entries.set(key, { ...entry, expiresAt, storedAt });
		this.bytes += entry.bytes;
		for (const tag of entry.tags) {
			let keys = this.byTag.get(tag);
			if (!keys) {
				keys = new Set();
				this.byTag.set(tag, keys);
			}
			keys.add(key);
		}
		for (const source of entry.drawnFrom ?? []) {
			let made = this.dependents.get(source.key);
			if (!made) {
				made = new Set();
				this.dependents.set(source.key, made);
			}
			made.add(key);
		}
		// an answer built again: what was made from its former bytes no longer matches it, and goes now
		const etag = entry.answer?.etag;
		const made = etag === undefined ? undefined : this.dependents.get(key);
		if (made) {
			for (const dependent of [...made]) {
				const from = this.entries.get(dependent)?.drawnFrom?.find((source) => source.key === key);
				if (from === undefined || from.etag === etag) continue;
				this.remove(dependent);
				this.stats.followed += 1;
			}
		}
		this.stats.stored += 1;
		this.evict();
		return true;
	}

	private changedSince(token: FillToken, tags: readonly string[]): boolean {
		if (this.invalidations === token) return false;
		const all = this.droppedAt.get("*");
		if (all !== undefined && all > token) return true;
		return tags.some((tag) => (this.droppedAt.get(tag) ?? 0) > token);
	}

	private remove(key: string): void {
		const entry = this.entries.get(key);
		if (!entry) return;
		this.entries.delete(key);
		this.bytes -= entry.bytes;
		for (const tag of entry.tags) {
			const keys = this.byTag.get(tag);
			keys?.delete(key);
			if (keys?.size === 0) this.byTag.delete(tag);
		}
		for (const source of entry.drawnFrom ?? []) {
			const made = this.dependents.get(source.key);
			made?.delete(key);
			if (made?.size === 0) this.dependents.delete(source.key);
		}
	}

	private evict(): void {
		while (this.bytes > this.maxBytes) {
			const oldest = this.entries.keys().next();
			if (oldest.done) return;
			this.remove(oldest.value);
			this.stats.evicted += 1;
		}
	}

	private clear(): void {
		this.aliases.clear();
		this.entries.clear();
		this.byTag.clear();
		this.dependents.clear();
		this.bytes = 0;
	}
}
