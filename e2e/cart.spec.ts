import type { Locator, Page, TestInfo } from "@playwright/test";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { expect, expectAccessible, lastOtp, test } from "./support/fixtures.ts";

const rupees = new Intl.NumberFormat("en-IN", {
	style: "currency",
	currency: "INR",
	minimumFractionDigits: 0,
	maximumFractionDigits: 2,
});
/** ₹1,299 or ₹1,299.50, as the app writes amounts. */
const money = (amount: number) =>
	Number.isInteger(amount)
		? rupees.format(amount)
		: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(amount);

interface ServerCart {
	response: { product_id: number; name: string; quantity: number }[];
	summary: { mrp_total: number; discount: number; subtotal: number; delivery: number; total: number };
	count: number;
}

/** The cart as the server has it, asked with the page's own session. */
async function serverCart(page: Page): Promise<ServerCart> {
	const token = await page.evaluate(() => localStorage.getItem("token"));
	const response = await page.request.post("/api/products/addtocart/fetch", {
		headers: { authorization: `Bearer ${token}` },
		data: {},
	});
	expect(response.status()).toBe(200);
	return (await response.json()) as ServerCart;
}

const badge = (page: Page) => page.getByRole("banner").getByTestId("cart-badge");

async function expectBadge(page: Page, count: number) {
	if (count === 0) await expect(badge(page)).toHaveCount(0);
	else await expect(badge(page)).toHaveText(String(count));
}

/** The summary on /cart shows exactly the server's amounts. */
async function expectSummaryMatchesServer(page: Page) {
	const cart = await serverCart(page);
	const summary = page.getByTestId("order-summary");
	const row = (label: string) =>
		summary.locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).last();
	await expect(row("Total MRP")).toContainText(money(cart.summary.mrp_total));
	await expect(row("Subtotal")).toContainText(money(cart.summary.subtotal));
	await expect(row("Delivery")).toContainText(cart.summary.delivery > 0 ? money(cart.summary.delivery) : "FREE");
	await expect(row("Total")).toContainText(money(cart.summary.total));
	await expectBadge(page, cart.count);
	return cart;
}

/**
 * The first product card on the page whose Add to Cart can be pressed (the variant has stock); with
 * `sizes: "several"`, the first of a product with more than one size in stock ("3 sizes" on the card).
 */
async function firstBuyableCard(
	page: Page,
	skip: string[] = [],
	{ sizes }: { sizes?: "several" } = {},
): Promise<{ card: Locator; name: string }> {
	let cards = page.locator("article").filter({ has: page.locator("button:enabled", { hasText: "Add to Cart" }) });
	if (sizes === "several") cards = cards.filter({ has: page.getByTestId("card-variant").getByText(/^\d+ sizes/) });
	await expect(cards.first()).toBeVisible();
	const count = await cards.count();
	for (let index = 0; index < count; index += 1) {
		const card = cards.nth(index);
		const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
		// a locator that keeps finding this card after its buttons change
		const stable = page
			.locator("article")
			.filter({ has: page.getByRole("heading", { name, exact: true }) })
			.first();
		if (name && !skip.includes(name)) return { card: stable, name };
	}
	throw new Error("no card with an enabled Add to Cart");
}

/**
 * Counts every 'Added to cart!' toast that appears (they leave after 3 s, so
 * looking later is not enough), across reloads, from the next navigation on.
 */
async function countAddedToasts(page: Page) {
	await page.addInitScript(() => {
		const key = "e2e-added-toasts";
		new MutationObserver((records) => {
			for (const record of records) {
				for (const node of record.addedNodes) {
					if (
						node instanceof HTMLElement &&
						node.closest('[data-testid="toasts-polite"]') &&
						node.textContent?.includes("Added to cart!")
					) {
						sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
					}
				}
			}
		}).observe(document, { childList: true, subtree: true });
	});
}

/**
 * A card's Add to Cart: a product with several sizes asks for one first (the first size in stock is
 * taken); one with a single size in stock is added at once. Answers the size added.
 */
async function addFromCard(page: Page, card: Locator, name: string): Promise<string | null> {
	await card.getByRole("button", { name: "Add to Cart", exact: true }).click();
	const picker = page.getByRole("dialog", { name: "Choose a size" });
	const group = card.getByRole("group", { name: `${name} in your cart` });
	await expect(picker.or(group)).toBeVisible();
	if (!(await picker.isVisible())) return null;
	const size = picker.getByRole("listitem").getByRole("button", { disabled: false }).first();
	const label = (await size.locator("span").first().textContent())?.trim() ?? null;
	await size.click();
	await expect(picker).toHaveCount(0);
	return label;
}

