import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { prepareDatabase } from "../db/prepare.ts";
import { startScheduledProducts } from "../modules/catalog/index.ts";
import { announceBannerMoments } from "../modules/content/index.ts";
import { startCartReminders } from "../workflows/cart-reminders.ts";
import { startCodGuard } from "../workflows/cod-confirmation.ts";
import { startDataExports } from "../workflows/data-export.ts";
import { startReleaseSweep } from "../workflows/release-expired-orders.ts";
import { startExchangeRelease } from "../workflows/release-held-exchanges.ts";
import { startRetention } from "../workflows/retention.ts";
import { startCourierPoll } from "../workflows/ship-order.ts";

/**
 * The process's start-up work and background jobs, in one place, started by
 * server.ts (decision 033). A test app runs none of
 * them unless it asks: tests migrate their own databases and call the jobs'
 * functions themselves.
 *
 * Boot steps run before the process listens, in order: migrations, the
 * pincode directory, the demo seed (db/prepare.ts; an advisory lock lets one
 * of several starting processes seed).
 *
 * Jobs run while the process is up. In a cluster each runs in one process at
 * a time, decided in PostgreSQL so that it holds without Redis:
 * - the outbox runner (modules/events): every process runs one; entries are
 *   claimed `for update skip locked` with a lease, so no entry is delivered by
 *   two at once and a killed process's entries are taken again after the lease;
 * - the unpaid-order sweep (workflows/release-expired-orders.ts): once per
 *   interval across processes, by a lease row (db/job-leases.ts).
 *
 * To add a job: a function that does one run, idempotent and safe beside
 * itself in another process (claim its rows `for update skip locked`, or its
 * turn with `claimJobRun`), started here with its stop added to the list.
 */
export async function runBootSteps(database: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
	await prepareDatabase(database, config, log);
}

/** Starts the jobs once the app is ready (called before it listens); they stop when the app closes. */
export function startJobs(app: FastifyInstance): void {
	const stops: (() => Promise<void>)[] = [];
	app.addHook("onReady", async () => {
		stops.push(startReleaseSweep(app));
		// issue 25: parcels the courier has been silent about for a day are tracked (hourly, one process)
		stops.push(startCourierPoll(app));
		// decision 048: unconfirmed COD orders cancelled when their window ends; the high-RTO pincode list daily
		stops.push(startCodGuard(app));
		// issue 30: personal data past its retention period is deleted (every 6 hours, one process)
		stops.push(startRetention(app));
		// issue 24: an exchange's reserved size goes back on sale when its pickup has not happened in time (hourly)
		stops.push(startExchangeRelease(app));
		// issue 26 item 7: cart reminders 3 and 24 hours after a cart was left (every 10 minutes, one process)
		stops.push(startCartReminders(app));
		// issue 30: Download my data — pending exports made into ZIPs (every minute and when a shopper asks)
		stops.push(startDataExports(app));
		// issue 27 items 2 and 6: a scheduled product's or a banner's moment drops the cached answers (every 30 s, each process)
		stops.push(startScheduledProducts(app.db, app.log, 30_000, [announceBannerMoments]));
		const delay = app.config.OUTBOX_START_DELAY_MS;
		if (delay > 0) app.log.warn(`the outbox runner starts in ${delay} ms (OUTBOX_START_DELAY_MS)`);
		const outboxTimer = setTimeout(() => app.outbox.start(), delay);
		stops.push(async () => clearTimeout(outboxTimer));
	});
	app.addHook("onClose", async () => {
		await Promise.all(stops.map((stop) => stop()));
	});
}
