/**
 * Writing CSV (RFC 4180) for the staff's exports. A cell that holds a comma,
 * a quote or a line break is quoted; a cell a spreadsheet would run as a
 * formula (it starts with =, +, -, @, a tab or a carriage return) is prefixed
 * with a quote, so an export opened in Excel never runs what a shopper typed.
 */
export function csvCell(value: unknown): string {
	if (value === null || value === undefined) return "";
	let text = value instanceof Date ? value.toISOString() : String(value);
	if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
	return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended with CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly unknown[]): string {
	return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A whole file: the header line, then one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
	let out = csvLine(header);
	for (const row of rows) out += csvLine(row);
	return out;
}
