import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../../src/db/client.ts";
import { createUser } from "../helpers.ts";
import { addAddress, orderPayload, prepareVariants, type TestVariant } from "../orders.ts";
import { type Answer, ApiProcess, newAddress, request, root, sleep } from "./processes.ts";

/**
 * Issue 15's fault tests: the real server (`node --import tsx
 * src/server.ts`) placing orders while what it stands on fails, all on
 * loopback. `npm run test:cluster` runs them after the cluster test.
 *
 * - PostgreSQL crashes and restarts under orders: a PostgreSQL server of the
 *   test's own (initdb in a temporary directory, so the machine's server is
 *   never touched), stopped with `pg_ctl restart -m immediate` (a crash:
 *   no checkpoint, recovery from the WAL).
 * - The embedded database: the API process on PGlite killed with SIGKILL
 *   under orders, and the data directory opened again.
 *
 * After each: every acknowledged order is there with its line, stock plus
 * units sold equals the stock at the start, every refused request said so
 * with a clear 503 (never a 500), and a retry with the same Idempotency-Key
 * makes the order exactly once.
 * Ports: FAULTS_PORT (default 3410) and the next three.
 */

const BASE = Number(process.env.FAULTS_PORT ?? 3410);
const PG_PORT = BASE;
const PORT_PG_API = BASE + 1;
const PORT_LITE_API = BASE + 2;
const PORT_SECOND_API = BASE + 3;
const mediaDir = path.join(root, "node_modules/.cache/pitara-test-media");
const STOCK = 1_000;

const apiEnv = (extra: Record<string, string>): Record<string, string> => ({
	NODE_ENV: "production",
	HOST: "127.0.0.1",
	SEED: "demo",
	ALLOW_DEMO_SETTINGS: "true",
	LOG_LEVEL: "info",
	MEDIA_DIR: mediaDir,
	...extra,
});

/** A PostgreSQL server of this test's own, on loopback, in a temporary directory. */
class OwnPostgres {
	dir = "";
	private readonly bin = (() => {
		const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort() : [];
		const latest = versions.at(-1);
		if (!latest) throw new Error("PostgreSQL's server programs are not installed (/usr/lib/postgresql/*/bin)");
		return path.join("/usr/lib/postgresql", latest, "bin");
	})();

	constructor(readonly port: number) {}

	/** Runs a server program, as the postgres user when the test runs as root (PostgreSQL refuses root). */
	private run(program: string, args: string[]) {
		const command = path.join(this.bin, program);
		const asRoot = process.getuid?.() === 0;
		execFileSync(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, {
			stdio: "pipe",
			timeout: 60_000,
		});
	}

	private async runAsync(program: string, args: string[]) {
		const command = path.join(this.bin, program);
		const asRoot = process.getuid?.() === 0;
		await promisify(execFile)(
			asRoot ? "runuser" : command,
			asRoot ? ["-u", "postgres", "--", command, ...args] : args,
			{
				timeout: 60_000,
			},
		);
	}

