import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pincodeImports, pincodes } from "../../db/schema/index.ts";
import type { PincodeEntry } from "./pincode-source.ts";

export type PincodeRow = typeof pincodes.$inferSelect;

export async function findPincode(db: Db, pincode: string): Promise<PincodeRow | undefined> {
	const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
	return row;
}

/** The state of each of these pincodes that the directory has. */
export async function statesOfPincodes(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
	if (codes.length === 0) return new Map();
	const rows = await db
		.select({ pincode: pincodes.pincode, state: pincodes.state })
		.from(pincodes)
		.where(inArray(pincodes.pincode, [...new Set(codes)]));
	return new Map(rows.map((row) => [row.pincode, row.state]));
}

export async function recordedImport(db: Db, source: string): Promise<boolean> {
	const [row] = await db
		.select({ source: pincodeImports.source })
		.from(pincodeImports)
		.where(eq(pincodeImports.source, source));
	return row !== undefined;
}

/**
 * Writes entries in one statement per batch: the batch travels as one JSON
 * parameter and PostgreSQL unpacks it (json_to_recordset), so 20,000 rows are
 * a handful of round trips on PGlite and node-postgres alike. Existing
 * pincodes are updated: a newer directory corrects an older one.
 */
export async function upsertPincodes(db: Db, entries: PincodeEntry[], batchSize = 5000): Promise<void> {
	for (let i = 0; i < entries.length; i += batchSize) {
		const batch = JSON.stringify(entries.slice(i, i + batchSize));
		await db.execute(sql`
			insert into pincodes (pincode, district, state, latitude, longitude)
			select pincode, district, state, latitude, longitude
			from json_to_recordset(${batch}::json)
				as x(pincode text, district text, state text, latitude double precision, longitude double precision)
			on conflict (pincode) do update
			set district = excluded.district, state = excluded.state,
				latitude = excluded.latitude, longitude = excluded.longitude`);
	}
}

export async function recordImport(db: Db, source: string, rows: number): Promise<void> {
	await db
		.insert(pincodeImports)
		.values({ source, rows })
		.onConflictDoUpdate({ target: pincodeImports.source, set: { rows, loadedAt: new Date() } });
}
