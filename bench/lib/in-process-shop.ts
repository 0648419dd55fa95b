import type { FastifyInstance } from "fastify";
import { buildApp } from "../../apps/api/src/app.ts";
import { loadConfig } from "../../apps/api/src/config.ts";
import { type Database, openDatabase } from "../../apps/api/src/db/client.ts";
import { prepareDatabase } from "../../apps/api/src/db/prepare.ts";
import { type BenchShoppers, checkAndRemoveShoppers, makeShoppers } from "./cod-orders.ts";

/**
 * The real app built in this process over the PostgreSQL database at
 * `databaseUrl`, prepared as the server starts (the pincode directory the
 * delivery promise reads), with `shopperCount` bench shoppers — for the
 * benchmarks that watch an order's statements (`app.inject`, no socket).
 * `name` keeps each script's scratch directories apart. `close()` checks the
 * stock the shoppers' orders took, removes them and closes the app and database.
 */
export async function inProcessShop(
	databaseUrl: string,
	name: string,
	shopperCount = 12,
	poolSize?: number,
): Promise<{ database: Database; app: FastifyInstance; shoppers: BenchShoppers; close: () => Promise<void> }> {
	const database = await openDatabase({ databaseUrl, ...(poolSize ? { poolSize } : {}) });
	const config = loadConfig({
		NODE_ENV: "test",
		SEED: "none",
		LOG_LEVEL: "silent",
		DATABASE_URL: databaseUrl,
		DATA_DIR: `/tmp/pitara-${name}-unused`,
		MEDIA_DIR: `/tmp/pitara-${name}-media`,
		WEB_DIST_DIR: `/tmp/pitara-${name}-no-web`,
	});
	const app = await buildApp({ config, database });
	await app.ready();
	await prepareDatabase(database, config, app.log);
	const shoppers = await makeShoppers(database.db, shopperCount);
	const close = async () => {
		const check = await checkAndRemoveShoppers(database.db, shoppers);
		if (!check.consistent) console.error("stock INCONSISTENT", check);
		await app.close();
		await database.close();
	};
	return { database, app, shoppers, close };
}
