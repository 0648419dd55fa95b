import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "./client.ts";

/**
 * PGlite runs on the server's own thread: without a turn of the event loop
 * between statements, a request needing no database waited for every
 * statement in flight (docs/benchmarks.md, "PGlite with 10 connections").
 */
let database: Database;

beforeAll(async () => {
	database = await openDatabase({});
});

afterAll(async () => {
	await database.close();
});

describe("the embedded database", () => {
	it("lets the event loop turn before each statement, so other requests are read between them", async () => {
		expect(database.kind).toBe("pglite");
		let turned = false;
		setImmediate(() => {
			turned = true;
		});
		const before: boolean[] = [];
		for (let i = 0; i < 5; i += 1) {
			await queryRows(database.db, sql`select ${i}::int as n`);
			before.push(turned);
		}
		// the first statement already waited for the turn
		expect(before).toEqual([true, true, true, true, true]);
		const inTransaction = await database.db.transaction(async (tx) => queryRows<{ n: number }>(tx, sql`select 7 as n`));
		expect(inTransaction).toEqual([{ n: 7 }]);
	});

	it("keeps the order statements were asked in", async () => {
		await database.db.execute(sql`create table if not exists turns (n int)`);
		await Promise.all([1, 2, 3, 4, 5].map((n) => database.db.execute(sql`insert into turns values (${n})`)));
		const rows = await queryRows<{ n: number }>(database.db, sql`select n from turns order by ctid`);
		expect(rows.map((row) => row.n)).toEqual([1, 2, 3, 4, 5]);
	});
});
