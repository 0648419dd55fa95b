import { logInAs, registerCustomer } from "./support/accounts.ts";
import { adminToken } from "./support/admin.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { addBengaluruAddress, asShopper, type Product } from "./support/shop-api.ts";

/**
 * An automatic promo (issue 27 item 6, decision 067): the owner's 10% off one category, without a code, shows in
 * the cart and at checkout as "Discount (NAME)", is placed with the order, and the order shows it. Each project has
 * its own category (phone: Books, desktop: Sports), so the two never see each other's promo; it is switched off at
 * the end so no other journey meets it.
 */
const PER_PROJECT = {
	phone: { category: "Books", name: "Book fair", code: "E2E-BOOKS10" },
	desktop: { category: "Sports", name: "Sports week", code: "E2E-SPORTS10" },
} as const;

async function admin(baseURL: string, method: string, path: string, body?: unknown) {
	const token = await adminToken(baseURL);
	const response = await fetch(`${baseURL}/api/admin${path}`, {
		method,
		headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
		...(body ? { body: JSON.stringify(body) } : {}),
	});
	return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

test.describe("an automatic promo", () => {
	test.describe.configure({ timeout: 180_000 });

	test("10% off one category shows in the cart and at checkout, and on the placed order", async ({
		page,
		baseURL,
	}, testInfo) => {
		const base = baseURL ?? "";
		const project = testInfo.project.name as keyof typeof PER_PROJECT;
		const { category, name, code } = PER_PROJECT[project];
		const shot = (step: string) => page.screenshot({ path: `/tmp/promo-${step}-${project}.png`, fullPage: true });

		// the owner's promo: automatic, 10% off the category
		const taxonomy = await admin(base, "GET", "/taxonomy");
		const categories = (taxonomy.json.response as { categories: { id: number; name: string }[] }).categories;
		const categoryId = categories.find((c) => c.name === category)?.id;
		expect(categoryId, `category ${category}`).toBeDefined();
		const created = await admin(base, "POST", "/promo-codes", {
			code,
			name,
			percent_off: 10,
			automatic: true,
			category_ids: [categoryId],
		});
		expect(created.status, JSON.stringify(created.json)).toBe(201);
		const promoId = (created.json.response as { id: number }).id;

		try {
			// a product of the category, in stock, over ₹500 so delivery is free and the sums are plain
			const listing = await fetch(`${base}/api/products/all/portal-fetch`, {
				method: "POST",
				headers: { "content-type": "application/json" },
				body: JSON.stringify({ filters: { category, page_size: 48 } }),
			});
			const products = ((await listing.json()) as { response: Product[] }).response;
			const pick = products
				.flatMap((p) => p.other_info.map((v) => ({ product: p, variant: v })))
				.find(({ variant }) => variant.stock >= 3 && variant.price >= 300);
			if (!pick) throw new Error(`no ${category} product in stock`);
			const price = pick.variant.price;
			const discount = Math.round(price * 2 * 10) / 100;

			const customer = await registerCustomer(base, "Ritika Sharma");
			await logInAs(page, base, customer);
			await addBengaluruAddress(page, "Ritika Sharma");
			const added = await asShopper(page, "/api/product/addtocart", { product_id: pick.variant.id, quantity: 2 });
			expect(added.status).toBe(200);

			const rupees = (value: number) =>
				`₹${value.toLocaleString("en-IN", { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;

			// the cart: "Discount (NAME)" with the server's amount and the note that it applied itself
			await page.goto("/cart");
			const summary = page.getByTestId("order-summary");
			await expect(summary).toContainText(`Discount (${name})`);
			await expect(summary).toContainText(`−${rupees(discount)}`);
			await expect(page.getByTestId("order-summary-promo-note")).toContainText("Applied automatically");
			await expectAccessible(page);
			await shot("1-cart");

			// checkout: the same line, and the order placed at those amounts
			await page.getByRole("main").getByRole("link", { name: "Checkout", exact: true }).click();
			await expect(page).toHaveURL(/\/checkout$/);
			const amounts = page.getByTestId("checkout-amounts");
			await expect(amounts).toContainText(`Discount (${name})`);
			await expect(amounts).toContainText(`−${rupees(discount)}`);
			await page.getByRole("button", { name: "Next", exact: true }).click();
			await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
			await page.getByRole("button", { name: "Next", exact: true }).click();
			await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
			await expect(amounts).toContainText(`Discount (${name})`);
			await shot("2-checkout");
			await page.getByRole("button", { name: "Place Order", exact: true }).click();
			await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();

			// the order page shows the promo by name
			await page.getByRole("link", { name: "View Orders" }).click();
			const card = page.getByRole("article").first();
			await card.getByRole("button", { name: /^Order #\d+/ }).click();
			await expect(card.getByTestId("order-promo")).toContainText(`Discount (${name})`);
			await expect(card.getByTestId("order-promo")).toContainText(`−${rupees(discount)}`);
			await shot("3-order");
		} finally {
			await admin(base, "PATCH", `/promo-codes/${promoId}`, { active: false });
		}
	});
});
