import { readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import { type Customer, logInAs, registerCustomer } from "./support/accounts.ts";
import { setOrderStatus } from "./support/admin.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";

interface Pick {
	variantId: number;
	name: string;
	price: number;
}

/** In-stock variants of the demo shop under ₹1,000, different for each project so the two never compete. */
async function pickVariants(baseURL: string, testInfo: TestInfo, count: number): Promise<Pick[]> {
	const response = await fetch(`${baseURL}/api/products/all/portal-fetch`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({ filters: { category: "Girls", max_price: 999, page_size: 48 } }),
	});
	const { response: products } = (await response.json()) as {
		response: { name: string; other_info: { id: number; price: number; stock: number }[] }[];
	};
	const candidates = products.flatMap((product) =>
		product.other_info
			.filter((variant) => variant.stock >= 6 && variant.price < 1000)
			.slice(0, 1)
			.map((variant) => ({ variantId: variant.id, name: product.name, price: variant.price })),
	);
	const offset = testInfo.project.name === "phone" ? 0 : count;
	const picked = candidates.slice(offset, offset + count);
	if (picked.length < count) throw new Error("not enough variants in stock");
	return picked;
}

async function addToCart(page: Page, variantId: number, quantity = 1) {
	const status = await page.evaluate(
		async ([id, qty]) => {
			const response = await fetch("/api/product/addtocart", {
				method: "POST",
				headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
				body: JSON.stringify({ product_id: id, quantity: qty }),
			});
			return response.status;
		},
		[variantId, quantity] as const,
	);
	expect(status).toBe(200);
}

async function goToCheckoutFromCart(page: Page) {
	await page.goto("/cart");
	await page.getByRole("main").getByRole("link", { name: "Checkout", exact: true }).click();
	await expect(page).toHaveURL(/\/checkout$/);
	await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
}

async function next(page: Page) {
	await page.getByRole("button", { name: "Next", exact: true }).click();
}

function orderNumber(text: string | null): number {
	const match = /#(\d+)/.exec(text ?? "");
	if (!match) throw new Error(`no order number in ${text}`);
	return Number(match[1]);
}

