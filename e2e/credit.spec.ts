import { formatRupees } from "@pitara/shared";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { adminToken } from "./support/admin.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { addBengaluruAddress, asShopper, type Product, type Variant } from "./support/shop-api.ts";

/**
 * Issue 24, Pitara Credit: the shop grants a shopper credit; the shopper reads it on the Pitara Credit page, spends
 * part of it at checkout, sees the balance drop, cancels a line before dispatch and sees the credit come back.
 */

const toPaise = (rupees: number) => Math.round(rupees * 100);

async function userIdOf(page: import("@playwright/test").Page): Promise<number> {
	return page.evaluate(() => (JSON.parse(localStorage.getItem("user") ?? "{}") as { user_id: number }).user_id);
}

async function grant(base: string, userId: number, amount: number, reason: string) {
	const token = await adminToken(base);
	const granted = await fetch(`${base}/api/admin/customers/${userId}/credit`, {
		method: "POST",
		headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
		body: JSON.stringify({ kind: "grant", amount, reason }),
	});
	expect(granted.status, await granted.text()).toBe(200);
}

test("staff grant Pitara Credit with a reason; the shopper reads the balance and the entry on the Pitara Credit page", async ({
	page,
	baseURL,
}) => {
	const base = baseURL as string;
	const customer = await registerCustomer(base, "Kavya Menon");
	await logInAs(page, base, customer);
	await grant(base, await userIdOf(page), 150, "Sorry for the late parcel");

	await page.goto("/profile");
	await page.getByRole("link", { name: /Pitara Credit/ }).click();
	await expect(page).toHaveURL(/\/profile\?section=credit$/);
	await expect(page.getByRole("heading", { name: "Pitara Credit" })).toBeVisible();
	await expect(page.getByTestId("credit-balance")).toHaveText("₹150");
	await expect(page.getByText("Sorry for the late parcel")).toBeVisible();
	await expectAccessible(page);
});

test("spend part of the credit at checkout, see the balance drop, cancel a line and see the credit come back", async ({
	page,
	baseURL,
}, testInfo) => {
	const base = baseURL as string;
	const listing = (await (await page.request.get("/api/products?category=Toys&sort=newest&page_size=24")).json()) as {
		response: Product[];
	};
	const offset = testInfo.project.name === "phone" ? 12 : 16;
	const picked = listing.response
		.slice(offset)
		.map((p) => ({ product: p, variant: p.other_info.find((v) => v.stock > 3) }))
		.filter((x): x is { product: Product; variant: Variant } => x.variant !== undefined)
		.slice(0, 2);
	expect(picked).toHaveLength(2);

	const customer = await registerCustomer(base, "Meera Iyer");
	await logInAs(page, base, customer);
	await addBengaluruAddress(page, "Meera Iyer");
	for (const { variant } of picked) {
		const added = await asShopper(page, "/api/product/addtocart", { product_id: variant.id, quantity: 1 });
		expect(added.status, JSON.stringify(added.json)).toBe(200);
	}
	// more credit than the order costs: it pays for all of it and some is left
	const subtotal = picked.reduce((sum, x) => sum + toPaise(x.variant.price), 0);
	const total = subtotal + (subtotal > 500_00 ? 0 : 50_00);
	const granted = Math.ceil(total / 100) + 500;
	await grant(base, await userIdOf(page), granted, "Goodwill for a late parcel");

	await page.goto("/checkout");
	await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await page.getByRole("radio", { name: /UPI/ }).check();
	await page.getByRole("checkbox", { name: /Use my Pitara Credit/ }).check();
	await expect(page.getByTestId("credit-applied")).toHaveText(
		"Your Pitara Credit pays for the whole order: nothing more to pay.",
	);
	await expect(page.getByTestId("checkout-credit")).toContainText(formatRupees(total / 100));
	await expectAccessible(page);
	await page.screenshot({ path: testInfo.outputPath("checkout-credit.png") });
	await page.getByRole("button", { name: "Next", exact: true }).click();
	await page.getByRole("button", { name: "Place Order", exact: true }).click();
	await expect(page.getByText(`${formatRupees(total / 100)} was paid with your Pitara Credit.`)).toBeVisible();

	// the balance dropped by the order's total
	const left = granted - total / 100;
	await page.goto("/profile?section=credit");
	await expect(page.getByTestId("credit-balance")).toHaveText(formatRupees(left));
	await expect(page.getByText(/^Spent on order #\d+$/)).toBeVisible();
	const orderId = Number(/#(\d+)/.exec((await page.getByText(/^Spent on order #\d+$/).textContent()) ?? "")?.[1]);

	// cancel one line before dispatch: its price comes back as credit
	await page.goto("/orders");
	await page.getByRole("button", { name: new RegExp(`^Order #${orderId}(?!\\d)`) }).click();
	const card = page.getByRole("article", { name: `Order #${orderId}` });
	const second = picked[1] as { product: Product; variant: Variant };
	const line = card.getByRole("listitem").filter({ hasText: second.product.name });
	await line.getByRole("button", { name: "Cancel item" }).click();
	const dialog = page.getByRole("dialog");
	await expect(dialog.getByTestId("refund-amount")).toHaveText(formatRupees(second.variant.price));
	await expect(dialog.getByText("Refund goes to: Pitara Credit")).toBeVisible();
	await dialog.getByRole("button", { name: "Cancel item now" }).click();
	await expect(page.getByText("Item cancelled").first()).toBeVisible();

	await page.goto("/profile?section=credit");
	await expect(page.getByTestId("credit-balance")).toHaveText(formatRupees(left + second.variant.price));
	await expect(page.getByText(`Refund of cancelled items, order #${orderId}`)).toBeVisible();
	await page.screenshot({ path: testInfo.outputPath("credit-back.png") });
});
