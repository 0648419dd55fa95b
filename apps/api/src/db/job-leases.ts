import { sql } from "drizzle-orm";
import { type Db, queryRows } from "./client.ts";

/**
 * Runs of a periodic background job, once across every API process: before a
 * run, a process claims the job's lease row in `app_settings`
 * (`job:<name>`), which succeeds only if no process claimed it within
 * `everyMs`. The claim is one INSERT … ON CONFLICT DO UPDATE … WHERE, so
 * PostgreSQL's row lock decides between processes that ask at the same
 * moment, with the database's clock; it needs no Redis and works the same on
 * PGlite (one process) and a PostgreSQL server (many).
 *
 * A claim is for one run: a process that dies mid-run loses nothing but that
 * run (the next claim comes `everyMs` later), and jobs run this way must be
 * idempotent (the release sweep is: it takes its orders `for update skip
 * locked`).
 */
export async function claimJobRun(db: Db, name: string, everyMs: number): Promise<boolean> {
	const key = `job:${name}`;
	const rows = await queryRows<{ key: string }>(
		db,
		sql`insert into app_settings (key, value) values (${key}, now()::text)
			on conflict (key) do update set value = excluded.value
				where app_settings.value::timestamptz <= now() - make_interval(secs => ${everyMs / 1000})
			returning key`,
	);
	return rows.length === 1;
}
