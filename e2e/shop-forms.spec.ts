import type { Browser, BrowserContext, Page } from "@playwright/test";
import { registerCustomer } from "./support/accounts.ts";
import { expect, lastOtp, test } from "./support/fixtures.ts";

/**
 * Add to Cart and the heart tapped before the page's JavaScript has run
 * (decision 026): they are plain HTML forms then, posted to the server with the
 * session cookie logging in set, which answers with the page again and a
 * notice. Here the browser runs no JavaScript at all, which is the extreme of
 * a slow phone that has not hydrated yet.
 */

async function aProduct(baseURL: string): Promise<{ path: string; name: string }> {
	const response = await fetch(`${baseURL}/api/products?category=Girls&page_size=24`);
	const body = (await response.json()) as {
		response: { slug: string; name: string; other_info: { stock: number }[] }[];
	};
	// one whose first size is in stock (the page adds the first size it shows)
	const product = body.response.find((item) => (item.other_info[0]?.stock ?? 0) > 2);
	if (!product) throw new Error("the demo shop has no Girls product in stock");
	return { path: `/products/girls/${product.slug}`, name: product.name };
}

/** A browser without JavaScript, holding the cookies (the session) of `from` when given. */
async function withoutJavaScript(browser: Browser, from?: BrowserContext): Promise<Page> {
	const context = await browser.newContext({
		javaScriptEnabled: false,
		...(from ? { storageState: await from.storageState() } : {}),
	});
	return context.newPage();
}

test("without JavaScript, Add to Cart and the heart on a product page work for a logged-in shopper", async ({
	page,
	browser,
	baseURL,
}) => {
	const product = await aProduct(baseURL as string);
	const customer = await registerCustomer(baseURL as string, "Meera Pillai");

	// logged in earlier, with JavaScript, through the login page: that sets the forms' session cookie
	await page.goto("/login");
	await page.getByLabel("Phone number").fill(customer.phone);
	const sentAfter = Date.now() - 1000;
	await page.getByRole("button", { name: "Send OTP" }).click();
	await page.getByLabel("One-time code").fill(await lastOtp(customer.phone, sentAfter));
	await page.getByRole("button", { name: "Verify & Login" }).click();
	await expect(page).toHaveURL(/\/$/);
	const cookies = await page.context().cookies();
	expect(cookies.find((cookie) => cookie.name === "pitara_session")).toMatchObject({
		httpOnly: true,
		sameSite: "Lax",
		path: "/form",
	});

	// now on a phone that runs no JavaScript
	const plain = await withoutJavaScript(browser, page.context());
	await plain.goto(product.path);
	await expect(plain.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
	await plain.getByRole("button", { name: "Add to Cart" }).first().click();
	await expect(plain).toHaveURL(new RegExp(`${product.path}\\?notice=cart-added$`));
	await expect(plain.getByRole("status").filter({ hasText: "Added to cart!" })).toBeVisible();
	await expect(plain.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
	// a second tap adds nothing twice
	await plain.getByRole("button", { name: "Add to Cart" }).first().click();
	await expect(plain.getByRole("status").filter({ hasText: "already in your cart" })).toBeVisible();

	await plain.getByRole("button", { name: `Add ${product.name} to wishlist` }).click();
	await expect(plain.getByRole("status").filter({ hasText: "Added to wishlist" })).toBeVisible();
	await plain.context().close();

	// the cart holds it, once (the cart page is drawn in the browser: seen with JavaScript)
	await page.goto("/cart");
	const main = page.getByRole("main");
	await expect(main.getByText(product.name).first()).toBeVisible();
	await expect(main.getByText(/Subtotal/).first()).toBeVisible();
	await expect(page.getByRole("banner").getByRole("link", { name: /cart/i }).first()).toContainText("1");
	await page.goto("/wishlist");
	await expect(page.getByRole("main").getByText(product.name).first()).toBeVisible();
});

test("without JavaScript, a visitor's Add to Cart asks them to log in and comes back to the page", async ({
	browser,
	baseURL,
}) => {
	const product = await aProduct(baseURL as string);
	const plain = await withoutJavaScript(browser);
	await plain.goto(product.path);
	await plain.getByRole("button", { name: "Add to Cart" }).first().click();
	await expect(plain).toHaveURL(`/login?redirect=${encodeURIComponent(product.path)}&reason=cart`);
	await plain.context().close();
});

test("after hydration the same button adds through the API, without a page load", async ({ page, baseURL }) => {
	const product = await aProduct(baseURL as string);
	await page.goto(product.path);
	await expect(page.locator("html")).toHaveAttribute("data-hydrated", "hydrated");
	await page.evaluate(() => {
		(window as unknown as { sameDocument: boolean }).sameDocument = true;
	});
	await page.locator("#main").getByRole("button", { name: "Add to Cart" }).first().click();
	// a visitor: the toast asks to log in, and the page stayed (no form post)
	await expect(page.getByText("Please login to add items to cart")).toBeVisible();
	expect(page.url()).not.toContain("/login");
	expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
