import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { RedisLink } from "./redis.ts";

/**
 * "The catalogue changed: these tags" — how a write in one API process
 * reaches the caches of every process (issue 16; the catalogue cache of
 * issue 13 listens to it).
 *
 * Tags name what an answer shows (`product:123`, `category:girls`,
 * `banners`); the tag `*` means everything. A listener gets each change once:
 *
 * - `local`: published in this process, delivered synchronously inside
 *   `publish()` before it returns, so the writer's next read is fresh;
 * - `remote`: published by another process, delivered through Redis pub/sub
 *   (within milliseconds on one network);
 * - `resync` with tags `["*"]`: the link to Redis came back after an outage,
 *   so changes may have been missed: drop everything.
 *
 * Without REDIS_URL there is one process and the bus is in-process only (on
 * PostgreSQL a second process is refused: lib/sole-process.ts).
 * `live` says whether a change published anywhere reaches this process now:
 * while it is false (Redis configured but away) a cache must keep answers
 * only briefly (see FALLBACK_TTL_SECONDS in cache.ts).
 */
export interface CatalogueChange {
	tags: string[];
	source: "local" | "remote" | "resync";
}

export type CatalogueListener = (change: CatalogueChange) => void;

export interface CatalogueBus {
	/** Announces a change: this process's listeners at once, then every other process's. */
	publish(tags: readonly string[]): Promise<void>;
	/** Calls `listener` for every change from now on; answers the function that stops it. */
	subscribe(listener: CatalogueListener): () => void;
	/** true while every process's changes reach this one (always, without Redis) */
	readonly live: boolean;
	close(): Promise<void>;
}

/** The tag that stands for the whole catalogue. */
export const ALL_TAGS = "*";

const MAX_TAGS = 1_000;

class Listeners {
	private readonly listeners = new Set<CatalogueListener>();
	constructor(private readonly log: FastifyBaseLogger) {}

	add(listener: CatalogueListener): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	emit(change: CatalogueChange) {
		for (const listener of this.listeners) {
			try {
				listener(change);
			} catch (error) {
				this.log.error({ err: error }, "a catalogue change listener failed");
			}
		}
	}
}

function cleanTags(tags: readonly string[]): string[] {
	const unique = [...new Set(tags.filter((tag) => typeof tag === "string" && tag.length > 0))];
	// a change to very many things is a change to everything
	return unique.length > MAX_TAGS ? [ALL_TAGS] : unique;
}

/** What the local bus needs of the claim a process without Redis holds on its PostgreSQL database (lib/sole-process.ts). */
export interface SoleProcessClaim {
	readonly held: boolean;
	on(event: "held", listener: () => void): unknown;
}

/**
 * The bus of a single process (no REDIS_URL). On PostgreSQL it is live while
 * the process holds its claim on the database (no other process serves it);
 * when the claim is held again after being lost, listeners are told to drop
 * everything (`resync`). On PGlite, always live.
 */
export class LocalCatalogueBus implements CatalogueBus {
	private readonly listeners: Listeners;

	constructor(
		log: FastifyBaseLogger,
		private readonly claim?: SoleProcessClaim,
	) {
		this.listeners = new Listeners(log);
		claim?.on("held", () => this.listeners.emit({ tags: [ALL_TAGS], source: "resync" }));
	}

	get live(): boolean {
		return this.claim ? this.claim.held : true;
	}

	async publish(tags: readonly string[]): Promise<void> {
		const clean = cleanTags(tags);
		if (clean.length > 0) this.listeners.emit({ tags: clean, source: "local" });
	}

	subscribe(listener: CatalogueListener): () => void {
		return this.listeners.add(listener);
	}

	async close(): Promise<void> {}
}

/**
 * The bus over Redis pub/sub: a channel `<prefix>catalogue-changed` carrying
 * `{ origin, tags }`; a dedicated subscriber connection (ioredis subscribes
 * again by itself after reconnecting), and a `resync` to the listeners when
 * it does, because messages sent meanwhile are lost.
 */
export class RedisCatalogueBus implements CatalogueBus {
	private readonly listeners: Listeners;
	private readonly origin = randomUUID();
	private readonly channel: string;
	private readonly subscriber: Redis;
	private subscribed = false;
	private missed = false;
	/** a change of ours could not be sent: the others are told to drop everything once Redis is back */
	private unsent = false;

	constructor(
		private readonly link: RedisLink,
		private readonly log: FastifyBaseLogger,
	) {
		this.listeners = new Listeners(log);
		this.channel = `${link.prefix}catalogue-changed`;
		this.subscriber = link.duplicate();
		link.on("up", () => {
			if (!this.unsent) return;
			this.unsent = false;
			void this.send([ALL_TAGS]);
		});
		this.subscriber.on("error", () => {
			// the link logs outages; the subscriber reconnects by itself
		});
		this.subscriber.on("close", () => {
			if (this.subscribed) this.missed = true;
			this.subscribed = false;
		});
		this.subscriber.on("ready", () => {
			// ioredis re-subscribes on its own after "ready"; ask again in case the first subscribe never went through
			void this.subscribe_();
		});
		this.subscriber.on("message", (channel: string, message: string) => {
			if (channel !== this.channel) return;
			let parsed: { origin?: unknown; tags?: unknown };
			try {
				parsed = JSON.parse(message) as typeof parsed;
			} catch {
				return;
			}
			if (parsed.origin === this.origin || !Array.isArray(parsed.tags)) return;
			const tags = cleanTags(parsed.tags as string[]);
			if (tags.length > 0) this.listeners.emit({ tags, source: "remote" });
		});
	}

	private async subscribe_() {
		try {
			await this.subscriber.subscribe(this.channel);
			this.subscribed = true;
			if (this.missed) {
				this.missed = false;
				this.listeners.emit({ tags: [ALL_TAGS], source: "resync" });
			}
		} catch (error) {
			this.log.debug({ err: error }, "catalogue bus: subscribe failed, retrying on reconnect");
		}
	}

	/** Resolves once this process hears other processes' changes (or after `timeoutMs`). */
	async ready(timeoutMs = 2_000): Promise<boolean> {
		const started = Date.now();
		while (!this.live && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 20));
		return this.live;
	}

	get live(): boolean {
		return this.subscribed && this.link.available;
	}

	async publish(tags: readonly string[]): Promise<void> {
		const clean = cleanTags(tags);
		if (clean.length === 0) return;
		this.listeners.emit({ tags: clean, source: "local" });
		await this.send(clean);
	}

	private async send(tags: string[]) {
		if (!this.link.available) {
			// the other processes' caches are short-lived while the bus is not live, and are resynchronised after
			this.unsent = true;
			return;
		}
		try {
			await this.link.client.publish(this.channel, JSON.stringify({ origin: this.origin, tags }));
		} catch (error) {
			this.unsent = true;
			this.link.noteFailure(error);
		}
	}

	subscribe(listener: CatalogueListener): () => void {
		return this.listeners.add(listener);
	}

	async close(): Promise<void> {
		this.subscribed = false;
		await this.subscriber.quit().catch(() => this.subscriber.disconnect());
	}
}