const addedToasts = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem("e2e-added-toasts") ?? 0));

interface PricedProduct {
	name: string;
	slug: string;
	category: string;
	other_info: { id: number; stock: number; size: string; price: number }[];
}

interface ListedProduct {
	name: string;
	other_info: { id: number; stock: number; size: string; color: string }[];
}

/** Logs the demo admin in through the API (waiting out the 15-second resend rule if the other project just asked). */
async function adminToken(baseURL: string): Promise<string> {
	const phone = "9000000001";
	for (let attempt = 0; attempt < 4; attempt += 1) {
		const sentAfter = Date.now() - 1000;
		const sent = await fetch(`${baseURL}/api/user/send/otp`, {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ phone_email: phone }),
		});
		if (sent.status === 429) {
			const wait = Number(sent.headers.get("retry-after") ?? 15);
			await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
			continue;
		}
		expect(sent.status).toBe(200);
		const otp = await lastOtp(phone, sentAfter);
		const validated = await fetch(`${baseURL}/api/user/validate/otp`, {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ phone, otp }),
		});
		expect(validated.status).toBe(200);
		return ((await validated.json()) as { response: { token: string } }).response.token;
	}
	throw new Error("the admin could not log in");
}

async function setStock(baseURL: string, token: string, variantId: number, stock: number) {
	const response = await fetch(`${baseURL}/api/admin/variants/${variantId}`, {
		method: "PATCH",
		headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
		body: JSON.stringify({ stock }),
	});
	expect(response.status).toBe(200);
}

function shooter(page: Page, testInfo: TestInfo) {
	return (name: string) => page.screenshot({ path: `/tmp/cart-${name}-${testInfo.project.name}.png`, fullPage: true });
}

