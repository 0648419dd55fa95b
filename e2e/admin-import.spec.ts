import { readFile } from "node:fs/promises";
import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";

/** RFC 4180 lines of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = "";
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const char = text[i] as string;
		if (quoted) {
			if (char === '"' && text[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (char === '"') quoted = false;
			else cell += char;
		} else if (char === '"') quoted = true;
		else if (char === ",") {
			row.push(cell);
			cell = "";
		} else if (char === "\n") {
			row.push(cell.replace(/\r$/, ""));
			rows.push(row);
			row = [];
			cell = "";
		} else cell += char;
	}
	if (cell !== "" || row.length > 0) rows.push([...row, cell]);
	return rows;
}

/**
 * Issue 27's safe import: staff download the products CSV, change one price in a spreadsheet (a file
 * of just sku and price), and the check shows that one change as before → after with the counts; the
 * export's stock column is never written back. Then they apply it and the import says so.
 */
test("staff check a CSV of one price change, see it as before → after, and apply it", async ({
	page,
	baseURL,
}, testInfo) => {
	test.setTimeout(120_000);
	const project = testInfo.project.name;
	const shot = (name: string) =>
		page.screenshot({ path: testInfo.outputPath(`${name}-${project}.png`), fullPage: true });
	const staff = await newStaffMember(baseURL as string, project === "phone" ? "Nandini Pillai" : "Arjun Bhatt");
	await logInToConsole(page, staff);
	await openSection(page, "Import & export");

	const downloading = page.waitForEvent("download");
	await page.getByRole("button", { name: "Download products CSV" }).click();
	const exported = parseCsv(await readFile((await (await downloading).path()) as string, "utf8"));
	const header = exported[0] as string[];
	expect(header).toEqual(expect.arrayContaining(["sku", "price", "stock", "stock_set", "stock_add", "exported_at"]));
	// each project its own variant (they run at once against one shop)
	const row = exported[project === "phone" ? 1 : 2] as string[];
	const sku = row[header.indexOf("sku")] as string;
	const price = Number(row[header.indexOf("price")]);
	const lower = price - 1;

	const input = page.getByLabel("Products CSV file");
	await input.setInputFiles({
		name: "prices.csv",
		mimeType: "text/csv",
		buffer: Buffer.from(`sku,price\r\n${sku},${lower}\r\n`),
	});
	const change = page.getByRole("row", { name: new RegExp(`${sku} Update price: ₹${price} → ₹${lower}`) });
	await expect(change).toBeVisible();
	await expect(page.getByTestId("import-counts")).toHaveText("1 product changed · 1 variant changed");
	await shot("import-dry-run");

	await page.getByRole("button", { name: "Apply the import" }).click();
	await expect(page.getByRole("heading", { name: "Imported" })).toBeVisible();
	await expect(page.getByText("Imported: 0 products created, 1 updated, 0 unchanged").first()).toBeVisible();

	// the same file again: nothing differs now
	await input.setInputFiles({
		name: "prices.csv",
		mimeType: "text/csv",
		buffer: Buffer.from(`sku,price\r\n${sku},${lower}\r\n`),
	});
	await expect(page.getByTestId("import-counts")).toHaveText("1 product unchanged · 1 variant unchanged");
	await shot("import-unchanged");
});
