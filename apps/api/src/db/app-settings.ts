import { randomBytes } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Db, queryRows } from "./client.ts";
import { appSettings } from "./schema/index.ts";

/**
 * The shop's settings kept as JSON in one row of app_settings each (delivery,
 * cash on delivery, tax), read over their defaults: a shop that never edited
 * them runs on the defaults, and a stored field that no longer parses falls
 * back to its default alone.
 */
export async function readSettings<T extends Record<string, unknown>>(
	db: Db,
	key: string,
	schema: z.ZodObject,
	defaults: T,
): Promise<T> {
	const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
	return settingsFrom(row?.value, schema, defaults);
}

/** A settings row's stored text (or none) over the defaults, as readSettings reads it. */
export function settingsFrom<T extends Record<string, unknown>>(
	value: string | null | undefined,
	schema: z.ZodObject,
	defaults: T,
): T {
	if (value === null || value === undefined) return defaults;
	let stored: Record<string, unknown> = {};
	try {
		stored = JSON.parse(value) as Record<string, unknown>;
	} catch {
		return defaults;
	}
	if (typeof stored !== "object" || stored === null) return defaults;
	const merged = { ...defaults } as Record<string, unknown>;
	for (const [field, fieldValue] of Object.entries(stored)) {
		if (schema.shape[field]?.safeParse(fieldValue).success) merged[field] = fieldValue;
	}
	return merged as T;
}

/** A settings row's stored text as an expression, for a statement that reads settings with other things. */
export function settingsValueSql(key: string): SQL {
	return sql`(select value from app_settings where key = ${key})`;
}

/** Writes a settings row, checked against its schema first. */
export async function saveSettings(db: Db, key: string, schema: z.ZodObject, value: unknown): Promise<void> {
	const text = JSON.stringify(schema.parse(value));
	await db
		.insert(appSettings)
		.values({ key, value: text })
		.onConflictDoUpdate({ target: appSettings.key, set: { value: text } });
}

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
