import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { getTableColumns, type InferSelectModel, type SQL, sql, type Table } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The database handle every repository takes; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface Database {
	db: Db;
	kind: "pglite" | "postgres";
	/** Applies the committed migrations; safe to call from several processes at once. */
	migrate(): Promise<void>;
	close(): Promise<void>;
}

const drizzleOptions = { schema, casing: "snake_case" } as const;

/** A fixed key for the advisory lock that serialises migrations and the first seed across processes. */
export const STARTUP_LOCK_KEY = 7_262_001;

/** Holds the start-up lock until `tx` ends: one process at a time migrates, seeds or loads the pincode directory. */
export async function takeStartupLock(tx: Db): Promise<void> {
	await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
}

/** One round trip to the database (health and readiness checks). */
export async function pingDatabase(db: Db): Promise<void> {
	await db.execute(sql`select 1`);
}

export interface OpenOptions {
	/** a PostgreSQL URL; without one the embedded PGlite database is used */
	databaseUrl?: string | undefined;
	/** where PGlite keeps its files; undefined keeps it in memory */
	dataDir?: string | undefined;
	/** a PGlite data directory dump to start from (tests) */
	loadDataDir?: Blob | File | undefined;
	poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
	if (options.databaseUrl) {
		const pool = new pg.Pool({
			connectionString: options.databaseUrl,
			max: options.poolSize ?? 10,
			idleTimeoutMillis: 30_000,
			// while the server is down or restarting a request fails fast (503) instead of waiting for a connection
			connectionTimeoutMillis: 5_000,
		});
		// a connection's error must not crash the process: the pool's "error" covers idle connections, and each
		// connection gets a listener of its own for when the server goes away while it is checked out (between the
		// statements of a transaction); the statement in hand then fails, the request answers 503, and the pool
		// drops that connection and opens new ones once the server is back
		pool.on("error", () => {});
		pool.on("connect", (client) => {
			client.on("error", () => {});
		});
		const db = drizzlePg(pool, drizzleOptions) as unknown as Db;
		return {
			db,
			kind: "postgres",
			async migrate() {
				const client = await pool.connect();
				try {
					await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
					try {
						await migratePg(drizzlePg(client, drizzleOptions), { migrationsFolder });
					} finally {
						await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
					}
				} finally {
					client.release();
				}
			},
			close: () => pool.end(),
		};
	}

	if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
	const client = await PGlite.create({
		dataDir: options.dataDir ? path.resolve(options.dataDir, "pgdata") : undefined,
		loadDataDir: options.loadDataDir,
		extensions: { pg_trgm },
		relaxedDurability: false,
	});
	yieldBeforeEachStatement(client);
	const pglite = drizzlePglite(client, drizzleOptions);
	return {
		db: pglite as unknown as Db,
		kind: "pglite",
		async migrate() {
			await migratePglite(pglite, { migrationsFolder });
		},
		close: () => client.close(),
	};
}

/**
 * PGlite runs PostgreSQL on this very thread, synchronously, and chains its
 * statements through promises: while requests that query it are in flight,
 * their statements run one after another inside one long run of microtasks,
 * and the event loop reads no socket until every one of them is done. A
 * request that needs no database at all (a cached answer, a static file)
 * then waited behind all of them: 0.7-1.7 s behind ten uncached page renders
 * (docs/benchmarks.md, "PGlite with 10 connections"). Each statement (or
 * transaction) from outside first lets the event loop take one turn, so other
 * requests are read and answered between statements. Order is kept:
 * setImmediate callbacks run in the order they were queued.
 */
function yieldBeforeEachStatement(client: PGlite): void {
	const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
	const query = client.query.bind(client);
	const exec = client.exec.bind(client);
	const transaction = client.transaction.bind(client);
	client.query = (async (...args: Parameters<PGlite["query"]>) => {
		await turn();
		return query(...args);
	}) as PGlite["query"];
	client.exec = async (...args: Parameters<PGlite["exec"]>) => {
		await turn();
		return exec(...args);
	};
	client.transaction = (async (...args: Parameters<PGlite["transaction"]>) => {
		await turn();
		return transaction(...args);
	}) as PGlite["transaction"];
}

