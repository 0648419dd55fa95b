import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { E2E_PORT } from "../playwright.config.ts";

// beside the run's fresh data directory (as the admin token's lock), so a lock never outlives its run
const runDir = path.resolve(import.meta.dirname, `../../.tmp/e2e-data-${E2E_PORT}`);

/**
 * Runs `work` while no other worker runs work under the same name: a lock file made with `wx` (the other worker
 * waits and tries again). For journeys that change something another journey counts, such as the home page's
 * carousel, which the banner journey gives a slide for a while and the home journeys count.
 */
export async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
	await mkdir(runDir, { recursive: true });
	const lockFile = path.join(runDir, `${name}.lock`);
	for (let waited = 0; waited < 150_000; waited += 250) {
		let lock: Awaited<ReturnType<typeof open>> | null = null;
		try {
			lock = await open(lockFile, "wx");
		} catch {
			await new Promise((resolve) => setTimeout(resolve, 250));
			continue;
		}
		try {
			return await work();
		} finally {
			await lock.close();
			await rm(lockFile, { force: true });
		}
	}
	throw new Error(`timed out waiting for ${name}`);
}
