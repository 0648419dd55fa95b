import { expect, type Page } from "@playwright/test";
import { type Customer, registerCustomer } from "./accounts.ts";
import { adminToken } from "./admin.ts";
import { lastOtp } from "./fixtures.ts";
import { solidPng } from "./images.ts";

/**
 * A new member of staff: a freshly registered customer whom the demo admin
 * makes staff through the admin API. Each console journey logs in as its
 * own staff member, so the demo admin's phone (15 s between codes, five an
 * hour) is asked for a code once per run.
 */
export async function newStaffMember(
	baseURL: string,
	fullName: string,
	role: "admin" | "orders" | "catalogue" | "support" = "admin",
): Promise<Customer> {
	const person = await registerCustomer(baseURL, fullName);
	const response = await fetch(`${baseURL}/api/admin/staff`, {
		method: "POST",
		headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken(baseURL)}` },
		body: JSON.stringify({ phone: person.phone, role }),
	});
	if (response.status !== 201) throw new Error(`not made staff: ${response.status} ${await response.text()}`);
	return person;
}

/** Logs in through the console's own login screen, with the code from the SMS sink. */
export async function logInToConsole(page: Page, person: Customer, path = "/admin"): Promise<void> {
	await page.goto(path);
	await expect(page.getByRole("heading", { name: "Staff login" })).toBeVisible();
	await page.getByLabel("Phone number").fill(person.phone);
	const sentAfter = Date.now() - 1000;
	await page.getByRole("button", { name: "Send code" }).click();
	await page.getByLabel("One-time code").fill(await lastOtp(person.phone, sentAfter));
	await page.getByRole("button", { name: "Log in" }).click();
	// Wait for the console's frame itself: right after "Log in" the page is still the login, then a
	// spinner while the session is checked. A step that looks at the page in between (is the phone's
	// menu button there?) answered "no" and went on, which is how the phone's journeys used to fail.
	await expect(page.locator("#console-main")).toBeVisible();
}

/** Opens a section from the console's navigation (the phone's menu first). */
export async function openSection(page: Page, label: string): Promise<void> {
	// the phone's layout (below Tailwind's lg, 1024 px) keeps the navigation in a drawer behind the menu button
	if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole("button", { name: "Open the menu" }).click();
	await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: label, exact: true }).click();
}

/** Fills one variant's card of the console's product form. */
async function fillVariant(
	page: Page,
	number: number,
	fields: { size: string; colour: string; sku: string; price: string; mrp: string; stock: string },
) {
	const card = page.getByRole("group", { name: `Variant ${number}` });
	await card.getByLabel("Size", { exact: true }).fill(fields.size);
	await card.getByLabel("Colour", { exact: true }).fill(fields.colour);
	await card.getByLabel("SKU", { exact: true }).fill(fields.sku);
	await card.getByLabel("Price (₹)", { exact: true }).fill(fields.price);
	await card.getByLabel("MRP (₹)", { exact: true }).fill(fields.mrp);
	await card.getByLabel("Stock", { exact: true }).fill(fields.stock);
}

/**
 * Staff create a product in the console (logged in already): a Teal kurta set in two sizes, 2-3 Y at ₹899
 * (8 in stock) and 4-5 Y at ₹949 (5 in stock), in Girls, with a Teal picture (both sizes') given alt text before
 * the first save.
 * Answers the storefront's path of the product, from the console's "See it on the storefront" link.
 */
export async function createProductInConsole(
	page: Page,
	{ name, sku, rgb }: { name: string; sku: string; rgb: [number, number, number] },
): Promise<string> {
	await openSection(page, "Products");
	await page.getByRole("link", { name: "Add a product" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
	await page.getByLabel("Name", { exact: true }).fill(name);
	await page.getByLabel("Category", { exact: true }).selectOption({ label: "Girls" });
	await page.getByLabel("Subcategory", { exact: true }).selectOption({ index: 1 });
	await page.getByLabel("Brand", { exact: true }).selectOption({ index: 1 });
	await fillVariant(page, 1, {
		size: "2-3 Y",
		colour: "Teal",
		sku: `${sku}-23`,
		price: "899",
		mrp: "1199",
		stock: "8",
	});
	await page.getByRole("button", { name: "Add a variant" }).click();
	await fillVariant(page, 2, {
		size: "4-5 Y",
		colour: "Teal",
		sku: `${sku}-45`,
		price: "949",
		mrp: "1199",
		stock: "5",
	});
	// the Teal picture, before the first save: shared by both sizes (decision 066)
	const teal = page.getByRole("region", { name: "Teal", exact: true });
	await teal
		.getByLabel("Add pictures of Teal", { exact: true })
		.setInputFiles({ name: "kurta.png", mimeType: "image/png", buffer: solidPng(400, 400, rgb) });
	const pictures = teal.getByRole("list", { name: "Pictures of Teal" });
	await expect(pictures.getByRole("listitem")).toHaveCount(1);
	await pictures.getByLabel("Alt text of Teal picture 1", { exact: true }).fill("Teal kurta set, front");
	await page.getByRole("button", { name: "Create product" }).first().click();

	// the saved product's page shows the picture saved with it
	await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
	await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
	await expect(
		page.getByRole("list", { name: "Pictures of Teal" }).getByRole("img", { name: "Teal kurta set, front" }),
	).toBeVisible();
	const href = await page.getByRole("link", { name: "See it on the storefront" }).getAttribute("href");
	expect(href).toMatch(/^\/products\/[a-z0-9-]+\/[a-z0-9-]+$/);
	return href as string;
}
