import type { Database } from "../../db/client.ts";
import { takeStartupLock } from "../../db/client.ts";
import { transaction } from "../events/index.ts";
import { type PincodeEntry, pincodeDataFile, pincodeEntries, readPostOffices } from "./pincode-source.ts";
import { recordedImport, recordImport, upsertPincodes } from "./pincodes.repository.ts";

const parsed = new Map<string, Promise<PincodeEntry[]>>();

/** The entries of a data file, worked out once per process (test set-up loads two databases). */
function directoryEntries(file: string): Promise<PincodeEntry[]> {
	let entries = parsed.get(file);
	if (!entries) {
		entries = readPostOffices(file).then(pincodeEntries);
		parsed.set(file, entries);
	}
	return entries;
}

export interface PincodeImportResult {
	source: string;
	/** false when this directory was already loaded */
	loaded: boolean;
	rows: number;
	ms: number;
}

/**
 * Loads the pincode directory from the installed package's data file (no
 * network) unless this version of it is already in the database. Idempotent
 * and safe when several processes start at once (the start-up advisory lock).
 * `only` limits it to some pincodes (test databases), recorded as a source of its own.
 */
export async function ensurePincodeDirectory(
	database: Pick<Database, "db">,
	options: { only?: readonly string[] } = {},
): Promise<PincodeImportResult> {
	const started = Date.now();
	const { file, source: packageSource } = pincodeDataFile();
	const source = options.only ? `${packageSource} (${options.only.length} pincodes)` : packageSource;
	return transaction(database.db, async (tx) => {
		await takeStartupLock(tx);
		if (await recordedImport(tx, source)) return { source, loaded: false, rows: 0, ms: Date.now() - started };
		// a test database's subset reuses the parsed file; a server's one full load lets it go
		let entries = options.only ? await directoryEntries(file) : pincodeEntries(await readPostOffices(file));
		if (options.only) {
			const wanted = new Set(options.only);
			entries = entries.filter((entry) => wanted.has(entry.pincode));
		}
		await upsertPincodes(tx, entries);
		await recordImport(tx, source, entries.length);
		return { source, loaded: true, rows: entries.length, ms: Date.now() - started };
	});
}
