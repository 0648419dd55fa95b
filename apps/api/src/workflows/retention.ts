import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { privacyCentreMessages } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { claimJobRun } from "../db/job-leases.ts";
import { startPeriodic } from "../lib/periodic.ts";
import { deleteEndedSessions, deleteOldChallenges } from "../modules/accounts/index.ts";
import { deleteAbandonedCarts } from "../modules/cart/index.ts";
import { deleteHandledContactMessages } from "../modules/content/index.ts";
import { deleteClosedAlerts } from "../modules/messaging/index.ts";
import {
	deleteExpiredExports,
	deleteOldRetentionRuns,
	insertRetentionRun,
	readRetentionSettings,
	scrubResolvedGrievances,
} from "../modules/privacy/index.ts";

/** How often the retention job runs (once per interval across a cluster). */
export const RETENTION_INTERVAL_MS = 6 * 3_600_000;
const DAY = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** Deletes the files in `dir` last written before `before` (the log files a process manager rotates there). */
export async function deleteOldLogFiles(dir: string | undefined, before: Date): Promise<number> {
	if (!dir) return 0;
	let names: string[];
	try {
		names = await readdir(dir);
	} catch {
		return 0;
	}
	let deleted = 0;
	for (const name of names) {
		const file = path.join(dir, name);
		const info = await stat(file).catch(() => null);
		if (!info?.isFile() || info.mtime >= before) continue;
		await unlink(file).then(
			() => deleted++,
			() => undefined,
		);
	}
	return deleted;
}

/**
 * One run of the retention job (issue 30 item 4, DPDP §8(7)): personal data whose purpose has ended is deleted,
 * by the periods of Console → Settings → Retention (defaults in packages/shared RETENTION_DAYS) — login codes and
 * their attempts, ended sessions, carts untouched since, Notify me alerts sent or stopped, handled contact
 * messages, the filer's details of resolved grievances, log files in LOG_DIR, and data downloads once their 7-day
 * link expired — and the run is recorded with its counts. `now` is passed in so tests need not wait.
 */
export async function runRetention(
	db: Db,
	now = new Date(),
	options: { logDir?: string } = {},
): Promise<Record<string, number>> {
	const days = await readRetentionSettings(db);
	const deleted = {
		otp_challenges: await deleteOldChallenges(db, daysBefore(now, days.otpChallenges)),
		sessions: await deleteEndedSessions(db, daysBefore(now, days.endedSessions)),
		abandoned_carts: await deleteAbandonedCarts(db, daysBefore(now, days.abandonedCarts)),
		closed_alerts: await deleteClosedAlerts(db, daysBefore(now, days.closedAlerts)),
		contact_messages: await deleteHandledContactMessages(db, daysBefore(now, days.contactMessages)),
		grievances: await scrubResolvedGrievances(
			db,
			daysBefore(now, days.resolvedGrievances),
			privacyCentreMessages.deletedCustomer,
		),
		log_files: await deleteOldLogFiles(options.logDir, daysBefore(now, days.logFiles)),
		data_exports: await deleteExpiredExports(db, now),
		retention_runs: await deleteOldRetentionRuns(db, daysBefore(now, days.retentionRuns)),
	};
	await insertRetentionRun(db, deleted);
	return deleted;
}

/** A run if this process has the turn (claimJobRun: once per interval across processes), else null. */
export async function retentionOnce(app: FastifyInstance, everyMs: number): Promise<Record<string, number> | null> {
	if (!(await claimJobRun(app.db, "privacy-retention", everyMs * 0.9))) return null;
	return runRetention(app.db, new Date(), { logDir: app.config.LOG_DIR });
}

/** Runs the retention job every `intervalMs` (jobs/ starts it); answers the function that stops it. */
export function startRetention(app: FastifyInstance, intervalMs = RETENTION_INTERVAL_MS): () => Promise<void> {
	return startPeriodic(
		app.log,
		"retention job",
		intervalMs,
		() => retentionOnce(app, intervalMs),
		(deleted) => (deleted ? { deleted } : null),
	);
}
