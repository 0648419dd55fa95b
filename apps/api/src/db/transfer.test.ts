import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, createTestApp, createTestDatabase, type TestApp, testConfig } from "../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants } from "../../test/orders.ts";
import { MemorySmsSender } from "../../test/sms.ts";
import { buildApp } from "../app.ts";
import { type Database, openDatabase, queryRows } from "./client.ts";
import { exportShop, ImportError, importShop } from "./transfer.ts";

/**
 * Moving a shop: the demo shop with orders is exported from one database and
 * imported into an empty one (a new PostgreSQL database when
 * TEST_DATABASE_URL is set, PGlite otherwise), and the imported shop answers
 * what the old one did and keeps counting ids where the old one stopped.
 */

const run = promisify(execFile);
const PG_URL = process.env.TEST_DATABASE_URL;
const created: string[] = [];
let work: string;
let source: TestApp;

async function emptyTarget(): Promise<{ database: Database; url?: string }> {
	// an empty, migrated PGlite (the import's own migrate() then has nothing to do)
	if (!PG_URL) return { database: await createTestDatabase() };
	const name = `pitara_t_ops_import_${randomBytes(4).toString("hex")}`;
	const admin = new pg.Client({ connectionString: PG_URL });
	await admin.connect();
	await admin.query(`create database "${name}"`);
	await admin.end();
	created.push(name);
	const url = new URL(PG_URL);
	url.pathname = `/${name}`;
	return { database: await openDatabase({ databaseUrl: url.toString(), poolSize: 2 }), url: url.toString() };
}

// the machine may be busy: opening and copying databases is slow then
beforeAll(async () => {
	work = await mkdtemp(path.join(os.tmpdir(), "pitara-transfer-"));
	source = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	// money in motion: a cash on delivery order and an order paid in part by a gift card
	const [a, b] = await prepareVariants(source.database, [
		{ price: 899_00, mrp: 1199_00, stock: 5 },
		{ price: 450_50, stock: 9 },
	]);
	if (!a || !b) throw new Error("no variants");
	const shopper = await createShopper(source.database);
	const first = await placeOrder(source.app, shopper, [{ variant: a, quantity: 2 }]);
	expect(first.status).toBe(201);
	const second = await placeOrder(source.app, shopper, [{ variant: b, quantity: 1 }], {
		paymentMode: "CREDIT_CARD",
		giftCard: "PITARA-GIFT-500",
	});
	expect(second.status).toBe(201);
});

afterAll(async () => {
	await source?.close();
	await rm(work, { recursive: true, force: true });
	if (PG_URL && created.length > 0) {
		const admin = new pg.Client({ connectionString: PG_URL });
		await admin.connect();
		for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
		await admin.end();
	}
});

const snapshot = async (database: Database) => ({
	orders: await queryRows(
		database.db,
		sql`select id, user_id, status, payment_status, total, sub_total, delivery, gift_card_id, created_at from orders order by id`,
	),
	balances: await queryRows(database.db, sql`select code, balance from gift_cards order by code`),
	stock: await queryRows<{ n: string }>(
		database.db,
		sql`select sum(stock)::text as n, sum(price)::text as p from variants`,
	),
	minPrices: await queryRows(database.db, sql`select id, min_price from products order by id`),
	settings: await queryRows(database.db, sql`select key, value from app_settings order by key`),
});

