import type { Db } from "../../../db/client.ts";
import { announceScheduledProducts } from "./scheduled-products.repository.ts";

/** Runs announceScheduledProducts every `intervalMs` (jobs/ starts it); answers the function that stops it. */
export function startScheduledProducts(
	db: Db,
	log: { error: (details: object, message: string) => void },
	intervalMs = 30_000,
	/** other moments to announce (the banners' shown from / until), each run with the same window */
	others: ((db: Db, windowMs: number) => Promise<unknown>)[] = [],
): () => Promise<void> {
	let running: Promise<unknown> | null = null;
	const timer = setInterval(() => {
		if (running) return;
		running = Promise.all([
			announceScheduledProducts(db, intervalMs * 4),
			...others.map((announce) => announce(db, intervalMs * 4)),
		])
			.catch((error: unknown) => log.error({ err: error }, "scheduled products not announced"))
			.finally(() => {
				running = null;
			});
	}, intervalMs);
	timer.unref();
	return async () => {
		clearInterval(timer);
		await running;
	};
}
