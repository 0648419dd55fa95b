import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../../config.ts";
import { openDatabase, queryRows, takeStartupLock } from "../client.ts";
import { DEMO_PRODUCT_COUNT, type SeedSummary, seedDemo, topUpProducts } from "./index.ts";
import { seedOrderHistory } from "./orders.ts";

/**
 * `npm run seed` — loads the demo shop into an empty database.
 * `npm run seed -- --products 10000` — adds demo products until there are
 * 10,000 (the benchmark catalogue), loading the demo shop first if needed.
 * `npm run seed -- --reset` — empties the shop first.
 * `npm run seed -- --orders 1000000` — adds a year of order history with
 * invoices and credit notes (the reports' benchmark; never on a real shop).
 */
const HELP = `Usage: npm run seed -- [--products N] [--orders N] [--reset]

  (no options)    load the demo shop (${DEMO_PRODUCT_COUNT} products) into an empty database
  --products N    make sure the shop has N products, adding demo products to an existing
                  shop (categories and brands are reused); on an empty database the demo
                  shop is loaded first
  --orders N      add N orders over the last 365 days, with their tax invoices and a credit
                  note for 5 % of them (benchmarks of the reports and GSTR-1; not for a real shop)
  --reset         empty the shop first: catalogue, banners, gift cards, promo codes, users
                  and everything that refers to them (carts, orders). Not for production.

Uses DATABASE_URL (or the PGlite database in DATA_DIR) and writes images to MEDIA_DIR.
Stop the server first when it uses PGlite: only one process can open a PGlite data directory.`;

/** Every table the seed writes, and (through CASCADE) whatever refers to them. */
const SHOP_TABLES = sql`categories, subcategories, super_subcategories, brands, products, variants, product_images, reviews,
	banners, gift_cards, promo_codes, users, addresses, report_days, report_dirty_days`;

class UsageError extends Error {}

function parseOptions(argv: string[]) {
	return parseArgs({
		args: argv,
		options: {
			products: { type: "string" },
			orders: { type: "string" },
			reset: { type: "boolean", default: false },
			help: { type: "boolean", short: "h", default: false },
		},
		strict: true,
	});
}

function parse(argv: string[]): { products?: number; orders?: number; reset: boolean } | null {
	let parsed: ReturnType<typeof parseOptions>;
	try {
		parsed = parseOptions(argv);
	} catch (error) {
		throw new UsageError(error instanceof Error ? error.message : String(error));
	}
	const { values } = parsed;
	if (values.help) return null;
	let orders: number | undefined;
	if (values.orders !== undefined) {
		orders = Number(values.orders);
		if (!Number.isInteger(orders) || orders < 1 || orders > 5_000_000) {
			throw new UsageError(`--orders must be a whole number from 1 to 5000000, not "${values.orders}"`);
		}
	}
	if (values.products === undefined) return { reset: values.reset ?? false, ...(orders ? { orders } : {}) };
	const products = Number(values.products);
	if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
		throw new UsageError(`--products must be a whole number from 1 to 1000000, not "${values.products}"`);
	}
	return { products, reset: values.reset ?? false, ...(orders ? { orders } : {}) };
}

function seconds(ms: number): string {
	return `${(ms / 1000).toFixed(2)} s`;
}

function describe(label: string, summary: SeedSummary, ms: number): string[] {
	const lines = [
		`${label.padEnd(14)} ${seconds(ms).padStart(9)}  ${summary.products} products, ${summary.variants} variants, ${summary.productImages} product images, ${summary.reviews} reviews`,
	];
	const steps = Object.entries(summary.timings)
		.map(([step, stepMs]) => `${step} ${seconds(stepMs)}`)
		.join(", ");
	if (steps) lines.push(`${"".padEnd(26)}${steps}`);
	const m = summary.media;
	if (m.images > 0) {
		lines.push(
			`${"".padEnd(26)}images: ${m.images} distinct, ${m.rendered} drawn${m.rendered > 0 ? ` in ${seconds(m.ms)}` : ""}, ${m.skipped} already on disk`,
		);
	}
	return lines;
}

