import type { FastifyBaseLogger } from "fastify";

/** How a periodic job speaks and what a tick does while a pass runs. */
export interface PeriodicOptions {
	/** the log's words for a pass that said something (`done` answered details); default `<job> done` */
	doneMessage?: string;
	/** the log's words for a failed pass; default `<job> failed` */
	failedMessage?: string;
	/**
	 * a tick (or a nudge) while a pass runs: `skip` it (the default), or run `again` once the pass ends (a job
	 * someone waits on, e.g. the data export after a nudge)
	 */
	whenBusy?: "skip" | "again";
}

/** A periodic job started by `runPeriodic`: stop it (waiting for a pass under way), or ask for a pass now. */
export interface Periodic {
	stop: () => Promise<void>;
	/** a pass now (or, with `whenBusy: "again"`, right after the one under way) */
	nudge: () => void;
}

/**
 * Runs `run` every `intervalMs` in this process, one pass at a time (a tick while a pass runs is skipped, or queued
 * once with `whenBusy: "again"`), logging what a pass did (`done`, when it answers something worth saying) or its
 * failure; answers the function that stops it and waits for a pass under way, and a nudge for a pass now. The timer
 * never keeps the process alive. A job that must run once per interval across processes claims its turn inside
 * `run` (db/job-leases.ts `claimJobRun`).
 */
export function runPeriodic<T>(
	log: Pick<FastifyBaseLogger, "info" | "error">,
	job: string,
	intervalMs: number,
	run: () => Promise<T>,
	done: (result: T) => Record<string, unknown> | null,
	options: PeriodicOptions = {},
): Periodic {
	let running: Promise<void> | null = null;
	let again = false;
	let stopped = false;
	const tick = () => {
		if (stopped) return;
		if (running) {
			if (options.whenBusy === "again") again = true;
			return;
		}
		running = run()
			.then((result) => {
				const said = done(result);
				if (said) log.info(said, options.doneMessage ?? `${job} done`);
			})
			.catch((error: unknown) => log.error({ err: error }, options.failedMessage ?? `${job} failed`))
			.finally(() => {
				running = null;
				if (again) {
					again = false;
					tick();
				}
			});
	};
	const timer = setInterval(tick, intervalMs);
	timer.unref();
	return {
		stop: async () => {
			clearInterval(timer);
			stopped = true;
			again = false;
			// let a pass under way finish before the database closes
			await running;
		},
		nudge: tick,
	};
}

/** `runPeriodic` when nothing nudges the job: answers the function that stops it. */
export function startPeriodic<T>(...args: Parameters<typeof runPeriodic<T>>): () => Promise<void> {
	return runPeriodic(...args).stop;
}
