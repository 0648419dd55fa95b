import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import {
	type ClaimedEntry,
	claimOutboxEntries,
	recordDelivered,
	recordFailed,
	wasHandled,
} from "./outbox.repository.ts";

/** Delivers one outbox entry; throws when it could not (the entry is tried again later). */
export type OutboxHandler = (entry: ClaimedEntry) => Promise<void>;

export interface OutboxRunnerOptions {
	db: Db;
	log: FastifyBaseLogger;
	handlers: Readonly<Record<string, OutboxHandler>>;
	/** this runner's name in claims and attempts (a process id and a random part by default) */
	name?: string;
	/** how long a claim holds: a runner killed mid-delivery has its entries taken again after it */
	leaseMs?: number;
	/** entries claimed at a time (delivered side by side: never two of one aggregate) */
	batch?: number;
	/** failures after which an entry is dead (until staff retry it) */
	maxAttempts?: number;
	/** the wait after the `attempt`-th failure */
	backoffMs?: (attempt: number) => number;
	/** how often the runner looks for entries it was not nudged about (other processes', retries, lapsed claims) */
	pollMs?: number;
}

export const OUTBOX_MAX_ATTEMPTS = 8;
export const OUTBOX_LEASE_MS = 60_000;

/** 2 s, 4 s, 8 s … doubled after each failure, at most 10 minutes. */
export function defaultBackoffMs(attempt: number): number {
	return Math.min(2_000 * 2 ** (attempt - 1), 600_000);
}

/**
 * The outbox's job: claims due entries (outbox.repository.ts
 * `claimOutboxEntries`, `for update skip locked` with a lease) and hands each
 * to its handler. Delivery is at least once: a runner killed between a
 * handler's effect and the entry's `done` leaves the entry to be delivered
 * again after its lease, with the same event id, which handlers and the
 * providers they call dedup by (`outbox_handled` for effects in this
 * database, an idempotency key for outside ones).
 */
export class OutboxRunner {
	readonly name: string;
	private readonly leaseMs: number;
	private readonly batch: number;
	private readonly maxAttempts: number;
	private readonly backoffMs: (attempt: number) => number;
	private readonly pollMs: number;
	private running: Promise<void> | null = null;
	private again = false;
	private started = false;
	private stopped = false;
	private timer: NodeJS.Timeout | undefined;

	constructor(private readonly options: OutboxRunnerOptions) {
		this.name = options.name ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
		this.leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
		this.batch = options.batch ?? 20;
		this.maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
		this.backoffMs = options.backoffMs ?? defaultBackoffMs;
		this.pollMs = options.pollMs ?? 1_000;
	}

	/** Starts delivering: at once and on every nudge, and every `pollMs`. */
	start(): void {
		if (this.started || this.stopped) return;
		this.started = true;
		this.timer = setInterval(() => this.nudge(), this.pollMs);
		this.timer.unref();
		this.nudge();
	}

	/** Entries may be due (a transaction wrote some): deliver soon, if started. */
	nudge(): void {
		if (!this.started || this.stopped) return;
		if (this.running) {
			this.again = true;
			return;
		}
		this.running = this.drainLoop()
			.then(() => undefined)
			.catch((error: unknown) => this.options.log.error({ err: error }, "outbox runner failed"))
			.finally(() => {
				this.running = null;
				if (this.again) {
					this.again = false;
					this.nudge();
				}
			});
	}

	/**
	 * Delivers due entries until none is left; answers how many were tried. A pass already running (started by a
	 * nudge) is waited for first: an entry it claimed is not "none left" until its handler has finished.
	 */
	async drain(): Promise<number> {
		if (this.running) await this.running;
		return this.drainLoop();
	}

	private async drainLoop(): Promise<number> {
		let total = 0;
		for (;;) {
			if (this.stopped) return total;
			const tried = await this.runOnce();
			total += tried;
			if (tried === 0) return total;
		}
	}

	/** Claims one batch and delivers it; answers how many entries it tried. */
	async runOnce(): Promise<number> {
		const claimed = await claimOutboxEntries(this.options.db, this.name, this.leaseMs, this.batch);
		await Promise.all(claimed.map((entry) => this.deliver(entry)));
		return claimed.length;
	}

	private async deliver(entry: ClaimedEntry): Promise<void> {
		const { db, log } = this.options;
		const startedAt = new Date();
		const end = { id: entry.id, handler: entry.handler, runner: this.name, attempt: entry.attempts, startedAt };
		try {
			if (!(await wasHandled(db, entry.id, entry.handler))) {
				const handler = this.options.handlers[entry.handler];
				if (!handler) throw new Error(`no outbox handler "${entry.handler}" in this process`);
				await handler(entry);
			}
		} catch (error) {
			const dead = entry.attempts >= this.maxAttempts;
			const message = error instanceof Error ? error.message : String(error);
			log.warn(
				{ event: entry.id, type: entry.type, handler: entry.handler, attempt: entry.attempts, dead, error: message },
				dead ? "outbox entry dead after its last attempt" : "outbox delivery failed; retrying later",
			);
			await recordFailed(db, {
				...end,
				error: message.slice(0, 1000),
				dead,
				retryInMs: this.backoffMs(entry.attempts),
			});
			return;
		}
		if (!(await recordDelivered(db, end))) {
			log.warn({ event: entry.id }, "outbox entry delivered after its claim lapsed");
		}
	}

	/** Stops delivering; waits for the batch under way. */
	async stop(): Promise<void> {
		this.stopped = true;
		if (this.timer) clearInterval(this.timer);
		await this.running;
	}
}
