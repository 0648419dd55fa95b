import { readFile } from "node:fs/promises";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { logInToConsole, newStaffMember } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { addBengaluruAddress, asShopper, type Product, type Variant } from "./support/shop-api.ts";

/**
 * Issue 27's documents journey: a shopper places five cash-on-delivery orders; the staff find them in the
 * orders list, choose all five, print their packing slips at once (one PDF of five pages), mark them shipped
 * at once, open one, view its tax invoice and e-mail it again; the register lists the invoices.
 */

async function someVariant(request: APIRequestContext, skip: number): Promise<Variant> {
	const answer = (await (await request.get("/api/products?page_size=96&page=3")).json()) as { response: Product[] };
	const found = answer.response
		.flatMap((product) => product.other_info.filter((v) => v.stock > 8 && v.price > 500 && v.price < 3000))
		.slice(skip);
	if (!found[0]) throw new Error("no variant to order");
	return found[0];
}

/**
 * The console fetches a PDF with the staff's bearer token and hands it to a new tab as a blob (a tab cannot send
 * the token itself). Chromium streams a body read with `response.blob()` into blob storage and keeps no copy for
 * DevTools, so Playwright's `response.body()` of that request is empty although the staff's tab shows the PDF: the
 * journey reads the blob the console handed over, as the tab does. Installed before the console's first page.
 */
async function keepHandedOverFiles(context: BrowserContext): Promise<void> {
	await context.addInitScript(() => {
		const kept: Blob[] = [];
		(window as unknown as { __handedOver: Blob[] }).__handedOver = kept;
		const create = URL.createObjectURL.bind(URL);
		URL.createObjectURL = (object: Blob | MediaSource) => {
			if (object instanceof Blob) kept.push(object);
			return create(object);
		};
	});
}

/** The bytes of the last file the console handed to a tab or a download. */
async function lastHandedOver(page: Page): Promise<Buffer> {
	await expect
		.poll(() => page.evaluate(() => (window as unknown as { __handedOver: Blob[] }).__handedOver.length))
		.toBeGreaterThan(0);
	const bytes = await page.evaluate(async () => {
		const kept = (window as unknown as { __handedOver: Blob[] }).__handedOver;
		const blob = kept.splice(0, kept.length).at(-1) as Blob;
		return Array.from(new Uint8Array(await blob.arrayBuffer()));
	});
	return Buffer.from(bytes);
}

const pages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

