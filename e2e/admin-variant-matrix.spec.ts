import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 27's product form: a 3 × 2 matrix of sizes and colours made at once with SKUs from a pattern, one
 * description for the product, and the server's refusal of a SKU another product holds, under its field.
 */
test.describe("variant matrix", () => {
	// the second save is refused by the server on purpose (409)
	test.use({ allowConsoleErrors: [/status of 409/] });

	test("staff make 6 variants from 3 sizes × 2 colours with SKUs from a pattern; a SKU in use is refused", async ({
		page,
		baseURL,
	}, testInfo) => {
		test.slow();
		const project = testInfo.project.name;
		const shot = (name: string) =>
			page.screenshot({ path: testInfo.outputPath(`${name}-${project}.png`), fullPage: true });
		const code = `MX${project === "phone" ? "P" : "D"}${Date.now() % 100000}`;
		const name = `Peacock Kurta ${code}`;
		const staff = await newStaffMember(baseURL as string, project === "phone" ? "Ira Banerjee" : "Kabir Sood");
		await logInToConsole(page, staff);
		await openSection(page, "Products");
		await page.getByRole("link", { name: "Add a product" }).click();

		const fill = async () => {
			await page.getByLabel("Name", { exact: true }).fill(name);
			await page.getByLabel("Category", { exact: true }).selectOption({ label: "Girls" });
			await page.getByLabel("Subcategory", { exact: true }).selectOption({ index: 1 });
			await page.getByLabel("Brand", { exact: true }).selectOption({ index: 1 });
			await page.getByLabel("Sizes", { exact: true }).fill("2-3 Y, 4-5 Y, 6-7 Y");
			await page.getByLabel("Colours", { exact: true }).fill("Teal, Rose");
			await page.getByLabel("SKU pattern", { exact: true }).fill(`${code}-{size}-{colour}`);
			await page.getByLabel("Price of each (₹)", { exact: true }).fill("899");
			await page.getByLabel("MRP of each (₹)", { exact: true }).fill("1199");
			await page.getByLabel("Stock of each", { exact: true }).fill("5");
		};
		await fill();
		await expect(page.getByTestId("matrix-skus")).toHaveText(
			`6 new variants: ${code}-2-3Y-TEAL, ${code}-2-3Y-ROSE, ${code}-4-5Y-TEAL, ${code}-4-5Y-ROSE, ${code}-6-7Y-TEAL, ${code}-6-7Y-ROSE`,
		);
		await page.getByRole("button", { name: "Make 6 variants" }).click();
		for (let n = 1; n <= 6; n++) await expect(page.getByRole("group", { name: `Variant ${n}` })).toBeVisible();
		await expect(page.getByRole("group", { name: "Variant 7" })).toHaveCount(0);
		await expect(page.getByRole("group", { name: "Variant 4" }).getByLabel("SKU", { exact: true })).toHaveValue(
			`${code}-4-5Y-ROSE`,
		);
		// one description for all six
		const description = page.getByRole("textbox", { name: "Description", exact: true });
		await description.click();
		await page.keyboard.type("Cotton kurta with a peacock print");
		await shot("console-matrix");
		await page.getByRole("button", { name: "Create product" }).first().click();
		await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
		await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
		await expect(page.getByRole("group", { name: "Variant 6" }).getByLabel("SKU", { exact: true })).toHaveValue(
			`${code}-6-7Y-ROSE`,
		);
		await expect(page.getByRole("checkbox", { name: "Its own description and specifications" })).toHaveCount(6);
		for (const box of await page.getByRole("checkbox", { name: "Its own description and specifications" }).all())
			await expect(box).not.toBeChecked();

		// the storefront: one product, its sizes in both colours, the description
		const href = await page.getByRole("link", { name: "See it on the storefront" }).getAttribute("href");
		await page.goto(href as string);
		await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
		await expect(page.getByRole("main").getByText("₹899").first()).toBeVisible();
		await expect(page.getByText("Cotton kurta with a peacock print").first()).toBeAttached();
		await shot("storefront-matrix");

		// the same SKUs for another product: the server refuses, under the card's SKU
		await page.goto("/admin/products/new");
		await fill();
		await page.getByRole("button", { name: "Make 6 variants" }).click();
		await page.getByRole("button", { name: "Create product" }).first().click();
		await expect(page.getByText(`SKU ${code}-2-3Y-TEAL is already used by another variant`).first()).toBeVisible();
		await shot("console-matrix-sku-taken");
	});
});
