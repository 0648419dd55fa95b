import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, toCsv } from "./csv.ts";

describe("CSV for the staff's exports", () => {
	it("quotes commas, quotes and line breaks, and leaves plain cells alone", () => {
		expect(csvCell("asha@example.com")).toBe("asha@example.com");
		expect(csvCell('Kids "Fun" Store, Pune')).toBe('"Kids ""Fun"" Store, Pune"');
		expect(csvCell("two\nlines")).toBe('"two\nlines"');
		expect(csvCell(null)).toBe("");
		expect(csvCell(12.5)).toBe("12.5");
		expect(csvCell(new Date("2026-11-23T10:00:00.000Z"))).toBe("2026-11-23T10:00:00.000Z");
	});

	it("defuses text a spreadsheet would run as a formula, but not negative numbers", () => {
		expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
		expect(csvCell("+91 98765")).toBe("'+91 98765");
		expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
		expect(csvCell(-5)).toBe("-5");
	});

	it("defuses formulas behind leading spaces, full-width or small leaders, and control characters (issue 22)", () => {
		const formulas = [
			" =1+1",
			'   =HYPERLINK("http://evil")',
			"\u00a0=1+1",
			"\u3000=1+1",
			"＝1+1",
			" ＝1+1",
			"＋1",
			"－1",
			"＠SUM(A1)",
			"﹦1+1",
			"﹢1",
			"﹣1",
			"﹫SUM(A1)",
			"\t=1",
			"\r=1",
			"\n=1",
			"\t",
			"\r",
		];
		for (const text of formulas) {
			const cell = csvCell(text);
			// the spreadsheet sees a quote first (inside the CSV quotes when the cell needs them)
			expect(cell.replace(/^"/, "").startsWith("'"), JSON.stringify(text)).toBe(true);
			// and the shop's own import reads back what was written
			expect(parseCsv(`${cell}\r\n`)[0]?.[0] ?? "", JSON.stringify(text)).toBe(text.trim() === "" ? "" : text);
		}
		for (const text of ["Asha", "A-1", "98765 43210", "Kids' =fun", "२०२६"]) expect(csvCell(text)).toBe(text);
	});

	it("writes a header and rows with CRLF line ends", () => {
		expect(toCsv(["email", "subscribed_at"], [["a@b.in", "2026-01-01"]])).toBe(
			"email,subscribed_at\r\na@b.in,2026-01-01\r\n",
		);
	});
});

describe("CSV for the staff's imports", () => {
	it("reads what the writer wrote: quotes, commas, line breaks, defused formulas, CRLF or LF, a BOM", () => {
		const rows = [
			["sku", "name", "note"],
			["A-1", 'Kids "Fun" Store, Pune', "two\nlines"],
			["A-2", "=HYPERLINK(1)", "+91 98765"],
		];
		expect(parseCsv(toCsv(rows[0] as string[], rows.slice(1)))).toEqual(rows);
		expect(parseCsv("\uFEFFa,b\nc,\n\n")).toEqual([
			["a", "b"],
			["c", ""],
		]);
	});
});
