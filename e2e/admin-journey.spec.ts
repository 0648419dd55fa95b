import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { createProductInConsole, logInToConsole, newStaffMember, openSection } from "./support/console.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";

/**
 * Issue 12's journey, end to end with its own product: staff log in to the console and create a product
 * with two variants and a picture; a shopper finds it on the storefront and orders the second size with
 * cash on delivery; the staff ship and deliver it from the console; the shopper sees the tracking and
 * downloads the invoice. On the phone and the desktop project alike.
 */
async function placeCodOrder(page: Page, productName: string, size: string): Promise<number> {
	// the shopper finds the product with the search box
	await page.goto("/");
	// typing before the page's code has run would be lost: wait for it to settle
	await page.waitForLoadState("networkidle");
	const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
	await search.fill(productName);
	await search.press("Enter");
	await expect(page).toHaveURL(/\/products\?name=/);
	await page.getByRole("main").getByRole("link", { name: productName }).first().click();
	await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
	// the picture staff uploaded, and the size the shopper wants
	await expect(page.getByRole("main").locator('img[src*="/media/products/upload-"]').first()).toBeVisible();
	// the radio is drawn by its label (the input itself is visually hidden)
	const option = page.getByRole("main").getByRole("radio", { name: size, exact: true });
	await option.locator("xpath=ancestor::label[1]").click();
	await expect(option).toBeChecked();
	await expect(page.getByRole("main").getByText("₹949").first()).toBeVisible();
	await page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true }).first().click();
	await page.getByRole("main").getByRole("link", { name: "Go to Cart", exact: true }).first().click();
	await expect(page).toHaveURL(/\/cart$/);
	await page.getByRole("main").getByRole("link", { name: "Checkout", exact: true }).click();

	await page.getByRole("button", { name: "Add a new address" }).click();
	const dialog = page.getByRole("dialog", { name: "Add New Address" });
	await dialog.getByLabel("Address line 1").fill("12, Lake View Road, Banjara Hills");
	await dialog.getByLabel("City").fill("Hyderabad");
	await dialog.getByLabel("Pincode").fill("500034");
	await dialog.getByLabel("State").selectOption("Telangana");
	await dialog.getByRole("button", { name: "Save Address" }).click();
	await expect(dialog).toBeHidden();
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await page.getByRole("button", { name: "Place Order", exact: true }).click();
	await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
	const text = await page.getByText(/Your order number is/).textContent();
	return Number(/#(\d+)/.exec(text ?? "")?.[1]);
}

