import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures.ts";

interface Variant {
	id: number;
	size: string;
	color: string;
	stock: number;
}
interface Product {
	product_id: number;
	category: string;
	slug: string;
	other_info: Variant[];
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

		// chosen (a tap on its label), it says it is sold out and cannot be added
		await option.locator("..").click();
		await expect(option).toBeChecked();
		await expect(page.getByText("This size and colour is sold out")).toBeVisible();
		await expect(page.getByRole("button", { name: "Out of stock" }).first()).toBeDisabled();
		await expectAccessible(page);
	});
});