/** Runs raw SQL and answers its rows, the same way on PGlite and node-postgres. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
	const result = (await db.execute(query)) as unknown as { rows: T[] };
	return result.rows;
}

/**
 * An integer array as ONE parameter (`$1::int[]`, for `= any(...)`), where
 * `in ${list}` would make one parameter per element: the statement's text
 * then stays the same whatever the list's length, so that it can be prepared
 * once (queryPrepared) and planned once per connection.
 */
export function intArray(values: readonly number[]): SQL {
	return sql`${sql.param([...values])}::int[]`;
}

/** the prepared statements' names, by their text (a name is given to one text only: PostgreSQL keeps it per connection) */
const preparedNames = new Map<string, string>();
/** a statement whose text keeps changing (a list spelled out) is not worth a name: past this many, texts run unnamed */
const MAX_PREPARED = 64;

/**
 * queryRows as a named prepared statement (decision 027): on PostgreSQL each
 * pooled connection parses and plans the text once, the first time it runs
 * it, and then only binds and executes it — the parse and plan of the hot
 * statements (the session look-up, an order's two placement statements) was
 * as much PostgreSQL CPU as their execution. `name` says what the statement is
 * (it shows in pg_prepared_statements); each different text under that name
 * gets a name of its own, so a statement whose text depends on its inputs
 * (an optional part) is prepared once per form. PGlite (one connection, no
 * network) runs the statement as queryRows does.
 */
export async function queryPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
	const internals = db as unknown as {
		dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
		session: {
			prepareQuery(
				query: { sql: string; params: unknown[] },
				fields: undefined,
				name: string | undefined,
				isResponseInArrayMode: boolean,
			): { execute(): Promise<unknown> };
		};
	};
	const built = internals.dialect.sqlToQuery(query);
	let prepared = preparedNames.get(built.sql);
	if (prepared === undefined && preparedNames.size < MAX_PREPARED) {
		prepared = `${name}_${preparedNames.size + 1}`;
		preparedNames.set(built.sql, prepared);
	}
	const result = (await internals.session.prepareQuery(built, undefined, prepared, false).execute()) as { rows: T[] };
	return result.rows;
}

/**
 * For the rest of the transaction `tx`, PostgreSQL plans a prepared statement
 * once (its generic plan) instead of again at every run (decision 030). Left
 * to itself it plans the order placement's read statement afresh every time:
 * its generic plan, the same plan, is costed for a list of 10 variants where
 * an order's 1-3 make the custom plan look cheaper, so the plan cache never
 * switches (pg_prepared_statements: 0 generic, all custom), and that planning
 * was a third of PostgreSQL's CPU per order. `set local` ends with the
 * transaction; other statements on the pooled connection plan as before.
 */
export async function planOnceInTransaction(tx: Db): Promise<void> {
	await tx.execute(sql.raw("set local plan_cache_mode = force_generic_plan"));
}

/**
 * A row a statement answered as JSON (`row_to_json`, snake_case keys) as the
 * query builder would have answered it: camelCase keys, each value mapped as
 * its column maps it (timestamps to Dates). For statements that write a row
 * and read it back in one round trip.
 */
export function rowFromJson<T extends Table>(table: T, raw: unknown): InferSelectModel<T> {
	const json = (typeof raw === "string" ? JSON.parse(raw) : raw) as Record<string, unknown>;
	const row: Record<string, unknown> = {};
	for (const [key, column] of Object.entries(getTableColumns(table))) {
		const value = json[toSnakeCase(key)];
		row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
	}
	return row as InferSelectModel<T>;
}

/** true for a transaction (or savepoint) object, false for a database (modules/events tells them apart) */
export function isTransaction(db: object): boolean {
	return db instanceof PgTransaction;
}
