import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/helpers.ts";
import { type Database, queryRows } from "../../db/client.ts";
import {
	type ClaimedEntry,
	countOutboxEntries,
	emit,
	emitAfterCommit,
	listOutboxEntries,
	type OutboxHandler,
	OutboxRunner,
	type OutboxRunnerOptions,
	retryDeadEntry,
	subscribe,
	transaction,
} from "./index.ts";
import { claimOutboxEntries } from "./outbox.repository.ts";

const log = pino({ level: "silent" });
let database: Database;

beforeAll(async () => {
	database = await createTestDatabase();
});

afterAll(async () => {
	await database.close();
});

beforeEach(async () => {
	await database.db.execute(sql`delete from outbox_handled`);
	await database.db.execute(sql`delete from outbox`);
});

/** Writes one order SMS event per [orderId, text], each in its own transaction, in this order. */
async function placeEvents(events: [number, string][]): Promise<string[]> {
	const ids: string[] = [];
	for (const [orderId, message] of events) {
		const [id] = await transaction(database.db, (tx) =>
			emit(tx, { type: "OrderPlaced", orderId, sms: { to: "9876543210", message } }),
		);
		if (id) ids.push(id);
	}
	return ids;
}

function runner(handler: OutboxHandler, options: Partial<OutboxRunnerOptions> = {}): OutboxRunner {
	return new OutboxRunner({ db: database.db, log, handlers: { "order-sms": handler }, ...options });
}

const textOf = (entry: ClaimedEntry) => (entry.payload as { sms: { message: string } }).sms.message;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("events said in a transaction", () => {
	it("reach subscribers after commit, a savepoint's with its parent, none after a rollback", async () => {
		const heard: string[] = [];
		const stop = subscribe(database.db, (events) => {
			for (const event of events) heard.push(event.type === "CatalogueChanged" ? event.tags.join() : event.type);
		});
		try {
			await transaction(database.db, async (tx) => {
				emitAfterCommit(tx, { type: "CatalogueChanged", tags: ["a"] });
				await transaction(tx, async (savepoint) => {
					emitAfterCommit(savepoint, { type: "CatalogueChanged", tags: ["b"] });
				});
				await transaction(tx, async (savepoint) => {
					emitAfterCommit(savepoint, { type: "CatalogueChanged", tags: ["rolled back"] });
					throw new Error("undo the savepoint");
				}).catch(() => {});
				expect(heard).toEqual([]);
			});
			expect(heard).toEqual(["a", "b"]);
			heard.length = 0;
			await transaction(database.db, async (tx) => {
				await emit(tx, { type: "OrderPlaced", orderId: 1, sms: { to: "9876543210", message: "x" } });
				throw new Error("roll back");
			}).catch(() => {});
			expect(heard).toEqual([]);
			// the outbox row rolled back with it
			expect((await countOutboxEntries(database.db)).pending).toBe(0);
		} finally {
			stop();
		}
	});

	it("are refused loudly on a transaction not opened by transaction(), where they would be lost", async () => {
		await expect(
			database.db.transaction(async (tx) => {
				emitAfterCommit(tx, { type: "CatalogueChanged", tags: ["lost"] });
			}),
		).rejects.toThrow(/open it with transaction\(\)/);
	});
});

