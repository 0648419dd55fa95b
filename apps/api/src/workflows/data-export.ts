import { randomBytes } from "node:crypto";
import { DATA_EXPORT_VALID_DAYS, type DataExport } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { runPeriodic } from "../lib/periodic.ts";
import { findUserContact, lockUser } from "../modules/accounts/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import {
	claimPendingExports,
	type DataExportRow,
	exportZip,
	insertDataExport,
	markExportReady,
	pendingExportOf,
} from "../modules/privacy/index.ts";
import { exportPersonalData } from "./export-personal-data.ts";

const DAY = 86_400_000;

export function toDataExport(row: DataExportRow): DataExport {
	return {
		token: row.token,
		status: row.status === "ready" ? "ready" : "pending",
		requested_at: row.requestedAt.toISOString(),
		ready_at: row.readyAt?.toISOString() ?? null,
		expires_at: row.expiresAt?.toISOString() ?? null,
		file_name: row.fileName,
	};
}

/**
 * Download my data, asked (issue 30 item 2, decision 059): a pending export the job makes into a ZIP. The user's
 * row lock makes two requests at once one export; a request while one is pending answers that one.
 */
export async function requestDataExport(db: Db, userId: number): Promise<{ row: DataExportRow; created: boolean }> {
	return transaction(db, async (tx) => {
		await lockUser(tx, userId);
		const pending = await pendingExportOf(tx, userId);
		if (pending) return { row: pending, created: false };
		return { row: await insertDataExport(tx, userId, randomBytes(24).toString("base64url")), created: true };
	});
}

/** The date a shopper reads in the ready message, in India time ("4 Dec 2026", within DLT's 30 characters). */
function shortDate(date: Date): string {
	return date.toLocaleDateString("en-IN", {
		day: "numeric",
		month: "short",
		year: "numeric",
		timeZone: "Asia/Kolkata",
	});
}

/**
 * One run of the data-export job: each pending export (taken `for update skip locked`, so a cluster makes each
 * once) becomes the ZIP of the user's data, offered for 7 days; the shopper is texted that it is ready, through
 * the outbox in the same transaction (the registered "data-export-ready" template). Answers how many it made.
 */
export async function runDataExports(db: Db, now = () => new Date(), batch = 5): Promise<number> {
	let made = 0;
	for (;;) {
		const done = await transaction(db, async (tx) => {
			const claimed = await claimPendingExports(tx, batch);
			for (const { id, userId } of claimed) {
				const at = now();
				const data = await exportPersonalData(tx, userId, at);
				const contact = await findUserContact(tx, userId);
				if (!data || !contact) continue;
				const expiresAt = new Date(at.getTime() + DATA_EXPORT_VALID_DAYS * DAY);
				const fileName = `pitara-my-data-${data.generated_at.slice(0, 10)}.zip`;
				await markExportReady(tx, id, exportZip(data), fileName, at, expiresAt);
				await emit(tx, {
					type: "MessageRequested",
					messageKey: `data-export:${id}`,
					to: contact.phone,
					userId,
					templateKey: "data-export-ready",
					values: [shortDate(expiresAt)],
				});
			}
			return claimed.length;
		});
		made += done;
		if (done < batch) return made;
	}
}

/**
 * The running job's nudge, by the app's database: a route's `app` is its plugin scope, not the root instance the
 * job was started on (keyed by the instance, a shopper's request never reached the job and waited a minute).
 */
const nudges = new WeakMap<Db, () => void>();

/** Asks the running data-export job for a pass now (a shopper is waiting); nothing when no job runs (tests). */
export function nudgeDataExports(app: FastifyInstance): void {
	nudges.get(app.db)?.();
}

/**
 * Runs the data-export job every `intervalMs` and when nudged (jobs/ starts it); answers the function that stops it.
 * A nudge (or tick) while a pass runs asks for another right after it: the request may have come after the pass read
 * the queue.
 */
export function startDataExports(app: FastifyInstance, intervalMs = 60_000): () => Promise<void> {
	const job = runPeriodic(
		app.log,
		"data-export",
		intervalMs,
		() => runDataExports(app.db),
		(made) => (made > 0 ? { made } : null),
		{ doneMessage: "data exports made", failedMessage: "data export job failed", whenBusy: "again" },
	);
	nudges.set(app.db, job.nudge);
	return async () => {
		nudges.delete(app.db);
		await job.stop();
	};
}
