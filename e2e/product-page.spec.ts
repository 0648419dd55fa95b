import type { APIRequestContext, Page } from "@playwright/test";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { setOrderStatus } from "./support/admin.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { addBengaluruAddress, asShopper, type Product, type Variant } from "./support/shop-api.ts";

/** Orders one of `variant` cash on delivery as the shopper on `page`, to a new address; answers the order's id. */
async function orderOne(page: Page, variant: Variant): Promise<number> {
	const addressId = await addBengaluruAddress(page, "Kavya Menon");
	const delivery = variant.price > 500 ? 0 : 50;
	const order = await asShopper(page, "/api/order/create", {
		address_id: addressId,
		subTotalAmount: variant.price,
		deliveryAmount: delivery,
		discountAmount: Math.round((variant.mrp - variant.price) * 100) / 100,
		total_amount: variant.price + delivery,
		payment_mode: "COD",
		order_items: [{ product_id: variant.id, quantity: 1, price: variant.price }],
	});
	expect(order.status, JSON.stringify(order.json)).toBe(201);
	return (order.json as { response: { order_id: number } }).response.order_id;
}

/** A product with a size sold out in a colour that another size of it is in stock in. */
async function productWithSoldOutSize(
	request: APIRequestContext,
): Promise<{ product: Product; inStock: Variant; soldOut: Variant }> {
	for (let page = 1; page <= 10; page++) {
		const answer = (await (await request.get(`/api/products?page_size=96&page=${page}`)).json()) as {
			response: Product[];
		};
		for (const product of answer.response) {
			for (const soldOut of product.other_info.filter((variant) => variant.stock === 0)) {
				const inStock = product.other_info.find(
					(variant) => variant.stock > 0 && variant.color === soldOut.color && variant.size !== soldOut.size,
				);
				if (inStock) return { product, inStock, soldOut };
			}
		}
		if (answer.response.length < 96) break;
	}
	throw new Error("the demo shop has no product with a sold-out size");
}

test.describe("product page", () => {
	test("a sold-out size can be seen and chosen, and reads clearly (axe, WCAG 1.4.3)", async ({ page, request }) => {
		const { product, inStock, soldOut } = await productWithSoldOutSize(request);
		await page.goto(`/products/${encodeURIComponent(product.category)}/${product.slug}?variant=${inStock.id}`);
		const sizes = page.getByRole("group", { name: /^Size/ });
		const option = sizes.getByRole("radio", { name: `${soldOut.size} (sold out)` });
		await expect(option).toBeVisible();
		await expect(option).not.toBeChecked();
		// its text keeps a contrast of at least 4.5:1 against its background
		await expectAccessible(page);

		// chosen (a tap on its label), it says it is sold out and offers Notify me instead of Add to Cart (issue 26)
		await option.locator("..").click();
		await expect(option).toBeChecked();
		await expect(page.getByText("This size and colour is sold out")).toBeVisible();
		await expect(page.getByRole("button", { name: "Notify me" }).first()).toBeEnabled();
		await expect(page.locator("form#add-to-cart").getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
		await expectAccessible(page);
	});

	test("a shopper who received the product writes a review marked as a verified buyer's", async ({
		page,
		baseURL,
	}, testInfo) => {
		const base = baseURL as string;
		// a toy no other test reviews, a different one for each screen size
		const listing = (await (await page.request.get("/api/products?category=Toys&sort=newest&page_size=24")).json()) as {
			response: Product[];
		};
		const product = listing.response.filter((p) => p.other_info.some((v) => v.stock > 2))[
			testInfo.project.name === "phone" ? 0 : 1
		];
		const variant = product?.other_info.find((v) => v.stock > 2);
		if (!product || !variant) throw new Error("no toy in stock");

		const customer = await registerCustomer(base, "Kavya Menon");
		await logInAs(page, base, customer);
		const orderId = await orderOne(page, variant);
		await setOrderStatus(base, orderId, "Shipped");
		await setOrderStatus(base, orderId, "Delivered");

		await page.goto(`/products/${encodeURIComponent(product.category)}/${product.slug}`);
		const reviews = page.getByRole("region", { name: "Customer Reviews" });
		await reviews.getByRole("radio", { name: "5 stars" }).locator("xpath=ancestor::label[1]").click();
		await reviews
			.getByRole("textbox", { name: "Your review" })
			.fill("Arrived in two days and my son has not put it down since.");
		await reviews.getByRole("button", { name: "Submit Review" }).click();
		await expect(page.getByText("Review submitted successfully!")).toBeVisible();

		const mine = reviews.getByRole("listitem").filter({ hasText: "Kavya M. (you)" });
		await expect(mine.getByText("Verified buyer")).toBeVisible();
		const summary = reviews.getByTestId("verified-summary");
		await expect(summary).toHaveText(/^\d+ of \d+ from verified buyers$/);
		const [verified, count] = ((await summary.textContent()) ?? "").match(/\d+/g)?.map(Number) ?? [];
		expect(verified).toBeGreaterThanOrEqual(1);
		expect(verified).toBeLessThanOrEqual(count as number);
		await expect(reviews.getByText(new RegExp(`^${count} reviews?$`))).toBeVisible();
		await expectAccessible(page);
		await page.screenshot({ path: `/tmp/review-verified-${testInfo.project.name}.png`, fullPage: true });

		// a visitor sees the same mark
		await page.evaluate(() => localStorage.clear());
		await page.reload();
		await expect(
			page
				.getByRole("region", { name: "Customer Reviews" })
				.getByRole("listitem")
				.filter({ hasText: "Kavya M." })
				.getByText("Verified buyer"),
		).toBeVisible();
	});
});
