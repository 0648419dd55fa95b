import { returnsMessages } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import { claimJobRun } from "../db/job-leases.ts";
import { startPeriodic } from "../lib/periodic.ts";
import { transaction } from "../modules/events/index.ts";
import { SHOP_ACTOR } from "../modules/orders/index.ts";
import { AWAITING_PICKUP, findReturn, readReturnsSettings, staleExchanges } from "../modules/returns/index.ts";
import { runReturnStepIn } from "./run-return.ts";

/**
 * A size exchange holds its replacement from the request (decision 047); when the pickup has not happened within
 * the shop's `exchangeHoldDays` (returns settings, default 7) since the return's last step, the exchange is called
 * off: the return is closed as Rejected with the reason (the units go back to the order line, the reserved size
 * back on sale, the shopper texted — the staff's reject step, taken by the shop). Each return is checked again
 * under its lock, so a pickup marked meanwhile keeps it; safe beside itself in another process.
 */
export async function releaseHeldExchanges(app: FastifyInstance, now = new Date()): Promise<number[]> {
	const settings = await readReturnsSettings(app.db);
	const before = new Date(now.getTime() - settings.exchangeHoldDays * 86_400_000);
	const released: number[] = [];
	for (const id of await staleExchanges(app.db, before, 100)) {
		const done = await transaction(app.db, async (tx) => {
			const row = await findReturn(tx, id);
			if (!row || !AWAITING_PICKUP.includes(row.status)) return false;
			const last = row.events.at(-1)?.createdAt ?? row.createdAt;
			if (last.getTime() > before.getTime()) return false;
			await runReturnStepIn(
				tx,
				id,
				{ kind: "reject", reason: returnsMessages.exchangeReleased(settings.exchangeHoldDays) },
				{ userId: null, name: SHOP_ACTOR },
			);
			return true;
		});
		if (done) released.push(id);
	}
	return released;
}

export const EXCHANGE_RELEASE_INTERVAL_MS = 60 * 60_000;

/** Starts the hourly release of held exchange sizes (once per interval across processes: a lease row). */
export function startExchangeRelease(
	app: FastifyInstance,
	intervalMs = EXCHANGE_RELEASE_INTERVAL_MS,
): () => Promise<void> {
	return startPeriodic(
		app.log,
		"exchange-release",
		intervalMs,
		async () => {
			if (await claimJobRun(app.db, "exchange-release", intervalMs)) await releaseHeldExchanges(app);
		},
		() => null,
		{ failedMessage: "exchange release job failed" },
	);
}