test.describe("the shop's day in the console", () => {
	test.describe.configure({ timeout: 240_000 });

	test("staff create a product with two variants and a picture; a shopper finds it and orders it with cash on delivery; the staff ship and deliver it; the shopper follows it and downloads the invoice", async ({
		page,
		browser,
		baseURL,
	}, testInfo) => {
		const base = baseURL as string;
		const project = testInfo.project;
		const shot = (target: Page, name: string) =>
			target.screenshot({ path: testInfo.outputPath(`${name}-${project.name}.png`), fullPage: true });
		const staff = await newStaffMember(base, project.name === "phone" ? "Imran Sheikh" : "Gauri Desai");
		const stamp = Date.now() % 100000;
		const product = { name: `Lotus Kurta Set ${project.name} ${stamp}` };

		// the staff stock a new product in the console: two sizes and a picture
		const console = await browser.newContext({
			viewport: project.use.viewport ?? null,
			isMobile: project.use.isMobile ?? false,
			hasTouch: project.use.hasTouch ?? false,
			locale: "en-IN",
			timezoneId: "Asia/Kolkata",
		});
		const admin = await console.newPage();
		await logInToConsole(admin, staff);
		await expect(admin.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
		await createProductInConsole(admin, {
			name: product.name,
			sku: `JOURNEY-${project.name.toUpperCase()}-${stamp}`,
			rgb: project.name === "phone" ? [200, 120, 20] : [20, 120, 200],
		});
		await shot(admin, "console-new-product");

		// a shopper finds it on the storefront and orders the 4-5 Y with cash on delivery
		const shopper = await registerCustomer(base, "Pooja Reddy");
		await logInAs(page, base, shopper);
		const orderId = await placeCodOrder(page, product.name, "4-5 Y");
		expect(orderId).toBeGreaterThan(0);

		// the staff find it in the console: on the dashboard's queue, then by the shopper's phone
		await openSection(admin, "Dashboard");
		await expect(admin.getByText("Orders waiting to ship")).toBeVisible();
		await openSection(admin, "Orders");
		await admin.getByLabel("Search").fill(shopper.phone);
		const row = admin.getByRole("link", { name: `#${orderId}`, exact: true }).filter({ visible: true });
		await expect(row).toHaveCount(1);
		await shot(admin, "console-orders");
		await row.click();

		await expect(admin.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
		await expect(admin.getByText(product.name).first()).toBeVisible();
		await expect(admin.getByText(/4-5 Y/).first()).toBeVisible();
		await expect(admin.getByText("12, Lake View Road, Banjara Hills")).toBeVisible();
		await expectAccessible(admin);

		// the packing slip, then ship
		await admin.getByRole("link", { name: "Packing slip" }).click();
		await expect(admin.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
		await expect(admin.getByText(/Cash on delivery: collect ₹[\d,]+/)).toBeVisible();
		await shot(admin, "packing-slip");
		await admin.getByRole("link", { name: `← Order #${orderId}` }).click();

		await admin.getByRole("button", { name: "Mark shipped" }).click();
		await admin.getByRole("alertdialog").getByRole("button", { name: "Mark shipped" }).click();
		await expect(admin.getByText("Order marked as Shipped").or(admin.getByText(/Shipped/).first())).toBeVisible();
		await expect(admin.getByRole("button", { name: "Mark delivered" })).toBeVisible();
		await admin.getByRole("button", { name: "Mark delivered" }).click();
		const confirm = admin.getByRole("alertdialog");
		await expect(confirm).toContainText("The cash is recorded as collected");
		await confirm.getByRole("button", { name: "Mark delivered" }).click();
		await expect(admin.getByText("This order is closed.")).toBeVisible();
		await expect(admin.getByText(`· ${staff.fullName}`).first()).toBeVisible();
		await shot(admin, "console-order-delivered");

		// every move is in the audit log under the staff member's name
		await openSection(admin, "Audit log");
		await admin.getByLabel("Entity id").fill(String(orderId));
		await expect(admin.getByText("status: Shipped → Delivered").filter({ visible: true })).toHaveCount(1);
		await expect(admin.getByText("status: Pending → Shipped").filter({ visible: true })).toHaveCount(1);
		await console.close();

		// the shopper sees the tracking with the staff member's name, and downloads the invoice
		await page.goto("/orders");
		const card = page.getByRole("article", { name: `Order #${orderId}`, exact: true });
		await card.getByRole("button", { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).click();
		await expect(card.getByText("Delivered", { exact: true }).first()).toBeVisible();
		await page.goto(`/track-order?order=${orderId}`);
		const trail = page.getByRole("region", { name: `Tracking of order #${orderId}` });
		await expect(trail).toContainText("Shipped");
		await expect(trail).toContainText("Delivered");
		await expect(trail).toContainText(`by ${staff.fullName}`);
		await page.goto("/orders");
		await card.getByRole("button", { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).click();
		await card.getByRole("button", { name: "View Invoice" }).click();
		const invoice = card.getByRole("region", { name: `Invoice of order #${orderId}` });
		await expect(invoice).toContainText("Paid");
		const downloading = page.waitForEvent("download");
		await invoice.getByRole("button", { name: "Download" }).click();
		const text = await readFile((await (await downloading).path()) ?? "", "utf8");
		expect(text).toContain(`#${orderId}`);
		expect(text).toContain("Pooja Reddy");
		expect(text).toContain(product.name.slice(0, 30));
	});
});
