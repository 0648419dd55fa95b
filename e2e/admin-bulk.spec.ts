import type { Page } from "@playwright/test";
import { adminToken } from "./support/admin.ts";
import { logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";

interface Choices {
	categories: { id: number; name: string }[];
	subcategories: { id: number; category_id: number; name: string }[];
	brands: { id: number; name: string }[];
}

async function admin<T>(baseURL: string, method: string, url: string, body?: unknown): Promise<T> {
	const response = await fetch(`${baseURL}/api/admin${url}`, {
		method,
		headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(baseURL)}` },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
	return ((await response.json()) as { response: T }).response;
}

/**
 * Twenty products of one line, made through the admin API (the product form has its own journey), one variant
 * each: prices ₹1,000, ₹1,020, … ₹1,380 under an MRP of ₹1,499. Answers their storefront paths, in order.
 */
async function stockALine(baseURL: string, line: string): Promise<{ name: string; path: string; price: number }[]> {
	const choices = await admin<Choices>(baseURL, "GET", "/catalogue/choices");
	const girls = choices.categories.find((row) => row.name === "Girls") ?? choices.categories[0];
	const subcategory = choices.subcategories.find((row) => row.category_id === girls?.id);
	const brand = choices.brands[0];
	if (!girls || !subcategory || !brand) throw new Error("the demo shop has no category, subcategory or brand");
	const made: { name: string; path: string; price: number }[] = [];
	for (let i = 0; i < 20; i++) {
		const name = `${line} ${String(i + 1).padStart(2, "0")}`;
		const price = 1000 + 20 * i;
		const product = await admin<{ storefront_path: string }>(baseURL, "POST", "/products", {
			name,
			category_id: girls.id,
			subcategory_id: subcategory.id,
			brand_id: brand.id,
			variants: [
				{
					size: "4-5 Y",
					color: "Saffron",
					sku: `${line.replace(/\s+/g, "-")}-${i + 1}`,
					price,
					mrp: 1499,
					stock: 9,
				},
			],
		});
		made.push({ name, path: product.storefront_path, price });
	}
	return made;
}

const rupees = (value: number) => `₹${value.toLocaleString("en-IN")}`;

async function storefrontPrice(page: Page, path: string, name: string, price: number) {
	await page.goto(path);
	await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
	await expect(page.getByRole("main").getByText(rupees(price)).first()).toBeVisible();
}

/**
 * Issue 27's bulk work: the owner finds a line of 20 products in the console, chooses them all, raises their prices
 * by 5 % with the 20 changes previewed (before → after) first, applies them, and the storefront shows the new
 * prices at once (the catalogue cache is told at commit).
 */
test("staff raise 20 prices by 5 % with the changes previewed, and the storefront shows the new prices", async ({
	page,
	baseURL,
}, testInfo) => {
	test.slow();
	const project = testInfo.project.name;
	const shot = (name: string) =>
		page.screenshot({ path: testInfo.outputPath(`${name}-${project}.png`), fullPage: true });
	const line = `Bandhani Frock ${project} ${Date.now() % 100000}`;
	const products = await stockALine(baseURL as string, line);
	const first = products[0] as (typeof products)[number];
	const last = products[19] as (typeof products)[number];
	// the storefront shows today's prices (and caches them)
	await storefrontPrice(page, first.path, first.name, 1000);

	const staff = await newStaffMember(baseURL as string, project === "phone" ? "Naina Kulkarni" : "Dev Malhotra");
	await logInToConsole(page, staff);
	await openSection(page, "Products");
	await page.getByLabel("Name or SKU", { exact: true }).fill(line);
	const main = page.locator("#console-main");
	await expect(page.getByRole("checkbox", { name: new RegExp(`^Choose ${line} `) })).toHaveCount(20);
	// the search has settled: only this line is listed (the other project's line is newer or older)
	await expect(main.getByText("1–20 of 20")).toBeVisible();
	await page.getByRole("checkbox", { name: "Choose all on this page" }).check();
	const bar = page.getByRole("region", { name: "Bulk actions" });
	await expect(bar.getByText("20 products chosen")).toBeVisible();

	await bar.getByLabel("Action", { exact: true }).selectOption({ label: "Change prices" });
	await bar.getByLabel("Change by", { exact: true }).selectOption({ label: "Percent (%)" });
	await bar.getByLabel("Percent (5 raises, -10 lowers)", { exact: true }).fill("5");
	await bar.getByRole("button", { name: "Preview changes" }).click();

	// the preview: one row per price, before → after, and nothing changed yet
	const preview = bar.getByRole("table", { name: "Changes to apply" });
	await expect(preview.locator("tbody tr")).toHaveCount(20);
	await expect(preview.getByRole("row", { name: new RegExp(`${first.name} .*₹1,000 → ₹1,050`) })).toBeVisible();
	// ₹1,380 × 1.05 = ₹1,449: rounded to the rupee, under the MRP (which stays)
	await expect(preview.getByRole("row", { name: new RegExp(`${last.name} .*₹1,380 → ₹1,449`) })).toBeVisible();
	await expect(preview.getByText("mrp")).toHaveCount(0);
	await shot("console-bulk-preview");
	await page.goto(first.path);
	await expect(page.getByRole("main").getByText(rupees(1000)).first()).toBeVisible();
	await page.goBack();

	// the preview is gone with the page: choose again, preview again, apply
	await expect(page.getByRole("checkbox", { name: new RegExp(`^Choose ${line} `) })).toHaveCount(20);
	// the search has settled: only this line is listed (the other project's line is newer or older)
	await expect(main.getByText("1–20 of 20")).toBeVisible();
	await page.getByRole("checkbox", { name: "Choose all on this page" }).check();
	await bar.getByLabel("Percent (5 raises, -10 lowers)", { exact: true }).fill("5");
	await bar.getByRole("button", { name: "Preview changes" }).click();
	await expect(preview.locator("tbody tr")).toHaveCount(20);
	await bar.getByRole("button", { name: "Apply 20 changes" }).click();
	await expect(page.getByText("20 changes made to 20 products")).toBeVisible();
	await expect(bar).toBeHidden();
	// the list's "From" column: the new price
	await expect(main.getByText(rupees(1050), { exact: true }).filter({ visible: true })).toHaveCount(1);
	await shot("console-bulk-applied");

	// the storefront: the new prices at once
	await storefrontPrice(page, first.path, first.name, 1050);
	await shot("storefront-new-price");
	await storefrontPrice(page, last.path, last.name, 1449);
});
