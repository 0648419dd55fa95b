/**
 * What a spreadsheet may run as a formula: text that starts with =, +, - or @
 * — after any leading spaces (a spreadsheet trims them), or in their
 * full-width (＝ ＋ － ＠) or small (﹦ ﹢ ﹣ ﹫) forms, which some spreadsheets
 * and input methods take for them — or with a tab, carriage return or line
 * feed (issue 22).
 */
const FORMULA = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]|[\t\r\n])/;

/**
 * Writing CSV (RFC 4180) for the staff's exports. A cell that holds a comma,
 * a quote or a line break is quoted; a cell a spreadsheet would run as a
 * formula (FORMULA) is prefixed with a quote, so an export opened in Excel
 * never runs what a shopper typed.
 */
export function csvCell(value: unknown): string {
	if (value === null || value === undefined) return "";
	let text = value instanceof Date ? value.toISOString() : String(value);
	if (typeof value === "string" && FORMULA.test(text)) text = `'${text}`;
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

/**
 * Reading CSV (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks; CRLF or LF).
 * Answers the lines' cells; a cell this module's writer prefixed with a quote against formulas
 * ('=...) comes back without it, so an export imports as it was.
 */
export function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = "";
	let quoted = false;
	const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
	const endCell = () => {
		row.push(cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell);
		cell = "";
	};
	for (let i = 0; i < input.length; i++) {
		const char = input[i] as string;
		if (quoted) {
			if (char === '"' && input[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (char === '"') quoted = false;
			else cell += char;
		} else if (char === '"' && cell === "") {
			quoted = true;
		} else if (char === ",") endCell();
		else if (char === "\n" || char === "\r") {
			if (char === "\r" && input[i + 1] === "\n") i++;
			endCell();
			rows.push(row);
			row = [];
		} else cell += char;
	}
	if (cell !== "" || row.length > 0) {
		endCell();
		rows.push(row);
	}
	return rows.filter((cells) => cells.some((value) => value.trim() !== ""));
}