test.describe("documents and bulk work on orders", () => {
	test.describe.configure({ timeout: 240_000 });

	test("staff print 5 packing slips at once, ship the orders together and re-send an invoice", async ({
		page,
		browser,
		request,
		baseURL,
	}, testInfo) => {
		const base = baseURL as string;
		const project = testInfo.project;
		const phone = project.name === "phone";
		const variant = await someVariant(request, phone ? 0 : 3);

		const shopper = await registerCustomer(base, phone ? "Ishita Banerjee" : "Gopal Menon");
		await logInAs(page, base, shopper);
		const addressId = await addBengaluruAddress(page, phone ? "Ishita Banerjee" : "Gopal Menon");
		const orderIds: number[] = [];
		for (let i = 0; i < 5; i += 1) {
			const placed = await asShopper(page, "/api/order/create", {
				address_id: addressId,
				subTotalAmount: variant.price,
				deliveryAmount: 0,
				discountAmount: Math.round((variant.mrp - variant.price) * 100) / 100,
				total_amount: variant.price,
				payment_mode: "COD",
				order_items: [{ product_id: variant.id, quantity: 1, price: variant.price }],
			});
			expect(placed.status, JSON.stringify(placed.json)).toBe(201);
			orderIds.push((placed.json as { response: { order_id: number } }).response.order_id);
		}

		const staff = await newStaffMember(base, phone ? "Rekha Iyer" : "Vikram Sethi", "admin");
		const context = await browser.newContext({
			viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 768 },
			isMobile: project.use.isMobile ?? false,
			hasTouch: project.use.hasTouch ?? false,
			locale: "en-IN",
			timezoneId: "Asia/Kolkata",
			acceptDownloads: true,
		});
		await keepHandedOverFiles(context);
		const admin = await context.newPage();
		await logInToConsole(admin, staff, `/admin/orders?q=${shopper.phone}`);
		await expect(admin.getByRole("heading", { name: "Orders" })).toBeVisible();
		const list = admin.getByRole(phone ? "list" : "table", { name: "Orders" });
		for (const id of orderIds) await expect(list.getByText(`#${id}`, { exact: true })).toBeVisible();

		// choose all five, print their packing slips: one PDF, a page each
		await admin.getByLabel("Choose all on this page").check();
		await expect(admin.getByText("5 chosen")).toBeVisible();
		await admin.screenshot({ path: testInfo.outputPath(`orders-chosen-${project.name}.png`), fullPage: true });
		const [slips] = await Promise.all([
			admin.waitForResponse((response) => response.url().includes("/api/admin/orders/packing-slips.pdf")),
			admin.getByRole("button", { name: "Print packing slips" }).click(),
		]);
		expect(slips.status()).toBe(200);
		const pdf = await lastHandedOver(admin);
		expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
		expect(pages(pdf)).toBe(5);

		// mark them shipped together
		await admin.getByRole("button", { name: "Mark shipped" }).click();
		await expect(admin.getByText("5 orders marked shipped")).toBeVisible();
		for (const id of orderIds) {
			await expect(
				admin
					.getByRole(phone ? "listitem" : "row")
					.filter({ hasText: `#${id}` })
					.getByText("Shipped"),
			).toBeVisible();
		}

		// their invoices, at once
		await admin.getByLabel("Choose all on this page").check();
		const [invoices] = await Promise.all([
			admin.waitForResponse((response) => response.url().includes("/api/admin/orders/invoices.pdf")),
			admin.getByRole("button", { name: "Print invoices" }).click(),
		]);
		expect(invoices.status()).toBe(200);
		expect(pages(await lastHandedOver(admin))).toBeGreaterThanOrEqual(5);

		// one order: its invoice viewed, downloaded and e-mailed again
		await admin.goto(`/admin/orders/${orderIds[0]}`);
		const documents = admin.getByTestId("tax-document");
		await expect(documents).toHaveCount(1);
		await expect(documents.getByText("Tax invoice")).toBeVisible();
		const [download] = await Promise.all([
			admin.waitForEvent("download"),
			documents.getByRole("button", { name: "Download" }).click(),
		]);
		expect(download.suggestedFilename()).toMatch(/\.pdf$/);
		const saved = await readFile(await download.path());
		expect(saved.subarray(0, 5).toString()).toBe("%PDF-");
		expect(pages(saved)).toBeGreaterThanOrEqual(1);
		await documents.getByRole("button", { name: "E-mail again" }).click();
		await documents.getByLabel("To").fill("gst-desk@example.in");
		await documents.getByRole("button", { name: "Send" }).click();
		await expect(admin.getByText("Tax invoice sent to gst-desk@example.in")).toBeVisible();

		// a staff note on the order: who and when, newest first, kept on reload
		await admin.getByLabel("New note (only the staff see it)").fill("Customer asked for delivery after 6 pm");
		await admin.getByRole("button", { name: "Add note" }).click();
		const notes = admin.getByRole("list", { name: "Staff notes" });
		await expect(notes.getByRole("listitem").first()).toContainText("Customer asked for delivery after 6 pm");
		await expect(notes.getByRole("listitem").first()).toContainText(phone ? "Rekha Iyer" : "Vikram Sethi");
		await admin.screenshot({ path: testInfo.outputPath(`order-documents-${project.name}.png`), fullPage: true });

		// the register lists the five invoices
		await admin.goto("/admin/orders/tax-documents?kind=invoice");
		await expect(admin.getByRole("heading", { name: "Invoices and credit notes" })).toBeVisible();
		for (const id of orderIds) {
			await expect(
				admin
					.getByRole(phone ? "list" : "table", { name: "Invoices and credit notes" })
					.getByText(`#${id}`, { exact: true }),
			).toBeVisible();
		}
		await admin.screenshot({ path: testInfo.outputPath(`tax-register-${project.name}.png`), fullPage: true });
		await context.close();
	});
});