describe("the outbox runner", () => {
	it("delivers each aggregate's entries in the order they were written, a failing one holding back the rest", async () => {
		await placeEvents([
			[1, "1a"],
			[2, "2a"],
			[1, "1b"],
			[2, "2b"],
			[1, "1c"],
		]);
		const delivered: string[] = [];
		let failFirst = true;
		const r = runner(
			async (entry) => {
				if (textOf(entry) === "1a" && failFirst) {
					failFirst = false;
					throw new Error("provider down");
				}
				delivered.push(textOf(entry));
			},
			{ backoffMs: () => 1_000 },
		);
		await r.drain();
		// 1a failed: 1b and 1c wait behind it; order 2's go on
		expect(delivered).toEqual(["2a", "2b"]);
		await wait(1_100);
		await r.drain();
		expect(delivered).toEqual(["2a", "2b", "1a", "1b", "1c"]);
		expect(await countOutboxEntries(database.db)).toEqual({ pending: 0, done: 5, dead: 0 });
	});

	it("retries with backoff, records every attempt, and is dead after the last one until staff retry it", async () => {
		const [id] = await placeEvents([[7, "seven"]]);
		let failing = true;
		const calls: number[] = [];
		const r = runner(
			async () => {
				calls.push(Date.now());
				if (failing) throw new Error("HTTP 503");
			},
			{ maxAttempts: 3, backoffMs: (attempt) => 400 * 2 ** (attempt - 1) },
		);
		await r.drain();
		expect(calls).toHaveLength(1);
		// within the backoff nothing is tried
		await r.drain();
		expect(calls).toHaveLength(1);
		await wait(450);
		await r.drain();
		expect(calls).toHaveLength(2);
		await wait(300);
		await r.drain();
		expect(calls).toHaveLength(2);
		await wait(550);
		await r.drain();
		expect(calls).toHaveLength(3);
		// the waits doubled: 400 ms, then 800 ms
		expect((calls[2] ?? 0) - (calls[1] ?? 0)).toBeGreaterThanOrEqual((calls[1] ?? 0) - (calls[0] ?? 0));

		const [dead] = await listOutboxEntries(database.db, { state: "dead" });
		expect(dead).toMatchObject({ id, state: "dead", attempts: 3, lastError: "HTTP 503" });
		expect(dead?.attemptLog.map((a) => [a.attempt, a.error])).toEqual([
			[1, "HTTP 503"],
			[2, "HTTP 503"],
			[3, "HTTP 503"],
		]);
		await wait(500);
		await r.drain();
		expect(calls).toHaveLength(3);

		failing = false;
		expect(await retryDeadEntry(database.db, id ?? "")).toMatchObject({ id, attempts: 3 });
		expect(await retryDeadEntry(database.db, id ?? "")).toBeNull();
		await r.drain();
		expect(calls).toHaveLength(4);
		const [done] = await listOutboxEntries(database.db, { state: "done" });
		expect(done?.attemptLog.map((a) => a.error)).toEqual(["HTTP 503", "HTTP 503", "HTTP 503", null]);
	});

	it("does not call a handler again for an event it already handled (by event id)", async () => {
		const [id] = await placeEvents([[8, "eight"]]);
		// the handler acted and its record was written, but the entry was never marked done (a crash between)
		await database.db.execute(sql`insert into outbox_handled (event_id, handler) values (${id}::uuid, 'order-sms')`);
		const seen: string[] = [];
		await runner(async (entry) => {
			seen.push(entry.id);
		}).drain();
		expect(seen).toEqual([]);
		expect(await countOutboxEntries(database.db)).toEqual({ pending: 0, done: 1, dead: 0 });
	});

	it("takes a killed runner's claimed entries again once their lease has lapsed", async () => {
		const [id] = await placeEvents([[9, "nine"]]);
		// a runner claims the entry and dies without delivering it
		const claimed = await claimOutboxEntries(database.db, "killed-runner", 300, 10);
		expect(claimed.map((entry) => entry.id)).toEqual([id]);
		const seen: string[] = [];
		const other = runner(async (entry) => {
			seen.push(entry.id);
		});
		await other.drain();
		expect(seen).toEqual([]);
		await wait(400);
		await other.drain();
		expect(seen).toEqual([id]);
		const [done] = await listOutboxEntries(database.db, { state: "done" });
		expect(done).toMatchObject({ attempts: 2 });
	});

	it("never delivers one entry twice when two runners work at once, and keeps each aggregate's order", async () => {
		const events: [number, string][] = [];
		for (let i = 0; i < 60; i += 1) events.push([100 + (i % 6), `m${i}`]);
		const ids = await placeEvents(events);
		const delivered: { id: string; order: number; text: string; by: string }[] = [];
		const make = (by: string) =>
			runner(
				async (entry) => {
					await wait(Math.random() * 5);
					delivered.push({
						id: entry.id,
						order: (entry.payload as { orderId: number }).orderId,
						text: textOf(entry),
						by,
					});
				},
				{ batch: 4 },
			);
		const a = make("a");
		const b = make("b");
		await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
		await Promise.all([a.drain(), b.drain()]);
		expect(delivered.map((d) => d.id).sort()).toEqual([...ids].sort());
		expect(new Set(delivered.map((d) => d.id)).size).toBe(ids.length);
		for (let order = 100; order < 106; order += 1) {
			const texts = delivered.filter((d) => d.order === order).map((d) => Number(d.text.slice(1)));
			expect(texts).toEqual([...texts].sort((x, y) => x - y));
		}
		const attempts = await queryRows<{ n: number }>(
			database.db,
			sql`select count(*)::int as n from outbox_attempts a join outbox o on o.id = a.entry_id`,
		);
		expect(attempts[0]?.n).toBe(ids.length);
	});
});

describe("every transaction that may say what happened", () => {
	it("is opened with transaction(): no db.transaction() outside the events module and start-up code", async () => {
		const { readdirSync, readFileSync } = await import("node:fs");
		const { join } = await import("node:path");
		const root = new URL("../../", import.meta.url).pathname;
		const allowed = /^(modules\/events\/|db\/)/;
		const offenders: string[] = [];
		const walk = (dir: string) => {
			for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
				const path = `${dir}${entry.name}`;
				if (entry.isDirectory()) walk(`${path}/`);
				else if (path.endsWith(".ts") && !path.endsWith(".test.ts") && !allowed.test(path)) {
					const text = readFileSync(join(root, path), "utf8");
					if (/\.transaction\(/.test(text.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, ""))) offenders.push(path);
				}
			}
		};
		walk("");
		// their events (the catalogue cache's, an order's SMS) would be lost or late: use transaction() of modules/events
		expect(offenders).toEqual([]);
	});
});