	private get options() {
		return `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
	}

	async start() {
		this.dir = await mkdtemp(path.join(os.tmpdir(), "pitara-faults-pg-"));
		if (process.getuid?.() === 0) {
			const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
			const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
			chownSync(this.dir, uid, gid);
		}
		this.run("initdb", ["-D", `${this.dir}/data`, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
		this.run("pg_ctl", ["-D", `${this.dir}/data`, "-o", this.options, "-l", `${this.dir}/log`, "-w", "start"]);
	}

	/** A crash and a restart: no shutdown checkpoint, the server recovers from its WAL. Requests go on meanwhile. */
	async restart() {
		await this.runAsync("pg_ctl", [
			"-D",
			`${this.dir}/data`,
			"-o",
			this.options,
			"-l",
			`${this.dir}/log`,
			"-m",
			"immediate",
			"-w",
			"restart",
		]);
	}

	async stop() {
		if (!this.dir) return;
		try {
			this.run("pg_ctl", ["-D", `${this.dir}/data`, "-m", "immediate", "-w", "stop"]);
		} catch {}
		await rm(this.dir, { recursive: true, force: true });
	}

	url(database: string) {
		return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
	}
}

type Shopper = { auth: Record<string, string>; addressId: number; from: string };

let phoneCounter = Math.floor(Math.random() * 1e6) * 1000;
async function shoppers(database: Database, count: number): Promise<Shopper[]> {
	const out: Shopper[] = [];
	for (let i = 0; i < count; i += 1) {
		phoneCounter += 1;
		const user = await createUser(database, { phone: `4${String(phoneCounter).padStart(9, "0")}` });
		out.push({ auth: user.auth, addressId: await addAddress(database, user.id), from: newAddress() });
	}
	return out;
}

function order(port: number, shopper: Shopper, variant: TestVariant, key: string) {
	return request(port, "POST", "/api/order/create", {
		body: orderPayload(shopper.addressId, [{ variant, quantity: 1 }]),
		headers: { ...shopper.auth, "idempotency-key": key },
		from: shopper.from,
		timeoutMs: 20_000,
	}).catch((error: Error): Answer => ({ status: 0, headers: {}, body: { error: error.message }, text: "" }));
}

interface Attempt {
	shopper: Shopper;
	key: string;
	answer: Answer;
}

/**
 * Places one order for each (shopper, n) pair, `concurrency` at a time and a
 * little apart, calling `fault` once when a quarter of them have been sent.
 */
async function placeUnderFault(
	port: number,
	people: Shopper[],
	perShopper: number,
	variant: TestVariant,
	fault: () => void | Promise<void>,
): Promise<{ attempts: Attempt[]; faulted: Promise<void> }> {
	const run = randomBytes(4).toString("hex");
	const queue = people.flatMap((shopper, i) =>
		Array.from({ length: perShopper }, (_, n) => ({ shopper, key: `faults-${run}-${i}-${n}` })),
	);
	const total = queue.length;
	const attempts: Attempt[] = [];
	let sent = 0;
	let faulted: Promise<void> = Promise.resolve();
	const worker = async () => {
		for (;;) {
			const next = queue.shift();
			if (!next) return;
			sent += 1;
			if (sent === Math.floor(total / 4)) faulted = Promise.resolve().then(fault);
			attempts.push({ ...next, answer: await order(port, next.shopper, variant, next.key) });
			await sleep(20);
		}
	};
	await Promise.all(Array.from({ length: 8 }, worker));
	return { attempts, faulted };
}

async function orderFacts(database: Database, variantId: number) {
	const [row] = await queryRows<{ stock: number; sold: number; orders: number; bare: number }>(
		database.db,
		sql`select (select stock from variants where id = ${variantId}) as stock,
			(select coalesce(sum(quantity), 0)::int from order_items where variant_id = ${variantId}) as sold,
			(select count(distinct order_id)::int from order_items where variant_id = ${variantId}) as orders,
			(select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as bare`,
	);
	if (!row) throw new Error("no facts");
	return row;
}

function orderIdOf(answer: Answer): number | undefined {
	return (answer.body.response as { order_id?: number } | undefined)?.order_id;
}

describe("faults", () => {
	const postgres = new OwnPostgres(PG_PORT);
	const pgApi = new ApiProcess("API on its own PostgreSQL", PORT_PG_API, {});
	let liteApi: ApiProcess | null = null;
	let liteDir = "";

	afterAll(async () => {
		for (const api of [pgApi, liteApi]) {
			if (api?.child && api.child.exitCode === null) {
				api.kill("SIGKILL");
				await api.exit;
			}
		}
		await postgres.stop();
		if (liteDir) await rm(liteDir, { recursive: true, force: true });
	}, 60_000);

	it("answers 503 while PostgreSQL crashes and restarts under orders, recovers by itself, and half-writes nothing", async () => {
		await postgres.start();
		const admin = new pg.Client({ connectionString: postgres.url("postgres") });
		await admin.connect();
		await admin.query("create database pitara");
		await admin.end();
		Object.assign(pgApi.env, apiEnv({ DATABASE_URL: postgres.url("pitara") }));
		pgApi.start();
		await pgApi.ready();
		const database = await openDatabase({ databaseUrl: postgres.url("pitara"), poolSize: 2 });
		try {
			const [variant] = await prepareVariants(database, [{ price: 99_00, stock: STOCK }]);
			const people = await shoppers(database, 50);

			let restartedAt = 0;
			const { attempts, faulted } = await placeUnderFault(PORT_PG_API, people, 4, variant as TestVariant, async () => {
				restartedAt = Date.now();
				await postgres.restart();
			});
			await faulted;

			// the process stayed up, and every answer was an order or a clear "try again"
			expect(pgApi.child?.exitCode, pgApi.output.slice(-12).join("\n")).toBeNull();
			const statuses = attempts.map((attempt) => attempt.answer.status);
			expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
			const refused = attempts.filter((attempt) => attempt.answer.status === 503);
			expect(refused.length).toBeGreaterThan(0);
			for (const { answer } of refused) {
				expect(answer.body).toMatchObject({ status: false, code: "DATABASE_UNAVAILABLE" });
				expect(answer.body.message).toBe("The shop is busy for a moment. Please try again in a few seconds.");
				expect(answer.headers["retry-after"]).toBe("5");
			}

			// it recovers by itself: an order goes through within seconds of the server being back
			const [late] = await shoppers(database, 1);
			let recoveredAfter = -1;
			for (let i = 0; i < 60; i += 1) {
				const answer = await order(PORT_PG_API, late as Shopper, variant as TestVariant, `faults-late-${i}`);
				if (answer.status === 201) {
					recoveredAfter = Date.now() - restartedAt;
					break;
				}
				await sleep(250);
			}
			expect(recoveredAfter).toBeGreaterThanOrEqual(0);
			expect(recoveredAfter).toBeLessThan(15_000);
			const ready = await request(PORT_PG_API, "GET", "/api/ready");
			expect(ready.status).toBe(200);

			// a refused order retried with its key is made once; an acknowledged one is still the same order
			for (const attempt of refused) {
				const retry = await order(PORT_PG_API, attempt.shopper, variant as TestVariant, attempt.key);
				expect([200, 201]).toContain(retry.status);
				attempt.answer = retry;
			}
			const again = attempts.find((attempt) => attempt.answer.status === 201) as Attempt;
			const replay = await order(PORT_PG_API, again.shopper, variant as TestVariant, again.key);
			expect(orderIdOf(replay)).toBe(orderIdOf(again.answer));

			// nothing half-written: one order per key, each with its line, and stock + sold adds up
			const ids = new Set(attempts.map((attempt) => orderIdOf(attempt.answer)));
			expect(ids.size).toBe(attempts.length);
			const facts = await orderFacts(database, (variant as TestVariant).id);
			expect(facts.bare).toBe(0);
			expect(facts.orders).toBe(attempts.length + 1);
			expect(facts.stock + facts.sold).toBe(STOCK);
			console.info(
				`PostgreSQL crash under ${attempts.length} orders: ${refused.length} answered 503, orders again ${recoveredAfter} ms after the restart began`,
			);
		} finally {
			await database.close();
		}
	});

	it("refuses a second process on the same PostgreSQL without Redis, saying why, while the first serves on", async () => {
		// the first process lost its claim on the database with the crash above and took it back
		expect(pgApi.child?.exitCode).toBeNull();
		// (it retries every 2 s after the restart; on a busy machine that may come after the test above has ended)
		await pgApi.printed("holds its claim on the database again");
		const second = new ApiProcess("a second API on the same PostgreSQL", PORT_SECOND_API, { ...pgApi.env });
		second.start();
		// it waits for a process that may be stopping (15 s), then gives up
		expect(await second.exit).toBe(1);
		expect(second.output.join("\n")).toContain(
			"another Pitara process is serving this PostgreSQL database without REDIS_URL",
		);
		expect((await request(PORT_PG_API, "GET", "/api/ready")).status).toBe(200);
	}, 60_000);

	it("loses no acknowledged order when the API on the embedded database is killed mid-load and opened again", async () => {
		liteDir = await mkdtemp(path.join(os.tmpdir(), "pitara-faults-lite-"));
		const env = apiEnv({ DATA_DIR: liteDir });
		// PGlite is one process's: the test prepares shoppers while the API is stopped, then hands the directory over
		const first = new ApiProcess("API on PGlite (seeding)", PORT_LITE_API, env);
		first.start();
		await first.ready(240_000);
		first.kill("SIGTERM");
		expect(await first.exit).toBe(0);

		let database = await openDatabase({ dataDir: liteDir });
		const [variant] = await prepareVariants(database, [{ price: 149_00, stock: STOCK }]);
		const people = await shoppers(database, 40);
		await database.close();

		liteApi = new ApiProcess("API on PGlite", PORT_LITE_API, env);
		liteApi.start();
		await liteApi.ready(240_000);
		const killed = liteApi;
		const { attempts } = await placeUnderFault(PORT_LITE_API, people, 4, variant as TestVariant, () => {
			killed.kill("SIGKILL");
		});
		expect(await killed.exit).toBeNull();
		const acknowledged = attempts.filter((attempt) => attempt.answer.status === 201);
		expect(acknowledged.length).toBeGreaterThan(0);
		expect(acknowledged.length).toBeLessThan(attempts.length);

		// opened again: every acknowledged order is there, whole, and stock + sold adds up
		database = await openDatabase({ dataDir: liteDir });
		try {
			const ids = acknowledged.map((attempt) => orderIdOf(attempt.answer) as number);
			const rows = await queryRows<{ id: number; items: number }>(
				database.db,
				sql`select o.id, count(i.id)::int as items from orders o join order_items i on i.order_id = o.id
					where o.id in ${ids} group by o.id`,
			);
			expect(rows.map((row) => row.id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
			expect(rows.every((row) => row.items === 1)).toBe(true);
			const facts = await orderFacts(database, (variant as TestVariant).id);
			expect(facts.bare).toBe(0);
			expect(facts.stock + facts.sold).toBe(STOCK);
			console.info(
				`PGlite killed under ${attempts.length} orders: ${acknowledged.length} acknowledged, all there after reopening; ${facts.orders} orders in all`,
			);
		} finally {
			await database.close();
		}

		// and the shop starts on it again
		liteApi = new ApiProcess("API on PGlite (after the kill)", PORT_LITE_API, env);
		liteApi.start();
		await liteApi.ready(240_000);
		liteApi.kill("SIGTERM");
		expect(await liteApi.exit).toBe(0);
	});
});
