import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";

/**
 * A secret made once and kept in app_settings under `key`, so that every API
 * instance uses the same one: the first instance to ask writes a random
 * 32-byte value (base64url), the others read it.
 */
export async function loadAppSecret(db: Db, key: string): Promise<string> {
	const candidate = randomBytes(32).toString("base64url");
	await db.execute(
		sql`insert into app_settings (key, value) values (${key}, ${candidate}) on conflict (key) do nothing`,
	);
	const [row] = await queryRows<{ value: string }>(db, sql`select value from app_settings where key = ${key}`);
	if (!row) throw new Error(`app secret ${key} missing`);
	return row.value;
}
