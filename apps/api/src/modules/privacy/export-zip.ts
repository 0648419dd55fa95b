import type { PersonalData } from "@pitara/shared";
import { strToU8, zipSync } from "fflate";
import { toCsv } from "../../lib/csv.ts";

/** Rows of objects as a CSV (lib/csv: quoted, formulas guarded): one column per key any row has; objects as JSON. */
export function sectionCsv(rows: readonly Record<string, unknown>[]): string {
	const columns: string[] = [];
	for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
	const flat = (value: unknown) => (value !== null && typeof value === "object" ? JSON.stringify(value) : value);
	return toCsv(
		columns,
		rows.map((row) => columns.map((column) => flat(row[column]))),
	);
}

/** The sections of the export that are lists (one CSV each); the others (profile, newsletter) are one row. */
function sectionsOf(data: PersonalData): [string, Record<string, unknown>[]][] {
	const sections: [string, Record<string, unknown>[]][] = [];
	for (const [name, value] of Object.entries(data)) {
		if (name === "format" || name === "generated_at") continue;
		if (Array.isArray(value)) sections.push([name, value as Record<string, unknown>[]]);
		else if (value && typeof value === "object") sections.push([name, [value as Record<string, unknown>]]);
	}
	return sections;
}

/**
 * Download my data as a ZIP (issue 30 item 2): `pitara-my-data.json` (the whole document) and one CSV per
 * section in `csv/` (profile, addresses, orders, invoices, …), readable in a spreadsheet. A UTF-8 byte order
 * mark leads each CSV so that spreadsheets read ₹ and Indian scripts right.
 */
export function exportZip(data: PersonalData): Buffer {
	const files: Record<string, Uint8Array> = {
		"pitara-my-data.json": strToU8(JSON.stringify(data, null, 2)),
	};
	for (const [name, rows] of sectionsOf(data)) files[`csv/${name}.csv`] = strToU8(`\uFEFF${sectionCsv(rows)}`);
	const mtime = new Date(data.generated_at);
	return Buffer.from(zipSync(files, { level: 6, mtime }));
}
