import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

/**
 * Without REDIS_URL nothing carries one API process's catalogue changes to
 * another: two processes on one PostgreSQL database would each keep, for ever,
 * answers the other has changed (issue 22). So without Redis one process at a
 * time serves a database (decision 035): it holds a session-level advisory
 * lock on a connection of its own for as long as it runs, and a second
 * process is refused at start, saying why.
 *
 * The lock goes with its connection. If PostgreSQL drops it (a restart), the
 * process can no longer be sure it is alone: `held` turns false, the
 * catalogue bus is then not live (caches keep answers for seconds only, as
 * during a Redis outage), and the lock is taken again as soon as it can be;
 * held again, everything cached is dropped (`held` event). If another process
 * took it meanwhile, this one stays short-lived and says so.
 */
export const SOLE_PROCESS_LOCK_KEY = 7_262_002;

type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

const REFUSED =
	"another Pitara process is serving this PostgreSQL database without REDIS_URL: without Redis one process's catalogue changes never reach another's cache, so this one does not start. Stop the other, or set REDIS_URL on every process to run several (docs/decisions/035-one-process-without-redis.md)";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SoleProcessLock extends EventEmitter<{ held: []; lost: [] }> {
	private client: pg.Client | null = null;
	private holding = false;
	private closing = false;
	private timer: NodeJS.Timeout | undefined;
	private log: Log | undefined;
	private saidTaken = false;
	private readonly retryMs: number;

	constructor(
		private readonly databaseUrl: string,
		options: { retryMs?: number } = {},
	) {
		super();
		this.retryMs = options.retryMs ?? 2_000;
	}

	/** true while this process holds the lock: no other process serves the database */
	get held(): boolean {
		return this.holding;
	}

	/**
	 * Takes the lock, waiting up to `waitMs` for a process that is stopping;
	 * false (and an error logged) when another process keeps it. A database
	 * that cannot be reached is an error thrown, as any start-up query's.
	 */
	async acquire(waitMs: number, log: Log): Promise<boolean> {
		this.log = log;
		const deadline = Date.now() + waitMs;
		for (;;) {
			if ((await this.take()) === "taken") {
				log.info(
					"the only process serving this PostgreSQL database without REDIS_URL: caches keep answers until the catalogue changes",
				);
				return true;
			}
			const left = deadline - Date.now();
			if (left <= 0) break;
			await sleep(Math.min(250, left));
		}
		log.error(REFUSED);
		return false;
	}

	/** One try on a new connection: the lock taken (the connection kept), or held by another process. */
	private async take(): Promise<"taken" | "busy"> {
		const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000 });
		client.on("error", () => this.dropped(client));
		client.on("end", () => this.dropped(client));
		try {
			await client.connect();
			const result = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1) as taken", [
				SOLE_PROCESS_LOCK_KEY,
			]);
			if (result.rows[0]?.taken === true && !this.closing) {
				this.client = client;
				this.holding = true;
				return "taken";
			}
		} catch (error) {
			await client.end().catch(() => {});
			throw error;
		}
		await client.end().catch(() => {});
		return "busy";
	}

	private dropped(client: pg.Client) {
		if (client !== this.client) return;
		this.client = null;
		if (!this.holding) return;
		this.holding = false;
		this.log?.warn(
			"the connection holding this process's claim on the database was lost: caches are short-lived until it is taken again",
		);
		this.emit("lost");
		this.retry();
	}

	private retry() {
		if (this.closing) return;
		this.timer = setTimeout(async () => {
			let outcome: "taken" | "busy" | "down";
			try {
				outcome = await this.take();
			} catch {
				outcome = "down";
			}
			if (this.closing) return;
			if (outcome === "taken") {
				this.saidTaken = false;
				this.log?.info("this process holds its claim on the database again: caches start afresh");
				this.emit("held");
				return;
			}
			if (outcome === "busy" && !this.saidTaken) {
				this.saidTaken = true;
				this.log?.error(
					"another process took this database's claim while the connection was lost: two processes serve it without REDIS_URL; this one keeps caches short-lived. Stop one of them, or set REDIS_URL",
				);
			}
			this.retry();
		}, this.retryMs);
		this.timer.unref();
	}

	async close(): Promise<void> {
		this.closing = true;
		clearTimeout(this.timer);
		const client = this.client;
		this.client = null;
		this.holding = false;
		await client?.end().catch(() => {});
	}
}