describe("db export and import", () => {
	it("moves every table, sequence and media file, and the new shop carries on where the old one stopped", async () => {
		const file = path.join(work, "shop.pitara.gz");
		const mediaDir = inject("mediaDir");
		const header = await exportShop(source.database, { out: file, mediaDir });
		expect(header.tables.map((t) => t.table)).toEqual(expect.arrayContaining(["orders", "variants", "gift_cards"]));
		// a table comes after the tables it points at
		const order = header.tables.map((t) => t.table);
		expect(order.indexOf("orders")).toBeGreaterThan(order.indexOf("users"));
		expect(order.indexOf("order_items")).toBeGreaterThan(order.indexOf("variants"));
		expect(header.tables.find((t) => t.table === "orders")?.sums.total).not.toBe("0");
		expect(header.media.files).toBeGreaterThan(100);

		const target = await emptyTarget();
		const importedMedia = path.join(work, "media");
		try {
			const report = await importShop(target.database, { in: file, mediaDir: importedMedia });
			expect(report.tables.length).toBe(header.tables.length);
			for (const table of report.tables) {
				expect(table.actual.rows, table.table).toBe(table.expected.rows);
				expect(table.actual.sums, table.table).toEqual(table.expected.sums);
				expect(table.actual.digest, table.table).toBe(table.expected.digest);
			}
			expect(report.media.written + report.media.unchanged).toBe(header.media.files);
			const copied = await readdir(path.join(importedMedia, "products"));
			expect(copied.length).toBeGreaterThan(0);
			const one = copied[0] as string;
			expect(await readFile(path.join(importedMedia, "products", one))).toEqual(
				await readFile(path.join(mediaDir, "products", one)),
			);

			expect(await snapshot(target.database)).toEqual(await snapshot(source.database));

			// the moved shop works: the same listing, and a new order gets the next id, not a taken one
			const moved = await buildApp({ config: testConfig(), database: target.database, sms: new MemorySmsSender() });
			await moved.ready();
			try {
				const listing = {
					method: "POST" as const,
					url: "/api/products/all/portal-fetch",
					payload: { filters: { category: "Girls", sort: "price-low" } },
				};
				const before = await call(source.app, listing);
				const after = await call(moved, listing);
				expect(after.status).toBe(200);
				expect(after.body).toEqual(before.body);
				const [lastId] = await queryRows<{ id: number }>(source.database.db, sql`select max(id) as id from orders`);
				const [v] = await prepareVariants(target.database, [{ price: 100_00, stock: 1 }]);
				const shopper = await createShopper(target.database);
				const placed = await placeOrder(moved, shopper, [{ variant: v as NonNullable<typeof v>, quantity: 1 }]);
				expect(placed.status).toBe(201);
				expect(placed.orderId).toBe((lastId?.id ?? 0) + 1);
			} finally {
				await moved.close();
			}

			// a second import into the same (no longer empty) database is refused before anything is written
			await expect(importShop(target.database, { in: file })).rejects.toThrow(/not empty \(.*hold rows\)/);
		} finally {
			await target.database.close();
		}
	}, 180_000);

	it("refuses a file whose rows do not match its own counts and sums, keeping nothing", async () => {
		const file = path.join(work, "tampered.pitara.gz");
		await exportShop(source.database, { out: file, mediaDir: inject("mediaDir"), includeMedia: false });
		const lines = gunzipSync(await readFile(file))
			.toString("utf8")
			.split("\n");
		const index = lines.findIndex((line) => line.startsWith('{"table":"variants"'));
		const line = JSON.parse(lines[index] as string) as { rows: { price: number; mrp: number }[] };
		const row = line.rows[0] as { price: number; mrp: number };
		row.price -= 100;
		lines[index] = JSON.stringify(line);
		await writeFile(file, gzipSync(lines.join("\n")));

		const target = await emptyTarget();
		try {
			const failure = await importShop(target.database, { in: file }).catch((error: unknown) => error);
			expect(failure).toBeInstanceOf(ImportError);
			expect((failure as Error).message).toMatch(/variants\.price: sum \d+, expected \d+/);
			const [row2] = await queryRows<{ n: number }>(target.database.db, sql`select count(*)::int as n from variants`);
			expect(row2?.n).toBe(0);

			await writeFile(file, gzipSync(lines.slice(0, 3).join("\n")));
			await expect(importShop(target.database, { in: file })).rejects.toThrow(/truncated/);
		} finally {
			await target.database.close();
		}
	}, 180_000);

	it("runs as npm run db:export and db:import and says what it did", async () => {
		const dataDir = path.join(work, "embedded");
		const embedded = await openDatabase({ dataDir });
		await embedded.migrate();
		await embedded.db.execute(
			sql`insert into gift_cards (code, initial_balance, balance) values ('MOVE-ME', 70000, 12345)`,
		);
		await embedded.close();
		const file = path.join(work, "cli.pitara.gz");
		const tsx = path.resolve(import.meta.dirname, "../../../../node_modules/.bin/tsx");
		const script = path.resolve(import.meta.dirname, "../scripts/db-transfer.ts");
		const env = { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent" };
		const exported = await run(tsx, [script, "export", "--out", file, "--data-dir", dataDir], { env });
		expect(exported.stdout).toMatch(/Exported the embedded shop to .*cli\.pitara\.gz/);
		expect(exported.stdout).toMatch(/gift_cards\s+1 rows\s+initial_balance ₹700\.00, balance ₹123\.45/);
		// importing needs a PostgreSQL server (the library round trip above covers PGlite)
		if (!PG_URL) return;
		const target = await emptyTarget();
		await target.database.close();
		const imported = await run(
			tsx,
			[script, "import", "--in", file, "--database-url", target.url as string, "--media-dir", path.join(work, "m2")],
			{ env },
		);
		expect(imported.stdout).toMatch(
			/gift_cards\s+1\/1 rows\s+same contents\s+initial_balance ₹700\.00, balance ₹123\.45/,
		);
		const failed = await run(tsx, [script, "import", "--in", file, "--database-url", target.url as string], {
			env,
		}).catch((error: { code: number; stderr: string }) => error);
		expect((failed as { code: number }).code).toBe(1);
		expect((failed as { stderr: string }).stderr).toMatch(/not empty/);
	}, 180_000);
});