test.describe("checkout, payments and orders", () => {
	test.describe.configure({ timeout: 240_000 });
	// the used-up gift card is checked on purpose
	test.use({ allowConsoleErrors: [/status of 409 \(Conflict\)/] });

	test("a shopper buys with cash on delivery, a gift card and the payment gateway, then follows an order to delivery", async ({
		page,
		baseURL,
	}, testInfo) => {
		const project = testInfo.project.name;
		const shot = (name: string) => page.screenshot({ path: `/tmp/checkout-${name}-${project}.png`, fullPage: true });
		const base = baseURL ?? "";
		const [first, second, third] = await pickVariants(base, testInfo, 3);
		if (!first || !second || !third) throw new Error("no variants");
		const customer: Customer = await registerCustomer(base, "Neha Kapoor");
		await logInAs(page, base, customer);

		// 1. cart → checkout with a new address → COD → success → orders → tracking
		await addToCart(page, first.variantId, 2);
		await goToCheckoutFromCart(page);
		await expect(page.getByText("No addresses found. Please add an address to continue.")).toBeVisible();
		await shot("1-no-address");
		await next(page);
		await expect(page.getByRole("alert").filter({ hasText: "Please select a delivery address" })).toBeVisible();
		await page.getByRole("button", { name: "Add a new address" }).click();
		const dialog = page.getByRole("dialog", { name: "Add New Address" });
		await expect(dialog.getByLabel("Full name")).toHaveValue("Neha Kapoor");
		await dialog.getByLabel("Address line 1").fill("B-14, Sunshine Apartments, MG Road");
		await dialog.getByLabel("City").fill("Pune");
		await dialog.getByLabel("Pincode").fill("411001");
		await dialog.getByLabel("State").selectOption("Maharashtra");
		await dialog.getByRole("button", { name: "Save Address" }).click();
		await expect(dialog).toBeHidden();
		await expect(page.getByRole("radio", { name: /Neha Kapoor/ })).toBeChecked();
		await expectAccessible(page);
		await next(page);

		await expect(page.getByRole("group", { name: "Payment method" })).toBeVisible();
		await next(page);
		await expect(page.getByRole("alert").filter({ hasText: "Please select a payment method" })).toBeVisible();
		await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
		await shot("2-payment");
		await next(page);

		await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
		await expect(page.getByText(first.name).first()).toBeVisible();
		await expect(page.getByRole("region", { name: "Delivery address" })).toContainText(
			"B-14, Sunshine Apartments, MG Road",
		);
		await expect(page.getByRole("region", { name: "Payment method" })).toContainText("Cash on Delivery");
		await expectAccessible(page);
		await shot("3-review");
		// a tab goes back; the later tab does not go forward
		await page.getByRole("button", { name: /Step 1:\s*Address/ }).click();
		await expect(page.getByRole("group", { name: "Delivery address" })).toBeVisible();
		await expect(page.getByRole("button", { name: /Step 3:\s*Review/ })).toBeDisabled();
		await next(page);
		await next(page);
		await page.getByRole("button", { name: "Place Order", exact: true }).click();
		await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
		const firstOrder = orderNumber(await page.getByText(/Your order number is/).textContent());
		await shot("4-placed");
		await page.getByRole("link", { name: "View Orders" }).click();

		await expect(page).toHaveURL(/\/orders$/);
		await expect(page.getByRole("heading", { level: 1, name: "Your Orders" })).toBeVisible();
		const firstCard = page.getByRole("article", { name: `Order #${firstOrder}`, exact: true });
		await firstCard.getByRole("button", { name: new RegExp(`^Order #${firstOrder}(?!\\d)`) }).click();
		await expect(firstCard.getByText("Pending", { exact: true }).first()).toBeVisible();
		await expect(firstCard.getByRole("button", { name: "View Invoice" })).toHaveCount(0);
		await firstCard.getByRole("button", { name: "Track Order" }).click();
		const tracking = firstCard.getByRole("region", { name: `Tracking of order #${firstOrder}` });
		await expect(tracking).toContainText("Pending");
		await expect(tracking).toContainText("by Neha Kapoor");
		await expectAccessible(page);
		await shot("5-orders-tracking");

		// 2. a second order paid by gift card
		await addToCart(page, second.variantId, 1);
		await goToCheckoutFromCart(page);
		await expect(page.getByRole("radio", { name: /Neha Kapoor/ })).toBeChecked();
		await next(page);
		await page.getByRole("radio", { name: /Gift Card/ }).check();
		await next(page);
		await expect(page.getByRole("alert").filter({ hasText: "Please enter your gift card code" })).toBeVisible();
		await page.getByLabel("Gift card code").fill("pitara-gift-used");
		await page.getByRole("button", { name: "Check balance" }).click();
		await expect(page.getByText("This gift card has been fully used")).toBeVisible();
		await page.getByLabel("Gift card code").fill("pitara-gift-5000");
		await page.getByRole("button", { name: "Check balance" }).click();
		await expect(page.getByRole("status").filter({ hasText: /Gift card balance: ₹[\d,]+/ })).toBeVisible();
		await shot("6-gift-card");
		await next(page);
		await expect(page.getByRole("region", { name: "Payment method" })).toContainText("Gift card PITARA-GIFT-5000");
		await page.getByRole("button", { name: "Place Order", exact: true }).click();
		await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
		await expect(page.getByText(/was paid with your gift card/)).toBeVisible();

		// 3. a third through the test gateway: Fail, then Pay
		await addToCart(page, third.variantId, 1);
		await goToCheckoutFromCart(page);
		await next(page);
		await page.getByRole("radio", { name: /^UPI/ }).check();
		await next(page);
		await page.getByRole("button", { name: /Place Order and Pay/ }).click();
		await expect(page).toHaveURL(/\/pay\/test\/order_test_/);
		await expect(page.getByRole("heading", { name: /Pay for order #\d+/ })).toBeVisible();
		const thirdOrder = orderNumber(await page.getByRole("heading", { name: /Pay for order/ }).textContent());
		await expectAccessible(page);
		await shot("7-gateway");
		await page.getByRole("button", { name: "Fail payment" }).click();
		await expect(page).toHaveURL(new RegExp(`/checkout/payment/${thirdOrder}$`));
		await expect(page.getByText("Your payment did not go through. You can try again.")).toBeVisible();
		await expectAccessible(page);
		await shot("8-payment-failed");
		await page.getByRole("button", { name: /Try paying again/ }).click();
		await expect(page).toHaveURL(/\/pay\/test\/order_test_/);
		await page.getByRole("button", { name: /^Pay ₹/ }).click();
		await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
		await expect(page.getByText(`#${thirdOrder}`)).toBeVisible();
		await shot("9-paid");

		// 4. the shop ships and delivers the first order; the shopper downloads its invoice
		await setOrderStatus(base, firstOrder, "Shipped");
		await setOrderStatus(base, firstOrder, "Delivered");
		await page.goto("/orders");
		const delivered = page.getByRole("article", { name: `Order #${firstOrder}`, exact: true });
		await delivered.getByRole("button", { name: new RegExp(`^Order #${firstOrder}(?!\\d)`) }).click();
		await expect(delivered.getByText("Delivered", { exact: true }).first()).toBeVisible();
		await expect(delivered.getByRole("button", { name: "Track Order" })).toHaveCount(0);
		await delivered.getByRole("button", { name: "View Invoice" }).click();
		const invoice = delivered.getByRole("region", { name: `Invoice of order #${firstOrder}` });
		await expect(invoice).toContainText("Neha Kapoor");
		await expect(invoice).toContainText(customer.email);
		await expect(invoice).toContainText("Cash on Delivery");
		await expect(invoice).toContainText("Paid");
		await expect(invoice).toContainText("B-14, Sunshine Apartments, MG Road");
		await expectAccessible(page);
		await shot("10-invoice");
		const downloading = page.waitForEvent("download");
		await invoice.getByRole("button", { name: "Download" }).click();
		const download = await downloading;
		expect(download.suggestedFilename()).toBe(`pitara-invoice-${firstOrder}.txt`);
		const text = await readFile((await download.path()) ?? "", "utf8");
		expect(text).toContain("Pitara Kids Retail Private Limited");
		expect(text).toContain("GSTIN: 29ABCDE1234F1Z5");
		expect(text).toContain(`#${firstOrder}`);
		expect(text).toContain("Neha Kapoor");
		expect(text).toContain(first.name.slice(0, 30));
		expect(text).toMatch(/TOTAL \(GST inclusive\) +₹[\d,]+\.\d\d/);
		// the GST tax invoice issued when it shipped: Pune is outside the shop's state, so IGST
		expect(text).toMatch(/Invoice number: +PIT\/\d{4}-\d{2}\/\d{6}/);
		expect(text).toMatch(/IGST +₹[\d,]+\.\d\d/);

		// the other orders: the gateway's one is paid, the gift card's too
		const paidCard = page.getByRole("article", { name: `Order #${thirdOrder}`, exact: true });
		await paidCard.getByRole("button", { name: new RegExp(`^Order #${thirdOrder}(?!\\d)`) }).click();
		await expect(paidCard.getByText("Payment paid")).toBeVisible();
		// opening another card closes the first
		await expect(delivered.getByRole("region", { name: `Invoice of order #${firstOrder}` })).toHaveCount(0);

		// /track-order: choose an order and see where it is
		await page.goto("/track-order");
		await expect(page.getByRole("heading", { level: 1, name: "Track Order" })).toBeVisible();
		await page.getByLabel("Your orders").selectOption(String(thirdOrder));
		await expect(page).toHaveURL(new RegExp(`/track-order\\?order=${thirdOrder}$`));
		const trail = page.getByRole("region", { name: `Tracking of order #${thirdOrder}` });
		await expect(trail).toContainText("Order placed, waiting for payment");
		await expect(trail).toContainText(/Payment of ₹[\d,]+ received \(UPI\)/);
		await expect(trail).toContainText("by Pitara");
		await expectAccessible(page);
		await shot("11-track-order");
	});

	test("a visitor is sent to log in and comes back to the checkout", async ({ page }) => {
		await page.goto("/checkout");
		await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout/);
	});
});
