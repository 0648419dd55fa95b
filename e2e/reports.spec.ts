import { readFile } from "node:fs/promises";
import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";

/** The month before this one in India, as "2026-10". */
function lastMonthInIndia(): string {
	const now = new Date(Date.now() + 330 * 60_000);
	const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
	return `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, "0")}`;
}

test.describe("Reports in the console", () => {
	test("the owner opens Reports, picks last month, sees the chart and downloads the CSV and both GSTR-1 files", async ({
		page,
		baseURL,
	}, testInfo) => {
		const owner = await newStaffMember(
			baseURL as string,
			`Meera ${testInfo.project.name === "phone" ? "Phone" : "Desk"}`,
		);
		await logInToConsole(page, owner);
		await openSection(page, "Reports");
		await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();

		const month = lastMonthInIndia();
		await page.getByRole("button", { name: "Last month" }).click();
		await expect(page.getByRole("button", { name: "Last month" })).toHaveAttribute("aria-pressed", "true");
		await expect(
			page.getByRole("heading", { name: new RegExp(`^Sales, ${month}-01 to ${month}-\\d\\d$`) }),
		).toBeVisible();
		await expect(page.getByRole("img", { name: "Chart: Sales, net" })).toBeVisible();
		await expect(page.getByRole("table", { name: "Sales" })).toBeVisible();
		await expectAccessible(page);

		const csv = page.waitForEvent("download");
		await page.getByRole("button", { name: "Download CSV" }).click();
		expect((await csv).suggestedFilename()).toMatch(new RegExp(`^pitara-sales-${month}-01-to-${month}-\\d\\d\\.csv$`));

		// another report draws its own picture
		await page.getByLabel("Report", { exact: true }).selectOption({ label: "Payment modes and COD" });
		await expect(
			page
				.getByRole("img", { name: "Chart: Payment modes and COD, orders" })
				.or(page.getByText("No sales in these days.")),
		).toBeVisible();

		// the GSTR-1 pack of last month: totals on screen, then both files
		const [year, monthNumber] = month.split("-");
		await expect(page.getByLabel("Month", { exact: true })).toHaveValue(month);
		await expect(page.getByText(`(return period ${monthNumber}${year})`)).toBeVisible();
		await expect(page.getByRole("rowheader", { name: "Books: invoices less credit notes" })).toBeVisible();

		const json = page.waitForEvent("download");
		await page.getByRole("button", { name: "Download JSON" }).click();
		const jsonFile = await json;
		expect(jsonFile.suggestedFilename()).toMatch(new RegExp(`^GSTR1-\\w{15}-${monthNumber}${year}\\.json$`));
		const pack = JSON.parse(await readFile((await jsonFile.path()) as string, "utf8"));
		expect(pack).toMatchObject({
			fp: `${monthNumber}${year}`,
			hsn: { hsn_b2b: expect.any(Array), hsn_b2c: expect.any(Array) },
		});

		const xlsx = page.waitForEvent("download");
		await page.getByRole("button", { name: "Download Excel" }).click();
		const xlsxFile = await xlsx;
		expect(xlsxFile.suggestedFilename()).toBe(jsonFile.suggestedFilename().replace(/\.json$/, ".xlsx"));
		// a workbook is a zip: it starts PK
		expect((await readFile((await xlsxFile.path()) as string)).subarray(0, 2).toString()).toBe("PK");
	});
});
