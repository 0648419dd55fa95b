import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type CatalogueChange, LocalCatalogueBus } from "./catalogue-bus.ts";
import { SOLE_PROCESS_LOCK_KEY, SoleProcessLock } from "./sole-process.ts";

/**
 * Without REDIS_URL one process's catalogue changes never reach another's
 * cache, so only one API process may serve a PostgreSQL database without
 * Redis (issue 22, decision 035). Needs PostgreSQL (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
	const started = Date.now();
	while (!condition()) {
		if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
		await sleep(20);
	}
}

/** The log lines a lock wrote, as the app's logger would have them. */
function logLines() {
	const lines: { level: string; msg: string }[] = [];
	const at = (level: string) => (object: unknown, msg?: string) =>
		lines.push({ level, msg: typeof object === "string" ? object : (msg ?? "") });
	return {
		lines,
		log: { info: at("info"), warn: at("warn"), error: at("error") },
	};
}

const silentLog = {
	info() {},
	warn() {},
	error() {},
	debug() {},
	fatal() {},
	trace() {},
	child() {
		return silentLog;
	},
	level: "silent",
	silent() {},
} as unknown as ConstructorParameters<typeof LocalCatalogueBus>[0];

describe.skipIf(!serverUrl)("one API process per PostgreSQL database without Redis", () => {
	const names = [`pitara_t_sole_${randomBytes(4).toString("hex")}`, `pitara_t_sole_${randomBytes(4).toString("hex")}`];
	const urlOf = (name: string) => {
		// the describe body runs (and is skipped) without TEST_DATABASE_URL too
		const parsed = new URL(serverUrl ?? "postgres://unused.invalid/unused");
		parsed.pathname = `/${name}`;
		return parsed.toString();
	};
	const url = urlOf(names[0] as string);
	const locks: SoleProcessLock[] = [];
	const lock = (databaseUrl = url, retryMs = 200) => {
		const made = new SoleProcessLock(databaseUrl, { retryMs });
		locks.push(made);
		return made;
	};

	beforeAll(async () => {
		const admin = new pg.Client({ connectionString: serverUrl });
		await admin.connect();
		for (const name of names) await admin.query(`create database "${name}"`);
		await admin.end();
	});

	afterEach(async () => {
		for (const made of locks.splice(0)) await made.close();
	});

	afterAll(async () => {
		const admin = new pg.Client({ connectionString: serverUrl });
		await admin.connect();
		for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
		await admin.end();
	});

	/** Ends the lock's connection from the server's side, as a restart of PostgreSQL would. */
	async function dropLockConnection() {
		const admin = new pg.Client({ connectionString: url });
		await admin.connect();
		await admin.query(
			"select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = $1 and database = (select oid from pg_database where datname = current_database())",
			[SOLE_PROCESS_LOCK_KEY],
		);
		await admin.end();
	}

	it("lets one process in and refuses a second on the same database, saying why; another database is apart", async () => {
		const { log, lines } = logLines();
		expect(await lock().acquire(0, log)).toBe(true);
		expect(lines.some((line) => /the only process serving/.test(line.msg))).toBe(true);
		const second = logLines();
		const started = Date.now();
		expect(await lock().acquire(400, second.log)).toBe(false);
		expect(Date.now() - started).toBeGreaterThanOrEqual(400);
		expect(second.lines.some((line) => line.level === "error" && /REDIS_URL/.test(line.msg))).toBe(true);
		expect(await lock(urlOf(names[1] as string)).acquire(0, logLines().log)).toBe(true);
	});

	it("lets the next process in once the first has stopped, while it waits", async () => {
		const first = lock();
		expect(await first.acquire(0, logLines().log)).toBe(true);
		const next = lock().acquire(5_000, logLines().log);
		await sleep(300);
		await first.close();
		expect(await next).toBe(true);
	});

	it("keeps answers briefly while the lock is lost, and drops everything once it holds it again", async () => {
		const held = lock();
		const { log, lines } = logLines();
		expect(await held.acquire(0, log)).toBe(true);
		const bus = new LocalCatalogueBus(silentLog, held);
		const changes: CatalogueChange[] = [];
		bus.subscribe((change) => changes.push(change));
		expect(bus.live).toBe(true);

		await dropLockConnection();
		await until(() => !bus.live);
		expect(lines.some((line) => line.level === "warn" && /short-lived/.test(line.msg))).toBe(true);
		// the lock is free again (the server restarted, nobody else came): it is taken back, and caches start afresh
		await until(() => bus.live);
		expect(changes).toContainEqual({ tags: ["*"], source: "resync" });
	});

	it("stays short-lived, and says so, when another process took the lock meanwhile", async () => {
		const held = lock();
		const { log, lines } = logLines();
		expect(await held.acquire(0, log)).toBe(true);
		const bus = new LocalCatalogueBus(silentLog, held);
		await dropLockConnection();
		await until(() => !bus.live);
		expect(await lock().acquire(2_000, logLines().log)).toBe(true);
		await sleep(1_000);
		expect(bus.live).toBe(false);
		expect(lines.some((line) => line.level === "error" && /another process/i.test(line.msg))).toBe(true);
	});
});
