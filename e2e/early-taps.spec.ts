import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { logInAs, registerCustomer } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 28: what a shopper does in the first seconds, while a slow phone has
 * the page's HTML but not yet its code, is never lost and never changes
 * meaning; price sorts agree with the cards; the card's button is named by
 * what it shows; a visitor reads the shop's delivery range. Each journey holds
 * the page's scripts (/assets/*.js) back for a few seconds, acts on the server's
 * HTML, then lets the code in and checks what the shopper expects.
 */

/** Holds every script of the app until `release()`; the page meanwhile is its server HTML. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
	let release = () => {};
	const released = new Promise<void>((resolve) => {
		release = resolve;
	});
	const held = async (route: Route) => {
		await released;
		await route.continue().catch(() => {});
	};
	await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, held);
	return async () => {
		release();
		await page.unroute(/\/assets\/[^?]*\.js(\?.*)?$/, held);
	};
}

/** A navigation while the scripts are held: the load event waits for them, the shopper does not. */
const HELD = { waitUntil: "domcontentloaded" } as const;

/** The app is live: it hydrated the server's page, or drew in the browser a page the server leaves to it (login). */
async function hydrated(page: Page): Promise<void> {
	await expect(page.locator("html")).toHaveAttribute("data-hydrated", /^(hydrated|rendered)$/, { timeout: 20_000 });
}

interface ListedProduct {
	product_id: number;
	slug: string;
	name: string;
	price: number;
	other_info: { id: number; size: string; color: string; price: number; stock: number }[];
}

async function listing(baseURL: string, query: string): Promise<ListedProduct[]> {
	const response = await fetch(`${baseURL}/api/products?${query}`);
	return ((await response.json()) as { response: ListedProduct[] }).response;
}

/** Card prices in the order the page shows them, from the "₹1,299" of each card's price. */
async function cardPrices(page: Page): Promise<number[]> {
	const texts = await page.getByTestId("card-price").allTextContents();
	return texts.map((text) => Number((/₹([\d,]+)/.exec(text)?.[1] ?? "NaN").replaceAll(",", "")));
}

