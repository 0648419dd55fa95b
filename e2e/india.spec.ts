import { readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { setOrderStatus } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";

/** An in-stock Boys variant under ₹1,000 with its product's page, different for each project. */
async function pickProduct(baseURL: string, testInfo: TestInfo) {
	const response = await fetch(`${baseURL}/api/products/all/portal-fetch`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({ filters: { category: "Boys", max_price: 999, page_size: 24 } }),
	});
	const { response: products } = (await response.json()) as {
		response: { name: string; slug: string; category: string; other_info: { id: number; stock: number }[] }[];
	};
	const candidates = products.flatMap((product) =>
		product.other_info
			.filter((variant) => variant.stock >= 3)
			.slice(0, 1)
			.map((variant) => ({ variantId: variant.id, ...product })),
	);
	const picked = candidates[testInfo.project.name === "phone" ? 0 : 1];
	if (!picked) throw new Error("no Boys variant in stock");
	return picked;
}

async function addToCart(page: Page, variantId: number) {
	const status = await page.evaluate(async (id) => {
		const response = await fetch("/api/product/addtocart", {
			method: "POST",
			headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
			body: JSON.stringify({ product_id: id, quantity: 1 }),
		});
		return response.status;
	}, variantId);
	expect(status).toBe(200);
}

async function addAddressByPincode(page: Page, line1: string, pincode: string, state: string) {
	await page.getByRole("button", { name: /Add a new address/ }).click();
	const dialog = page.getByRole("dialog", { name: "Add New Address" });
	await dialog.getByLabel("Address line 1").fill(line1);
	await dialog.getByLabel("Pincode").fill(pincode);
	// the directory fills the state (and the city) from the pincode
	await expect(dialog.getByLabel("State")).toHaveValue(state);
	await expect(dialog.getByLabel("City")).not.toHaveValue("");
	await dialog.getByRole("button", { name: "Save Address" }).click();
	await expect(dialog).toBeHidden();
}

test.describe("India-first: pincode, delivery promise, cash on delivery and the GST tax invoice", () => {
	test.describe.configure({ timeout: 240_000 });

	test("a shopper checks delivery, adds addresses by pincode, is refused cash on delivery in the north-east, and gets a GST tax invoice as text and as a PDF", async ({
		page,
		baseURL,
	}, testInfo) => {
		const base = baseURL ?? "";
		const product = await pickProduct(base, testInfo);
		const customer = await registerCustomer(base, "Ananya Bora");
		await logInAs(page, base, customer);

		// the product page answers where and by when, for a pincode typed in
		await page.goto(`/products/${product.category.toLowerCase()}/${product.slug}`);
		const check = page.getByLabel("Check delivery");
		await check.fill("781001");
		await page.getByRole("button", { name: "Check", exact: true }).click();
		await expect(
			page.getByRole("status").filter({ hasText: /^Delivery by \w{3}, \d{1,2} \w{3} to .+, Assam$/ }),
		).toBeVisible();
		await expect(page.getByTestId("cod-offer")).toHaveText("Cash on delivery is not available for 781001.");

		// checkout: an address in Guwahati by its pincode; cash on delivery is not offered there, with the reason
		await addToCart(page, product.variantId);
		await page.goto("/checkout");
		await addAddressByPincode(page, "House 7, Zoo Road", "781001", "Assam");
		await expect(page.getByTestId("address-delivery")).toHaveText(/^Delivery by /);
		await page.getByRole("button", { name: "Next", exact: true }).click();
		const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
		await expect(cod).toBeDisabled();
		await expect(page.getByText("Not available for pincode 781001")).toBeVisible();

		// a Bengaluru address instead: cash on delivery, the promise at Review and on the confirmation
		await page.getByRole("button", { name: /Step 1:\s*Address/ }).click();
		await addAddressByPincode(page, "12, 4th Cross, Indiranagar", "560038", "Karnataka");
		await expect(page.getByTestId("address-delivery")).toHaveText(/^Delivery by /);
		await page.getByRole("button", { name: "Next", exact: true }).click();
		await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
		await page.getByRole("button", { name: "Next", exact: true }).click();
		const promise = (await page.getByTestId("review-delivery").textContent()) ?? "";
		expect(promise).toMatch(/^Delivery by \w{3}, \d{1,2} \w{3}$/);
		await page.getByRole("button", { name: "Place Order", exact: true }).click();
		await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
		await expect(page.getByText(promise, { exact: true })).toBeVisible();
		const orderId = Number(/#(\d+)/.exec((await page.getByText(/Your order number is/).textContent()) ?? "")?.[1]);

		// the order keeps the promise; once shipped and delivered it has a GST tax invoice, CGST + SGST in Karnataka
		await page.goto("/orders");
		const card = page.getByRole("article", { name: `Order #${orderId}`, exact: true });
		await expect(card.getByTestId("order-promise")).toHaveText(promise);
		await setOrderStatus(base, orderId, "Shipped");
		await setOrderStatus(base, orderId, "Delivered");
		await page.reload();
		await card.getByRole("button", { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).click();
		await card.getByRole("button", { name: "View Invoice" }).click();
		const invoice = card.getByRole("region", { name: `Invoice of order #${orderId}` });
		const tax = invoice.getByRole("region", { name: /^Tax invoice PIT\/\d{4}-\d{2}\/\d{6}$/ });
		await expect(tax).toContainText("GSTIN 29ABCDE1234F1Z5");
		await expect(tax).toContainText("Place of supply: Karnataka (29)");
		await expect(tax.getByTestId("invoice-totals")).toContainText("CGST");
		await expect(tax.getByTestId("invoice-totals")).toContainText("SGST");

		const downloading = page.waitForEvent("download");
		await invoice.getByRole("button", { name: "Download" }).click();
		const text = await readFile((await (await downloading).path()) ?? "", "utf8");
		expect(text).toContain("TAX INVOICE");
		expect(text).toMatch(/Invoice number: +PIT\/\d{4}-\d{2}\/\d{6}/);
		expect(text).toMatch(/Place of supply: +Karnataka \(29\)/);
		expect(text).toMatch(/\n {31}62\d\d {4}/); // the item's HSN (chapter 62: boys' clothing) under its name
		expect(text).toMatch(/CGST +₹\d/);
		expect(text).toContain(product.name.slice(0, 30));

		// the same tax invoice as a PDF drawn by the server
		const pdfAnswer = page.waitForResponse((response) => response.url().endsWith("/api/order/invoice/pdf"));
		const pdfDownload = page.waitForEvent("download");
		await invoice.getByRole("button", { name: "Tax invoice (PDF)" }).click();
		const answered = await pdfAnswer;
		expect(answered.status()).toBe(200);
		expect(answered.headers()["content-type"]).toBe("application/pdf");
		const saved = await pdfDownload;
		expect(saved.suggestedFilename()).toMatch(/^pitara-invoice-PIT-\d{4}-\d{2}-\d{6}\.pdf$/);
		const pdf = await readFile((await saved.path()) ?? "");
		expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
		expect(pdf.length).toBeGreaterThan(5_000); // the embedded font's subset and the pages, not an error page
		expect(pdf.length).toBeLessThan(200_000);
		expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
	});
});
