import { privacyCentreMessages, RETENTION_DAYS } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { claimJobRun } from "../db/job-leases.ts";
import { deleteEndedSessions, deleteOldChallenges } from "../modules/accounts/index.ts";
import { deleteHandledContactMessages } from "../modules/content/index.ts";
import { deleteOldRetentionRuns, insertRetentionRun, scrubResolvedGrievances } from "../modules/privacy/index.ts";

/** How often the retention job runs (once per interval across a cluster). */
export const RETENTION_INTERVAL_MS = 6 * 3_600_000;
const DAY = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/**
 * One run of the retention job (issue 30 item 4, DPDP §8(7)): personal data whose purpose has ended is deleted —
 * login codes and their attempts after 30 days, ended sessions after 90, handled contact messages after 180, and the
 * filer's details of grievances resolved 180 days ago — and the run is recorded with its counts. `now` is passed
 * in so tests need not wait.
 */
export async function runRetention(db: Db, now = new Date()): Promise<Record<string, number>> {
	const deleted = {
		otp_challenges: await deleteOldChallenges(db, daysBefore(now, RETENTION_DAYS.otpChallenges)),
		sessions: await deleteEndedSessions(db, daysBefore(now, RETENTION_DAYS.endedSessions)),
		contact_messages: await deleteHandledContactMessages(db, daysBefore(now, RETENTION_DAYS.contactMessages)),
		grievances: await scrubResolvedGrievances(
			db,
			daysBefore(now, RETENTION_DAYS.resolvedGrievances),
			privacyCentreMessages.deletedCustomer,
		),
		retention_runs: await deleteOldRetentionRuns(db, daysBefore(now, RETENTION_DAYS.retentionRuns)),
	};
	await insertRetentionRun(db, deleted);
	return deleted;
}

/** A run if this process has the turn (claimJobRun: once per interval across processes), else null. */
export async function retentionOnce(app: FastifyInstance, everyMs: number): Promise<Record<string, number> | null> {
	if (!(await claimJobRun(app.db, "privacy-retention", everyMs * 0.9))) return null;
	return runRetention(app.db);
}

/** Runs the retention job every `intervalMs` (jobs/ starts it); answers the function that stops it. */
export function startRetention(app: FastifyInstance, intervalMs = RETENTION_INTERVAL_MS): () => Promise<void> {
	let running: Promise<void> | null = null;
	const tick = () => {
		if (running) return;
		running = retentionOnce(app, intervalMs)
			.then((deleted) => {
				if (deleted) app.log.info({ deleted }, "retention job deleted personal data past its period");
			})
			.catch((error: unknown) => app.log.error({ err: error }, "retention job failed"))
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