test("price sorts list the cards in the order of the prices they show, before and after the code runs", async ({
	page,
}) => {
	const release = await holdScripts(page);
	for (const [sort, direction] of [
		["price-high", -1],
		["price-low", 1],
	] as const) {
		await page.goto(`/products?sort=${sort}`, HELD);
		const prices = await cardPrices(page);
		expect(prices.length).toBeGreaterThan(10);
		expect(prices).toEqual([...prices].sort((a, b) => direction * (a - b)));
	}
	await release();
	await hydrated(page);
	await page.getByRole("button", { name: /load more/i }).click();
	await expect(page.getByTestId("card-price")).toHaveCount(48);
	const prices = await cardPrices(page);
	expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("a visitor's early tap on Add to Cart or the heart reads SPEC's words on the login page", async ({
	page,
	baseURL,
}) => {
	const [product] = (await listing(baseURL as string, "category=Girls&page_size=24")).filter(
		(item) => (item.other_info[0]?.stock ?? 0) > 0,
	);
	if (!product) throw new Error("no Girls product in stock");
	const path = `/products/girls/${product.slug}`;
	// the login page is drawn in the browser: its notice shows once the code has come
	let release = await holdScripts(page);
	await page.goto(path, HELD);
	await page.locator("#main").getByRole("button", { name: "Add to Cart" }).first().click();
	await expect(page).toHaveURL(/\/login\?redirect=.*&reason=cart$/);
	await release();
	await hydrated(page);
	await expect(page.getByText("Please login to add items to cart")).toBeVisible();
	release = await holdScripts(page);
	await page.goto(path, HELD);
	await page
		.locator("#main")
		.getByRole("button", { name: `Add ${product.name} to wishlist` })
		.first()
		.click();
	await expect(page).toHaveURL(/\/login\?redirect=.*&reason=wishlist$/);
	await release();
	await hydrated(page);
	await expect(page.getByText("Please login to manage wishlist")).toBeVisible();
	await page.screenshot({ path: `test-results/early-login-notice-${test.info().project.name}.png` });
});

/** A product of one colour whose first two sizes are in stock and cost different amounts. */
async function productWithPricedSizes(baseURL: string): Promise<{ path: string; product: ListedProduct }> {
	for (const category of ["boys", "girls"]) {
		const items = await listing(baseURL, `category=${category}&page_size=96`);
		const product = items.find((item) => {
			const colours = new Set(item.other_info.map((v) => v.color));
			const inStock = item.other_info.filter((v) => v.stock > 0);
			return colours.size === 1 && inStock.length >= 2 && new Set(inStock.map((v) => v.price)).size >= 2;
		});
		if (product) return { path: `/products/${category}/${product.slug}`, product };
	}
	throw new Error("no product with differently priced sizes");
}

test("a size tapped before the code runs is the size the page sells once it is live", async ({ page, baseURL }) => {
	const { path, product } = await productWithPricedSizes(baseURL as string);
	const release = await holdScripts(page);
	await page.goto(path, HELD);
	const sizes = page.getByRole("group", { name: /^Size/ });
	const shown = await sizes.getByRole("radio", { checked: true }).getAttribute("value");
	const other = product.other_info.find((v) => v.stock > 0 && v.size !== shown && v.price !== product.price);
	if (!other) throw new Error("no other size");
	await sizes.getByText(other.size, { exact: true }).click();
	await page.waitForTimeout(1500);
	await release();
	await hydrated(page);
	await expect(sizes).toContainText(`Size: ${other.size}`);
	await expect(page).toHaveURL(new RegExp(`variant=${other.id}`));
	await expect(page.getByTestId("detail-price")).toContainText(other.price.toLocaleString("en-IN"));
	// and a tap on the first size after that does change it back
	await sizes.getByText(shown ?? "", { exact: true }).click();
	await expect(sizes).toContainText(`Size: ${shown}`);
});

test("?size= chooses the size without JavaScript, and the cart form carries the size", async ({ browser, baseURL }) => {
	const { path, product } = await productWithPricedSizes(baseURL as string);
	const context = await browser.newContext({ javaScriptEnabled: false });
	const plain = await context.newPage();
	const [first, second] = product.other_info.filter((v) => v.stock > 0);
	if (!first || !second) throw new Error("two sizes in stock");
	await plain.goto(`${path}?size=${encodeURIComponent(second.size)}`);
	const sizes = plain.getByRole("group", { name: /^Size/ });
	await expect(sizes.getByRole("radio", { checked: true })).toHaveAttribute("value", second.size);
	// a tap on another size and Add to Cart posts that size: the visitor is sent to log in for that variant
	await sizes.getByText(first.size, { exact: true }).click();
	await plain.getByRole("button", { name: "Add to Cart" }).first().click();
	await expect(plain).toHaveURL(new RegExp(`redirect=[^&]*variant%3D${first.id}`));
	await context.close();
});

test("text typed in the header search and the FAQ search before the code runs is what the app searches", async ({
	page,
}) => {
	const release = await holdScripts(page);
	await page.goto("/faq", HELD);
	const faqSearch = page.getByRole("searchbox", { name: "Search the FAQ" });
	await faqSearch.fill("refund");
	const headerSearch = page.locator("#header-search");
	await headerSearch.fill("frock");
	await release();
	await hydrated(page);
	// the FAQ lists only what matches what the box holds
	const questions = page.locator("main h3 > button[aria-expanded]");
	await expect(faqSearch).toHaveValue("refund");
	await expect.poll(() => questions.count()).toBeGreaterThan(0);
	await expect.poll(() => questions.count()).toBeLessThan(19);
	await expect(questions.filter({ hasText: /refund/i }).first()).toBeVisible();
	await expect(headerSearch).toHaveValue("frock");
	await headerSearch.press("Enter");
	await expect(page).toHaveURL(/\/products\?name=frock/);
	// the listing names the search (its heading stays "All Products", as a search from a live page does)
	await expect(page.getByText("Results for “frock”")).toBeVisible();
	await expect(page.getByRole("main").getByRole("article").first().getByRole("heading")).toContainText(/Frock/i);
});

test("the card's button is named by what it shows (axe label-content-name-mismatch) on /products and /wishlist", async ({
	page,
	baseURL,
}) => {
	const check = async () => {
		const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
		expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
	};
	await page.goto("/products", HELD);
	await hydrated(page);
	const card = page.locator("#main article").first();
	await expect(card.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
	await check();

	const customer = await registerCustomer(baseURL as string, "Asha Rao");
	await logInAs(page, baseURL as string, customer);
	const items = await listing(baseURL as string, "category=Toys&page_size=4");
	for (const item of items) {
		const variant = item.other_info[0];
		await page.evaluate(async (id) => {
			await fetch("/api/product/wishlist", {
				method: "POST",
				headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
				body: JSON.stringify({ product_id: id }),
			});
		}, variant?.id);
	}
	await page.goto("/wishlist", HELD);
	await expect(page.getByRole("button", { name: "Add to Cart", exact: true }).first()).toBeVisible();
	await check();
});

test("a visitor reads the shop's delivery range on the product page before and after the code runs", async ({
	page,
	baseURL,
}) => {
	const [product] = await listing(baseURL as string, "category=Toys&page_size=1");
	const release = await holdScripts(page);
	await page.goto(`/products/toys/${product?.slug}`, HELD);
	const range = /Delivery in \d+–\d+ days · check your pincode/;
	await expect(page.getByText(range)).toBeVisible();
	await release();
	await hydrated(page);
	await expect(page.getByText(range)).toBeVisible();
	await expect(page.getByRole("textbox", { name: "Check delivery" })).toBeVisible();
	await page.screenshot({ path: `test-results/delivery-range-${test.info().project.name}.png` });
});

test("taps on the menu, the quantity steps, a card's Add to Cart and a Popular Authors tile before the code runs are replayed once", async ({
	page,
	baseURL,
}) => {
	// four pages, each held and then hydrated
	test.setTimeout(150_000);
	const { path } = await productWithPricedSizes(baseURL as string);
	let release = await holdScripts(page);
	await page.goto(path, HELD);
	const plus = page.getByRole("button", { name: "Increase quantity" });
	await plus.click();
	await plus.click();
	await release();
	await hydrated(page);
	await expect(page.locator("output[aria-label=Quantity]")).toHaveText("3");

	release = await holdScripts(page);
	await page.goto("/products?category=Toys", HELD);
	await page.locator("#main article").getByRole("button", { name: "Add to Cart", exact: true }).first().click();
	await release();
	await hydrated(page);
	// a visitor: once live, the tap asks them to log in, as a tap on the live page does
	await expect(page.getByText("Please login to add items to cart")).toBeVisible();

	release = await holdScripts(page);
	await page.goto("/", HELD);
	const author = page.getByRole("list", { name: "Popular authors" }).getByRole("button").first();
	await author.scrollIntoViewIfNeeded();
	await author.click();
	await release();
	await hydrated(page);
	await expect(page.getByText("Coming Soon").first()).toBeVisible();

	if (test.info().project.name === "phone") {
		release = await holdScripts(page);
		await page.goto("/products", HELD);
		await page.getByRole("button", { name: "Open menu" }).click();
		await release();
		await hydrated(page);
		await expect(page.getByRole("dialog")).toBeVisible();
		await page.screenshot({ path: `test-results/early-menu-${test.info().project.name}.png` });
	}
});
