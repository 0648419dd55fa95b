import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `run` every `intervalMs` in this process, one pass at a time (a tick while a pass runs is skipped), logging
 * what a pass did (`done`, when it answers something worth saying) or its failure; answers the function that stops it
 * and waits for a pass under way. The timer never keeps the process alive.
 */
export function startPeriodic<T>(
	log: FastifyBaseLogger,
	job: string,
	intervalMs: number,
	run: () => Promise<T>,
	done: (result: T) => Record<string, unknown> | null,
): () => Promise<void> {
	let running: Promise<void> | null = null;
	const tick = () => {
		if (running) return;
		running = run()
			.then((result) => {
				const said = done(result);
				if (said) log.info(said, `${job} done`);
			})
			.catch((error: unknown) => log.error({ err: error }, `${job} failed`))
			.finally(() => {
				running = null;
			});
	};
	const timer = setInterval(tick, intervalMs);
	timer.unref();
	return async () => {
		clearInterval(timer);
		await running;
	};
}
