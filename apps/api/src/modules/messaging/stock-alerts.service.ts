import type { Db } from "../../db/client.ts";
import { emit } from "../events/index.ts";
import {
	countWaitingAlerts,
	insertStockAlert,
	liveAlertsOf,
	mostWaitedVariants,
	stopAlert,
	takeWaitingAlerts,
} from "./stock-alerts.repository.ts";

export { countWaitingAlerts, liveAlertsOf, mostWaitedVariants, stopAlert };

/** At most this many times the units back in stock are messaged in one batch (issue 26 item 5). */
export const ALERTS_PER_UNIT = 3;
/** The wait before the next batch of a variant's alerts, which re-checks its stock first. */
export const ALERT_BATCH_GAP_MS = 15 * 60_000;

/** "Notify me": subscribes a phone to a sold-out variant (once while it waits). */
export async function subscribeToStock(
	db: Db,
	subscription: { variantId: number; phone: string; userId: number | null },
): Promise<{ created: boolean }> {
	return { created: await insertStockAlert(db, subscription) };
}

/**
 * One batch of a restocked variant's alerts, in `tx`: the first `3 × stock` waiting subscribers, first come
 * first served, each marked notified and messaged (an outbox entry keyed by the subscription, so once).
 * Answers how many were taken and how many still wait.
 */
export async function notifyStockBatch(
	tx: Db,
	variant: { variantId: number; stock: number; values: string[] },
): Promise<{ notified: number; waiting: number }> {
	const taken = await takeWaitingAlerts(tx, variant.variantId, variant.stock * ALERTS_PER_UNIT);
	if (taken.length > 0)
		await emit(
			tx,
			...taken.map((alert) => ({
				type: "MessageRequested" as const,
				messageKey: `stock-alert:${alert.id}`,
				to: alert.phone,
				userId: alert.userId,
				templateKey: "back-in-stock",
				values: variant.values,
			})),
		);
	return { notified: taken.length, waiting: await countWaitingAlerts(tx, variant.variantId) };
}
