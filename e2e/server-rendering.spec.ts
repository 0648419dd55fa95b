import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/**
 * Server rendering (docs/decisions/017-server-rendering.md): each kind of
 * page arrives with its content, hydrates without an error in the console
 * (the fixtures fail a test on any console error, React's hydration
 * mismatches included), and then moves as a single-page app: a link opens the
 * next page without loading a document.
 */

/** Loads `path`, checks that the server sent `text` in the HTML, and waits for hydration. */
async function openServerRendered(page: Page, path: string, text: string | RegExp) {
	const response = await page.goto(path);
	expect(response?.status()).toBe(200);
	const html = (await response?.text()) ?? "";
	if (typeof text === "string") expect(html).toContain(text);
	else expect(html).toMatch(text);
	await expect(page.locator("html")).toHaveAttribute("data-hydrated", "hydrated");
	// the page's content is on screen before any of its code is asked for (decision 029): on a slow line the
	// first paint and the largest picture do not wait behind 90 KB of JavaScript
	const timing = await page.evaluate(() => ({
		firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
		firstScript: Math.min(
			...performance
				.getEntriesByType("resource")
				.filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
				.map((entry) => entry.startTime),
		),
	}));
	expect(timing.firstScript).toBeGreaterThan(timing.firstPaint);
	// a full page load would lose this; a client-side navigation keeps it
	await page.evaluate(() => {
		(window as unknown as { sameDocument: boolean }).sameDocument = true;
	});
}

async function expectSameDocument(page: Page) {
	expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

async function firstProduct(baseURL: string): Promise<{ path: string; name: string }> {
	const response = await fetch(`${baseURL}/api/products?category=Girls&page_size=1`);
	const body = (await response.json()) as { response: { slug: string; name: string }[] };
	const product = body.response[0];
	if (!product) throw new Error("the demo shop has no Girls product");
	return { path: `/products/girls/${product.slug}`, name: product.name };
}

test("home: server-rendered, hydrated, then a category opens without a page load", async ({ page }) => {
	await openServerRendered(page, "/", /₹\d/);
	await page
		.getByRole("link", { name: /Shop now/i })
		.first()
		.click();
	await expect(page).toHaveURL(/\/products/);
	await expect(page.getByTestId("card-price").first()).toBeVisible();
	await expectSameDocument(page);
});

test("listing: server-rendered cards, then a product opens without a page load", async ({ page, baseURL }) => {
	const product = await firstProduct(baseURL as string);
	await openServerRendered(page, "/products?category=Girls", product.name);
	await page
		.getByRole("link", { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
		.first()
		.click();
	await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
	await expectSameDocument(page);
});

test("product page: server-rendered, then the breadcrumb opens the listing without a page load", async ({
	page,
	baseURL,
}) => {
	const product = await firstProduct(baseURL as string);
	await openServerRendered(page, product.path, product.name);
	await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
	await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Girls" }).click();
	await expect(page).toHaveURL(/\/products\?category=Girls/);
	await expect(page.getByTestId("card-price").first()).toBeVisible();
	await expectSameDocument(page);
});

test("content page: the FAQ is server-rendered, then Our Story opens without a page load", async ({ page }) => {
	await openServerRendered(page, "/faq", "Frequently Asked Questions");
	await page.getByRole("contentinfo").getByRole("link", { name: "Our Story" }).click();
	await expect(page).toHaveURL(/\/about$/);
	await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
	await expectSameDocument(page);
});

test.describe("an unknown product", () => {
	// the browser reports the document's own 404 in the console
	test.use({ allowConsoleErrors: [/status of 404/] });

	test("answers 404 with the page that says so", async ({ page }) => {
		const response = await page.goto("/products/girls/no-such-frock");
		expect(response?.status()).toBe(404);
		expect(await response?.text()).toContain("Product not found");
		await expect(page.locator("html")).toHaveAttribute("data-hydrated", "hydrated");
		await expect(page.getByText("Product not found").first()).toBeVisible();
	});
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("the catalogue reads and navigates as plain HTML", async ({ page, baseURL }) => {
		const product = await firstProduct(baseURL as string);
		await page.goto("/");
		// the footer's links: the phone's category menu is a dialog that needs JavaScript
		await page
			.getByRole("contentinfo")
			.getByRole("link", { name: /^Girls/ })
			.click();
		await expect(page).toHaveURL(/\/products\?category=Girls/);
		await expect(page.getByTestId("card-price").first()).toContainText("₹");
		// sort and price range are GET forms that keep the category
		await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-low");
		await page.getByRole("button", { name: "Sort" }).click();
		await expect(page).toHaveURL(/\/products\?category=Girls&sort=price-low/);
		const filters = page.getByRole("complementary", { name: "Filters" });
		if (await filters.isVisible()) {
			await filters.getByLabel("Min (₹)").fill("300");
			await filters.getByLabel("Max (₹)").fill("900");
			await filters.getByRole("button", { name: "Apply" }).click();
			await expect(page).toHaveURL(/category=Girls&sort=price-low&min_price=300&max_price=900/);
		}
		await page.goto("/products?category=Girls");
		await page
			.getByRole("link", { name: new RegExp(product.name) })
			.first()
			.click();
		await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
		await expect(page.getByText("Description")).toBeVisible();
	});
});
