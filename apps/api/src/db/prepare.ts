import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import { ensurePincodeDirectory } from "../modules/delivery/index.ts";
import { addressPincodeReport } from "../workflows/report-address-pincodes.ts";
import { type Database, queryRows, takeStartupLock } from "./client.ts";

/**
 * Brings the database up to date at start: applies the committed migrations
 * and, with SEED=demo (the default), loads the demo shop into an empty
 * database. Several processes may start at once against one PostgreSQL; an
 * advisory lock lets exactly one of them seed.
 */
export async function prepareDatabase(database: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
	const migrateStarted = Date.now();
	await database.migrate();
	log.info(`database migrated in ${Date.now() - migrateStarted} ms`);
	const pincodes = await ensurePincodeDirectory(database);
	if (pincodes.loaded) {
		log.info(`pincode directory ${pincodes.source} loaded in ${pincodes.ms} ms: ${pincodes.rows} pincodes`);
		// addresses saved before this directory are checked against it and reported, never changed
		const report = await addressPincodeReport(database.db);
		if (report.unknownPincode.length + report.stateMismatch.length > 0) {
			log.warn(
				{ unknownPincode: report.unknownPincode.slice(0, 50), stateMismatch: report.stateMismatch.slice(0, 50) },
				`${report.unknownPincode.length} of ${report.checked} saved addresses have a pincode India Post does not list and ${report.stateMismatch.length} a state other than their pincode's; they are kept as they are and must be corrected when next edited`,
			);
		}
	}
	if (config.SEED !== "demo") return;

	const seeded = await database.db.transaction(async (tx) => {
		await takeStartupLock(tx);
		const [row] = await queryRows<{ empty: boolean }>(tx, sql`select not exists (select 1 from categories) as empty`);
		if (!row?.empty) return false;
		const started = Date.now();
		log.info("empty database: loading the demo catalogue");
		// the seed (its product data and sharp, which draws the pictures) is loaded only when a shop is seeded
		const { seedDemo } = await import("./seed/index.ts");
		const summary = await seedDemo(tx, { mediaDir: config.MEDIA_DIR, log: (message) => log.info(message) });
		log.info(
			`demo catalogue loaded in ${Date.now() - started} ms: ${summary.products} products, ${summary.variants} variants`,
		);
		return true;
	});
	// PGlite never analyses on its own: without statistics the planner guesses badly on a freshly loaded catalogue
	if (seeded) await database.db.execute(sql`analyze`);
}
