import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import { startPeriodic } from "../../../lib/periodic.ts";
import { announceScheduledProducts } from "./scheduled-products.repository.ts";

/** Runs announceScheduledProducts every `intervalMs` (jobs/ starts it); answers the function that stops it. */
export function startScheduledProducts(
	db: Db,
	log: Pick<FastifyBaseLogger, "info" | "error">,
	intervalMs = 30_000,
	/** other moments to announce (the banners' shown from / until), each run with the same window */
	others: ((db: Db, windowMs: number) => Promise<unknown>)[] = [],
): () => Promise<void> {
	return startPeriodic(
		log,
		"scheduled-products",
		intervalMs,
		() =>
			Promise.all([
				announceScheduledProducts(db, intervalMs * 4),
				...others.map((announce) => announce(db, intervalMs * 4)),
			]),
		() => null,
		{ failedMessage: "scheduled products not announced" },
	);
}