test.describe("cart", () => {
	test("a shopper fills the cart from cards and a product page, then changes it on /cart; badge and summary follow", async ({
		page,
		baseURL,
	}, testInfo) => {
		const shot = shooter(page, testInfo);
		const customer = await registerCustomer(baseURL as string, "Ritu Sharma");
		await logInAs(page, baseURL as string, customer);

		await countAddedToasts(page);
		await page.goto("/products?category=Girls");
		await expectBadge(page, 0);
		const { card, name } = await firstBuyableCard(page, [], { sizes: "several" });

		// add from a card: a product in several sizes asks which one, then at once minus / Go to Cart / plus,
		// 'Added to cart!', badge 1
		await card.getByRole("button", { name: "Add to Cart", exact: true }).click();
		const picker = page.getByRole("dialog", { name: "Choose a size" });
		await expect(picker).toBeVisible();
		await expect(picker).toHaveAccessibleDescription(name);
		expect(await serverCart(page)).toMatchObject({ count: 0 });
		await expectAccessible(page);
		await shot("card-size-picker");
		const size = picker.getByRole("listitem").getByRole("button", { disabled: false }).first();
		const sizeLabel = (await size.locator("span").first().textContent())?.trim() ?? "";
		await size.click();
		await expect(picker).toHaveCount(0);
		const group = card.getByRole("group", { name: `${name} in your cart` });
		await expect(card.getByTestId("card-variant")).toContainText(sizeLabel);
		await expect(group.getByRole("link", { name: "Go to Cart, 1 in cart" })).toBeVisible();
		await expect(page.getByTestId("toasts-polite")).toContainText("Added to cart!");
		await expectBadge(page, 1);
		await shot("card-added");

		// change the quantity from the card; no second 'Added to cart!'
		const plus = group.getByRole("button", {
			name: new RegExp(`^(One more|Only \\d+ left of) ${escapeRegExp(name)}$`),
		});
		if (await plus.isEnabled({ timeout: 5000 }).catch(() => false)) {
			await plus.click();
			await expect(group.getByTestId("card-quantity")).toHaveText("2 in cart");
			await expectBadge(page, 2);
			await expect(group.getByRole("button", { name: `One fewer ${name}` })).toBeEnabled();
			await group.getByRole("button", { name: `One fewer ${name}` }).click();
			await expect(group.getByTestId("card-quantity")).toHaveText("1 in cart");
			await expectBadge(page, 1);
		}
		expect(await addedToasts(page)).toBe(1);
		await expect(group.getByRole("button", { name: `Remove ${name} from cart` })).toBeEnabled();
		expect((await serverCart(page)).count).toBe(1);

		// add from a product page, with the chosen quantity (once the card's toast has gone, so the one seen below is
		// the product page's own)
		await expect(page.getByTestId("toasts-polite")).not.toContainText("Added to cart!");
		const other = await firstBuyableCard(page, [name]);
		await other.card.getByRole("link").first().click();
		await expect(page.getByRole("heading", { level: 1, name: other.name })).toBeVisible();
		const onlyOne = await page.getByText("Only 1 left").isVisible();
		if (!onlyOne) await page.getByRole("button", { name: "Increase quantity" }).click();
		const detailQuantity = onlyOne ? 1 : 2;
		await page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true }).first().click();
		await expect(page.getByRole("main").getByRole("link", { name: "Go to Cart", exact: true })).toBeVisible();
		await expect(page.getByTestId("detail-in-cart")).toHaveText(`${detailQuantity} in your cart`);
		await expect(page.getByTestId("toasts-polite")).toContainText("Added to cart!");
		expect(await addedToasts(page)).toBe(2);
		await expectBadge(page, 1 + detailQuantity);
		await shot("detail-added");

		// /cart: both lines, the server's summary
		await page.getByRole("main").getByRole("link", { name: "Go to Cart", exact: true }).click();
		await expect(page).toHaveURL(/\/cart$/);
		await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
		const lines = page.getByTestId("cart-line");
		await expect(lines).toHaveCount(2);
		await expectSummaryMatchesServer(page);
		await expectAccessible(page);
		await shot("page");

		// change a line: the quantity, badge and summary follow, and match the server
		const firstLine = lines.filter({ hasText: name });
		const linePlus = firstLine.getByRole("button", { name: `One more ${name}` });
		if (await linePlus.isEnabled()) {
			await linePlus.click();
			await expect(firstLine.getByLabel("Quantity", { exact: true })).toHaveText("2");
			await expectBadge(page, 2 + detailQuantity);
			await expect(linePlus).toBeEnabled();
			await expect(firstLine.getByRole("button", { name: `One fewer ${name}` })).toBeEnabled();
			await expectSummaryMatchesServer(page);
		}

		// remove the other line
		await lines
			.filter({ hasText: other.name })
			.getByRole("button", { name: `Remove ${other.name} from cart` })
			.click();
		await expect(lines).toHaveCount(1);
		await expect(page.getByTestId("toasts-polite")).toContainText("Removed from cart");
		await expect(async () => {
			const cart = await serverCart(page);
			expect(cart.response.map((line) => line.name)).toEqual([name]);
		}).toPass();
		const after = await expectSummaryMatchesServer(page);

		// what is on screen is what the server keeps
		await page.reload();
		await expect(lines).toHaveCount(1);
		await expectBadge(page, after.count);
		await expectSummaryMatchesServer(page);

		// the last line goes: the empty cart leads back to the products
		await lines
			.first()
			.getByRole("button", { name: `Remove ${name} from cart` })
			.click();
		await expect(page.getByText("Your cart is empty")).toBeVisible();
		await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
		await expectBadge(page, 0);
		await shot("empty");
	});

	test("a line whose stock runs out stays in the cart, says so and holds Checkout until it is sorted", async ({
		page,
		baseURL,
	}, testInfo) => {
		test.setTimeout(120_000);
		const shot = shooter(page, testInfo);
		const base = baseURL as string;
		const customer = await registerCustomer(base, "Farah Khan");
		await logInAs(page, base, customer);
		const token = await page.evaluate(() => localStorage.getItem("token"));

		// two variants with stock, of Jewelry products only this test touches (one pair per project)
		const listing = await page.request.post("/api/products/all/portal-fetch", {
			data: { filters: { category: "Jewelry", page_size: 48 } },
		});
		const products = ((await listing.json()) as { response: ListedProduct[] }).response;
		const candidates = products.flatMap((product) =>
			product.other_info
				.filter((variant) => variant.stock >= 3)
				.slice(0, 1)
				.map((variant) => ({ product, variant })),
		);
		const offset = testInfo.project.name === "phone" ? 0 : 2;
		const short = candidates[offset];
		const healthy = candidates[offset + 1];
		if (!short || !healthy) throw new Error("too few Jewelry variants in stock");
		for (const [variant, quantity] of [
			[healthy.variant.id, 1],
			[short.variant.id, 2],
		] as const) {
			const added = await page.request.post("/api/product/addtocart", {
				headers: { authorization: `Bearer ${token}` },
				data: { product_id: variant, quantity },
			});
			expect(added.status()).toBe(200);
		}

		const admin = await adminToken(base);
		await setStock(base, admin, short.variant.id, 1);
		await page.goto("/cart");
		const line = page.getByTestId("cart-line").filter({ hasText: short.product.name });
		await expect(line.getByTestId("line-problem")).toHaveText("Only 1 left");
		await expect(page.getByRole("main").getByRole("button", { name: "Checkout" })).toBeDisabled();
		await expect(page.getByText("Remove the items marked unavailable")).toBeVisible();
		// the summary counts only what can be bought; the badge counts everything in the cart
		const cart = await expectSummaryMatchesServer(page);
		expect(cart.count).toBe(3);
		await shot("short-line");

		await line.getByRole("button", { name: "Change to 1" }).click();
		await expect(line.getByTestId("line-problem")).toHaveCount(0);
		await expect(page.getByRole("main").getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
		await expectSummaryMatchesServer(page);

		// sold out while the page is open: Refresh shows it
		await setStock(base, admin, short.variant.id, 0);
		await page.getByRole("button", { name: "Refresh cart" }).click();
		await expect(line.getByTestId("line-problem")).toHaveText("Out of stock");
		await expect(line.getByRole("button", { name: `One more ${short.product.name}` })).toHaveCount(0);
		await expect(page.getByRole("main").getByRole("button", { name: "Checkout" })).toBeDisabled();
		await expectSummaryMatchesServer(page);
		await shot("sold-out-line");

		await line.getByRole("button", { name: `Remove ${short.product.name} from cart` }).click();
		await expect(page.getByTestId("cart-line")).toHaveCount(1);
		await expect(page.getByRole("main").getByRole("link", { name: "Checkout" })).toBeVisible();
		await expectSummaryMatchesServer(page);
		await setStock(base, admin, short.variant.id, 5);
	});

	test("on a phone the main action stays within reach at the bottom, and the page ends above it", async ({
		page,
		baseURL,
	}, testInfo) => {
		test.skip(testInfo.project.name !== "phone", "the bar is for phones");
		const shot = shooter(page, testInfo);
		const customer = await registerCustomer(baseURL as string, "Farah Khan");
		await logInAs(page, baseURL as string, customer);
		await page.goto("/products?category=Boys");
		const { card, name } = await firstBuyableCard(page);
		await card.getByRole("link").first().click();
		await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

		// the panel's Add to Cart is below the first screen: the bar offers it with the price
		const bar = page.getByRole("region", { name: `Buy ${name}` });
		await expect(bar).toBeVisible();
		await expect(bar).toContainText((await page.getByTestId("detail-price").textContent()) ?? "");
		await expectAccessible(page);
		await shot("detail-bar");
		await bar.getByRole("button", { name: "Add to Cart" }).click();
		await expect(bar.getByRole("link", { name: "Go to Cart" })).toBeVisible();
		await expect(page.getByTestId("detail-in-cart")).toHaveText("1 in your cart");
		await expectBadge(page, 1);

		// the panel on screen: one Add to Cart, no bar
		await page.getByTestId("detail-in-cart").scrollIntoViewIfNeeded();
		await expect(bar).toHaveCount(0);

		// at the very end of the page the bar is back, and covers none of it
		await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
		await expect(bar).toBeVisible();
		await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
		const pageEnd = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().bottom);
		const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
		expect(pageEnd).toBeLessThanOrEqual(barTop + 1);

		// the cart: its total and Checkout in the bar once the summary is off screen
		await bar.getByRole("link", { name: "Go to Cart" }).click();
		await expect(page).toHaveURL(/\/cart$/);
		await expect(page.getByTestId("cart-line")).toHaveCount(1);
		await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
		const cartBar = page.getByRole("region", { name: "Cart total and checkout" });
		await expect(cartBar).toBeVisible();
		await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
		expect(
			await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().bottom),
		).toBeLessThanOrEqual((await cartBar.evaluate((element) => element.getBoundingClientRect().top)) + 1);
		const cart = await serverCart(page);
		await expect(cartBar.getByTestId("bar-total")).toHaveText(money(cart.summary.total));
		await expect(cartBar.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
		await shot("cart-bar");
	});

	test.describe("when a change fails", () => {
		test.use({ allowConsoleErrors: [/status of 500/] });

		test("the screen rolls back and the error shows in red", async ({ page, baseURL }, testInfo) => {
			const shot = shooter(page, testInfo);
			const customer = await registerCustomer(baseURL as string, "Imran Qureshi");
			await logInAs(page, baseURL as string, customer);
			await page.goto("/products?category=Boys");
			const { card, name } = await firstBuyableCard(page);
			await addFromCard(page, card, name);
			const group = card.getByRole("group", { name: `${name} in your cart` });
			await expect(group.getByRole("button", { name: `Remove ${name} from cart` })).toBeEnabled();
			await expectBadge(page, 1);

			// the next change fails on the server, after the screen has already moved
			let release: () => void = () => {};
			const gate = new Promise<void>((resolve) => {
				release = resolve;
			});
			await page.route(
				"**/api/product/addtocart",
				async (route) => {
					await gate;
					await route.fulfill({
						status: 500,
						contentType: "application/json",
						body: JSON.stringify({
							status: false,
							message: "Something went wrong on our side. Please try again.",
							code: "INTERNAL_ERROR",
						}),
					});
				},
				{ times: 1 },
			);
			await group.getByRole("button", { name: `Remove ${name} from cart` }).click();
			await expect(card.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
			await expectBadge(page, 0);
			release();

			await expect(page.getByTestId("toasts-assertive")).toContainText(
				"Something went wrong on our side. Please try again.",
			);
			await expect(group.getByTestId("card-quantity")).toHaveText("1 in cart");
			await expectBadge(page, 1);
			await shot("rolled-back");
			expect((await serverCart(page)).count).toBe(1);

			// on /cart too: a failed removal brings the line back
			await page.goto("/cart");
			await expect(page.getByTestId("cart-line")).toHaveCount(1);
			await page.route(
				"**/api/product/addtocart",
				(route) =>
					route.fulfill({
						status: 500,
						contentType: "application/json",
						body: JSON.stringify({ status: false, message: "The cart is resting. Try again.", code: "X" }),
					}),
				{ times: 1 },
			);
			await page.getByRole("button", { name: `Remove ${name} from cart` }).click();
			await expect(page.getByTestId("toasts-assertive")).toContainText("The cart is resting. Try again.");
			await expect(page.getByTestId("cart-line")).toHaveCount(1);
			await expectSummaryMatchesServer(page);
		});
	});

	test("a card's headline price is what its Add to Cart adds, never a cheaper sold-out size's", async ({
		page,
		baseURL,
	}) => {
		// a product whose cheapest size is sold out while another is in stock (the demo shop has several)
		let found: { product: PricedProduct; inStock: PricedProduct["other_info"] } | undefined;
		for (const category of ["Boys", "Girls", "Infants"]) {
			const listing = await page.request.get(`/api/products?category=${category}&page_size=96`);
			const products = ((await listing.json()) as { response: PricedProduct[] }).response;
			for (const product of products) {
				const cheapest = Math.min(...product.other_info.map((variant) => variant.price));
				const inStock = product.other_info.filter((variant) => variant.stock > 0);
				const soldOutCheapest = product.other_info.some((v) => v.stock === 0 && v.price === cheapest);
				if (soldOutCheapest && inStock.length > 0 && inStock.every((v) => v.price > cheapest)) {
					found = { product, inStock };
					break;
				}
			}
			if (found) break;
		}
		if (!found) throw new Error("no demo product with a sold-out cheapest size");
		const { product, inStock } = found;
		const lowest = Math.min(...inStock.map((variant) => variant.price));
		const sizes = new Set(inStock.map((variant) => variant.size)).size;
		const from = sizes > 1 && new Set(inStock.map((variant) => variant.price)).size > 1;

		const customer = await registerCustomer(baseURL as string, "Kavya Menon");
		await logInAs(page, baseURL as string, customer);
		await page.goto(`/products?name=${encodeURIComponent(product.name)}`);
		// its own card (another product may share the name): by the link to its page
		const href = `/products/${encodeURIComponent(product.category.toLowerCase())}/${encodeURIComponent(product.slug)}`;
		const card = page.locator("article").filter({ has: page.locator(`a[href="${href}"]`) });
		await expect(card.getByTestId("card-price")).toHaveText(`Price ${from ? "from " : ""}${money(lowest)}`);
		const size = await addFromCard(page, card, product.name);
		const cart = await serverCart(page);
		const line = cart.response[0] as ServerCart["response"][number] & { price: number; size: string };
		expect(cart.response).toHaveLength(1);
		if (from) {
			// the picker said each size's price; the one taken costs at least the headline's "from"
			expect(line.size).toBe(size);
			expect(line.price).toBeGreaterThanOrEqual(lowest);
			await expect(card.getByTestId("card-variant")).toContainText(money(line.price));
		} else {
			expect(line.price).toBe(lowest);
		}
		expect(line.price).toBeGreaterThan(Math.min(...product.other_info.map((variant) => variant.price)));
	});

	test("a visitor is asked to log in and comes back", async ({ page }) => {
		await page.goto("/products?category=Toys");
		const { card, name } = await firstBuyableCard(page);
		await card.getByRole("button", { name: "Add to Cart", exact: true }).click();
		const toast = page.getByTestId("toasts-assertive");
		await expect(toast).toContainText("Please login to add items to cart");
		await card.getByRole("button", { name: `Add ${name} to wishlist` }).click();
		await expect(toast).toContainText("Please login to manage wishlist");
		await toast.getByRole("button", { name: "Log in" }).first().click();
		await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts%3Fcategory%3DToys$/);

		await page.goto("/cart");
		await expect(page.getByText("Please login to view your cart")).toBeVisible();
		await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?redirect=%2Fcart");
		await page.goto("/wishlist");
		await expect(page.getByText("Please login to view your wishlist")).toBeVisible();
		await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute(
			"href",
			"/login?redirect=%2Fwishlist",
		);
	});
});

