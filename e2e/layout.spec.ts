import { expect, expectAccessible, test } from "./support/fixtures.ts";

test.describe("shared layout", () => {
	test("the category menu leads to a listing", async ({ page }, testInfo) => {
		await page.goto("/");
		const header = page.getByRole("banner");
		await expect(header.getByRole("link", { name: "Pitara home" })).toBeVisible();
		await expect(header.getByRole("combobox", { name: "Search products" })).toBeVisible();

		if (testInfo.project.name === "phone") {
			await header.getByRole("button", { name: "Open menu" }).click();
			const menu = page.getByRole("dialog", { name: "Menu" });
			await expect(menu.getByRole("link", { name: "Login / Register" })).toBeVisible();
			await menu.getByRole("button", { name: "Girls" }).click();
			await menu.getByRole("link", { name: "Frocks & Dresses" }).click();
			await expect(menu).toBeHidden();
		} else {
			const bar = page.getByRole("navigation", { name: "Categories" });
			await bar.getByRole("link", { name: "Girls", exact: true }).hover();
			await bar.getByRole("link", { name: "Frocks & Dresses" }).click();
		}
		await expect(page).toHaveURL(/\/products\?category=Girls&subcategory=Frocks\+%26\+Dresses$/);
	});

	test("a category name goes to its listing", async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === "phone", "the phone menu opens categories instead");
		await page.goto("/");
		await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Books" }).click();
		await expect(page).toHaveURL(/\/products\?category=Books$/);
	});

	test("the category bar works from the keyboard: Tab between categories, Enter or Arrow Down into one, Escape out", async ({
		page,
	}, testInfo) => {
		test.skip(testInfo.project.name === "phone", "the phone menu opens categories with buttons of its own");
		await page.goto("/");
		const bar = page.getByRole("navigation", { name: "Categories" });
		const girls = bar.getByRole("link", { name: "Girls", exact: true });
		const girlsPanel = bar.getByRole("button", { name: "Girls subcategories" });
		const frocks = bar.getByRole("link", { name: "Frocks & Dresses" });

		// Tab: Girls, its button, then Boys; no panel opens and no subcategory is passed through
		await girls.focus();
		await page.keyboard.press("Tab");
		await expect(girlsPanel).toBeFocused();
		await expect(girlsPanel).toHaveAttribute("aria-expanded", "false");
		await page.keyboard.press("Tab");
		await expect(bar.getByRole("link", { name: "Boys", exact: true })).toBeFocused();
		await expect(frocks).toBeHidden();

		// Enter on the button opens the panel; Tab goes into it; Escape closes it and returns to the button
		await page.keyboard.press("Shift+Tab");
		await expect(girlsPanel).toBeFocused();
		await page.keyboard.press("Enter");
		await expect(girlsPanel).toHaveAttribute("aria-expanded", "true");
		await expect(frocks).toBeVisible();
		await expectAccessible(page);
		await page.keyboard.press("Tab");
		await expect(frocks).toBeFocused();
		await page.keyboard.press("ArrowDown");
		await expect(bar.getByRole("link", { name: "Tops & T-Shirts" })).toBeFocused();
		await page.keyboard.press("Escape");
		await expect(girlsPanel).toBeFocused();
		await expect(girlsPanel).toHaveAttribute("aria-expanded", "false");
		await expect(frocks).toBeHidden();

		// Arrow Down on a category's name opens it at its first subcategory; Enter follows that link
		await girls.focus();
		await page.keyboard.press("ArrowDown");
		await expect(frocks).toBeFocused();
		await page.keyboard.press("Enter");
		await expect(page).toHaveURL(/\/products\?category=Girls&subcategory=Frocks\+%26\+Dresses$/);
		await expect(frocks).toBeHidden();
	});

	test("the footer links every help page and the page is accessible", async ({ page }) => {
		await page.goto("/");
		const footer = page.getByRole("contentinfo");
		for (const [name, href] of [
			["Our Story", "/about"],
			["Contact Us", "/contact"],
			["FAQ", "/faq"],
			["Size Guide", "/size-guide"],
			["Privacy & Returns", "/privacy"],
		] as const) {
			await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
		}
		await expect(footer).toContainText("Girls (2-12 years)");
		await expect(footer).toContainText("Infants (0-24 months)");
		await expect(footer).toContainText("Safety notice");
		await expectAccessible(page);
	});

	test("the user icon leads to login", async ({ page }) => {
		await page.goto("/");
		await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
		await expect(page).toHaveURL(/\/login$/);
	});
});