async function main(): Promise<void> {
	const options = parse(process.argv.slice(2));
	if (!options) {
		console.log(HELP);
		return;
	}
	const started = Date.now();
	const config = loadConfig();
	const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
	const where = database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.DATA_DIR}`;
	const report: string[] = [`Seeding ${where}; images in ${config.MEDIA_DIR}`];
	const log = (message: string) => console.log(`  ${message}`);
	try {
		const openedMs = Date.now() - started;
		const migrateStarted = Date.now();
		await database.migrate();
		report.push(`${"open".padEnd(14)} ${seconds(openedMs).padStart(9)}`);
		report.push(`${"migrate".padEnd(14)} ${seconds(Date.now() - migrateStarted).padStart(9)}`);

		const seedStarted = Date.now();
		await database.db.transaction(async (tx) => {
			// the same lock the server takes before its first seed
			await takeStartupLock(tx);
			if (options.reset) {
				const resetStarted = Date.now();
				await tx.execute(sql`truncate ${SHOP_TABLES} restart identity cascade`);
				report.push(`${"reset".padEnd(14)} ${seconds(Date.now() - resetStarted).padStart(9)}`);
			}
			const [row] = await queryRows<{ empty: boolean }>(tx, sql`select not exists (select 1 from categories) as empty`);
			if (row?.empty) {
				const demoStarted = Date.now();
				const demoCount = Math.min(options.products ?? DEMO_PRODUCT_COUNT, DEMO_PRODUCT_COUNT);
				console.log(`Empty database: loading the demo shop (${demoCount} products)…`);
				const demo = await seedDemo(tx, { mediaDir: config.MEDIA_DIR, products: demoCount, log });
				report.push(...describe("demo shop", demo, Date.now() - demoStarted));
			} else if (options.products === undefined && options.orders === undefined) {
				report.push(
					"The database already holds a shop; nothing to do. Use --products N to add products or --reset to start over.",
				);
			}
			if (options.products !== undefined) {
				const topUpStarted = Date.now();
				console.log(`Making sure the shop has ${options.products} products…`);
				const topUp = await topUpProducts(tx, { mediaDir: config.MEDIA_DIR, total: options.products, log });
				if (topUp.products === 0) {
					report.push(
						`${"top-up".padEnd(14)} ${seconds(Date.now() - topUpStarted).padStart(9)}  already ${topUp.totalProducts} products; nothing added`,
					);
				} else {
					report.push(...describe("top-up", topUp, Date.now() - topUpStarted));
					report.push(`${"".padEnd(26)}the shop now has ${topUp.totalProducts} products`);
				}
			}
			if (options.orders !== undefined) {
				console.log(`Adding ${options.orders} orders of history…`);
				const history = await seedOrderHistory(tx, options.orders, log);
				report.push(
					`${"orders".padEnd(14)} ${seconds(history.ms).padStart(9)}  ${history.orders} orders, ${history.invoices} invoices, ${history.creditNotes} credit notes`,
				);
				report.push(
					`${"".padEnd(26)}${Object.entries(history.timings)
						.map(([step, stepMs]) => `${step} ${seconds(stepMs)}`)
						.join(", ")}`,
				);
			}
		});
		// fresh statistics for the planner (PGlite never analyses on its own)
		const analyzeStarted = Date.now();
		await database.db.execute(sql`analyze`);
		report.push(`${"analyze".padEnd(14)} ${seconds(Date.now() - analyzeStarted).padStart(9)}`);
		report.push(`${"seed total".padEnd(14)} ${seconds(Date.now() - seedStarted).padStart(9)}`);
	} finally {
		const closeStarted = Date.now();
		await database.close();
		report.push(`${"close".padEnd(14)} ${seconds(Date.now() - closeStarted).padStart(9)}`);
	}
	report.push(`${"total".padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
	console.log(report.join("\n"));
}

main().catch((error: unknown) => {
	if (error instanceof ConfigError) console.error(error.message);
	else if (error instanceof UsageError) console.error(`${error.message}\n\n${HELP}`);
	else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
	process.exitCode = 1;
});