test.describe("wishlist", () => {
	test("a shopper hearts products, sees them with their real rating and adds one to the cart from the wishlist", async ({
		page,
		baseURL,
	}, testInfo) => {
		const shot = shooter(page, testInfo);
		const customer = await registerCustomer(baseURL as string, "Neha Pillai");
		await logInAs(page, baseURL as string, customer);

		await page.goto("/products?category=Girls");
		const { card, name } = await firstBuyableCard(page);
		const heart = card.getByRole("button", { name: `Add ${name} to wishlist` });
		await heart.click();
		await expect(page.getByTestId("toasts-polite")).toContainText("Added to wishlist");
		const filled = card.getByRole("button", { name: `Remove ${name} from wishlist` });
		await expect(filled).toHaveAttribute("data-wishlisted", "true");

		// a second product, hearted and un-hearted on its page
		const other = await firstBuyableCard(page, [name]);
		await other.card.getByRole("link").first().click();
		await expect(page.getByRole("heading", { level: 1, name: other.name })).toBeVisible();
		await page.getByRole("button", { name: `Add ${other.name} to wishlist` }).click();
		await expect(page.getByTestId("toasts-polite")).toContainText("Added to wishlist");
		await page.getByRole("button", { name: `Remove ${other.name} from wishlist` }).click();
		await expect(page.getByTestId("toasts-polite")).toContainText("Removed from wishlist");
		await expect(page.getByRole("button", { name: `Add ${other.name} to wishlist` })).toHaveAttribute(
			"data-wishlisted",
			"false",
		);

		// /wishlist: the entry, its rating as the product page gives it
		await page.goto("/wishlist");
		await expect(page.getByRole("heading", { level: 1, name: "My Wishlist (1)" })).toBeVisible();
		const entry = page.getByTestId("wishlist-card");
		await expect(entry).toHaveCount(1);
		await expect(entry.getByRole("heading", { name })).toBeVisible();
		await expect(entry.getByText(/^\(\d+\)$/)).toBeVisible();
		await expectAccessible(page);
		await shot("wishlist");

		// Add to Cart: in the cart at once, said so, and the entry stays on the wishlist
		await expectBadge(page, 0);
		await entry.getByRole("button", { name: "Add to Cart", exact: true }).click();
		await expect(page.getByTestId("toasts-polite")).toContainText("Added to cart!");
		await expectBadge(page, 1);
		await expect(entry.getByRole("link", { name: "Go to Cart, 1 in cart" })).toBeVisible();
		await expect(page.getByRole("heading", { level: 1, name: "My Wishlist (1)" })).toBeVisible();
		const cart = await serverCart(page);
		expect(cart.response.map((line) => [line.name, line.quantity])).toEqual([[name, 1]]);
		await page.reload();
		await expect(page.getByTestId("wishlist-card")).toHaveCount(1);
		await shot("wishlist-added");

		// only the heart takes it off
		await page
			.getByTestId("wishlist-card")
			.getByRole("button", { name: `Remove ${name} from wishlist` })
			.click();
		await expect(page.getByRole("heading", { level: 1, name: "My Wishlist (0)" })).toBeVisible();
		await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");

		await page.goto("/cart");
		await expect(page.getByTestId("cart-line")).toHaveCount(1);
		await expect(page.getByTestId("cart-line")).toContainText(name);
	});
});

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
