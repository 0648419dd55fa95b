import type { Page } from "@playwright/test";
import { expect, expectAccessible, lastOtp, test, uniquePhone } from "./support/fixtures.ts";

/** The prices of the cards on screen, in rupees, in order. */
async function cardPrices(page: Page): Promise<number[]> {
	const texts = await page.getByTestId("card-price").allTextContents();
	return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

/** Makes a customer through the API and stores the session as the login page does. */
async function logIn(page: Page, baseURL: string) {
	const phone = uniquePhone();
	const registered = await fetch(`${baseURL}/api/users/registration`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({
			full_name: "Kavya Menon",
			email: `kavya.${phone}@example.com`,
			phone,
			password: "pitara123",
			gender: "Female",
			dob: "1991-05-14",
		}),
	});
	expect(registered.status).toBe(201);
	const sentAt = Date.now() - 1000;
	const sent = await fetch(`${baseURL}/api/user/send/otp`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({ phone_email: phone }),
	});
	expect(sent.status).toBe(200);
	const otp = await lastOtp(phone, sentAt);
	const validated = await fetch(`${baseURL}/api/user/validate/otp`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({ phone, otp }),
	});
	const { response } = (await validated.json()) as { response: { token: string; userInfo: unknown } };
	await page.evaluate(
		({ token, user }) => {
			localStorage.setItem("token", token);
			localStorage.setItem("user", JSON.stringify(user));
		},
		{ token: response.token, user: response.userInfo },
	);
}

test.describe("catalogue", () => {
	test("a shopper finds, narrows, sorts and opens a product, then searches with a slip", async ({ page }, testInfo) => {
		const phone = testInfo.project.name === "phone";
		const shot = (name: string) =>
			page.screenshot({ path: `/tmp/catalog-${name}-${testInfo.project.name}.png`, fullPage: true });

		// category menu → listing
		await page.goto("/");
		if (phone) {
			await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
			const menu = page.getByRole("dialog", { name: "Menu" });
			await menu.getByRole("button", { name: "Girls" }).click();
			await menu.getByRole("link", { name: "All Girls" }).click();
		} else {
			await page
				.getByRole("navigation", { name: "Categories" })
				.getByRole("link", { name: "Girls", exact: true })
				.click();
		}
		await expect(page).toHaveURL(/\/products\?category=Girls$/);
		await expect(page.getByRole("heading", { level: 1, name: "Girls" })).toBeVisible();
		await expect(page.getByText(/^\d+ products$/)).toBeVisible();
		await expect(page.getByTestId("card-price").first()).toBeVisible();
		const allGirls = Number((await page.getByText(/^\d+ products$/).textContent())?.split(" ")[0]);
		await expect(page.locator("main img").first()).toHaveAttribute("loading", "eager");
		await shot("listing");
		await expectAccessible(page);

		// filter by brand and price (desktop sidebar, phone slide-over)
		let filters = page.getByRole("complementary", { name: "Filters" });
		if (phone) {
			await page.getByRole("button", { name: /^Filters( \(\d+\))?$/ }).click();
			filters = page.getByRole("dialog", { name: "Filters" });
			await expect(filters.getByRole("button", { name: "Close filters" })).toBeFocused();
		}
		const showAll = filters.getByRole("button", { name: /Show all \d+ brands/ });
		if (await showAll.isVisible()) await showAll.click();
		await filters.getByRole("radio", { name: "Tiny Tots" }).check();
		await expect(page).toHaveURL(/brand=Tiny\+Tots/);
		await filters.getByLabel("Min (₹)").fill("300");
		await filters.getByLabel("Max (₹)").fill("2000");
		await filters.getByRole("button", { name: "Apply" }).click();
		await expect(page).toHaveURL(/min_price=300&max_price=2000/);
		if (phone) {
			await shot("filters");
			await filters.getByRole("button", { name: /^Show \d+ products?$/ }).click();
			await expect(filters).toBeHidden();
		}
		await expect(page.getByRole("button", { name: "Remove filter Brand: Tiny Tots" })).toBeVisible();
		await expect(page.getByText(/^\d+ products?$/)).not.toHaveText(`${allGirls} products`);
		const narrowed = await cardPrices(page);
		expect(narrowed.length).toBeGreaterThan(0);
		expect(narrowed.every((price) => price >= 300 && price <= 2000)).toBe(true);

		// sort by price
		await page.getByLabel("Sort by").selectOption("price-low");
		await expect(page).toHaveURL(/sort=price-low/);
		await expect
			.poll(async () => {
				const prices = await cardPrices(page);
				return prices.length > 0 && prices.every((price, i) => i === 0 || (prices[i - 1] as number) <= price);
			})
			.toBe(true);

		// the back button undoes the sort
		await page.goBack();
		await expect(page).not.toHaveURL(/sort=/);
		await page.goForward();
		await expect(page).toHaveURL(/sort=price-low/);

		// open a product
		const firstCard = page.getByRole("main").getByRole("article").first();
		const productName = (await firstCard.getByRole("heading").textContent())?.trim() ?? "";
		await firstCard.getByRole("link").click();
		await expect(page).toHaveURL(/\/products\/girls\/[a-z0-9-]+/);
		await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
		const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
		await expect(breadcrumb.getByRole("link", { name: "Home" })).toBeVisible();
		await expect(breadcrumb.getByRole("link", { name: "Girls" })).toBeVisible();
		await expect(page.getByText("Warranty:")).toContainText("1 year");
		await expect(page.getByLabel("Check delivery")).toBeVisible();
		const sizeGuide = page.getByRole("button", { name: "Size guide", exact: true });
		await expect(sizeGuide).toBeVisible();

		// change the variant: another size (or colour), and the URL remembers it
		const sizes = page.getByRole("group", { name: /^Size:/ }).getByRole("radio");
		const colours = page.getByRole("group", { name: /^Colour:/ }).getByRole("radio");
		const options = (await sizes.count()) > 1 ? sizes : colours;
		let target = options.nth(1);
		if ((await options.count()) > 1) {
			if (await target.isChecked()) target = options.nth(0);
			// a shopper taps the option's visible label (the radio itself is visually hidden)
			await target.locator("xpath=ancestor::label[1]").click();
			await expect(page).toHaveURL(/variant=\d+/);
			await expect(target).toBeChecked();
		}
		await expect(page.getByTestId("detail-price")).toBeVisible();

		// the size guide opens over the page with the girls' chart and the chosen size marked; closing it keeps the place
		const chosenSize = (
			await page
				.getByRole("group", { name: /^Size:/ })
				.locator("legend span")
				.textContent()
		)?.trim();
		const urlBefore = page.url();
		await sizeGuide.click();
		const guide = page.getByRole("dialog", { name: "Size guide" });
		await expect(guide).toHaveAccessibleDescription("Girls (1-13 years)");
		await expect(guide.getByRole("row", { name: new RegExp(`^${chosenSize} `) })).toHaveAttribute(
			"aria-current",
			"true",
		);
		await expect(guide.getByRole("link", { name: "How to measure, and all size charts" })).toHaveAttribute(
			"href",
			"/size-guide#girls",
		);
		await expectAccessible(page);
		await page.keyboard.press("Escape");
		await expect(guide).toHaveCount(0);
		await expect(sizeGuide).toBeFocused();
		expect(page.url()).toBe(urlBefore);

		// the gallery: thumbnails, and the full-screen viewer with a counter
		const thumbnails = page.getByRole("list", { name: "Pictures" }).getByRole("button");
		const pictureCount = await thumbnails.count();
		expect(pictureCount).toBeGreaterThan(1);
		await thumbnails.nth(1).click();
		await expect(page.getByRole("button", { name: `View pictures full screen, 2 of ${pictureCount}` })).toBeVisible();
		await page.getByRole("button", { name: /View pictures full screen/ }).click();
		const viewer = page.getByRole("dialog", { name: `${productName} pictures` });
		await expect(viewer.getByText(`2 / ${pictureCount}`)).toBeVisible();
		await viewer.getByRole("button", { name: "Next image" }).click();
		await expect(viewer.getByText(`${(2 % pictureCount) + 1} / ${pictureCount}`)).toBeVisible();
		await viewer.getByRole("button", { name: "Previous image" }).click();
		await expect(viewer.getByText(`2 / ${pictureCount}`)).toBeVisible();
		await page.keyboard.press("Escape");
		await expect(viewer).toBeHidden();

		// description, reviews and similar products
		await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();
		await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
		const reviews = page.getByRole("region", { name: "Customer Reviews" });
		await expect(reviews.getByRole("link", { name: "Log in to write a review" })).toBeVisible();
		const similar = page.getByRole("region", { name: "Similar Products" });
		await expect(similar.getByRole("article").first()).toBeVisible();
		expect(await similar.getByRole("article").count()).toBeLessThanOrEqual(4);
		await expect(similar.getByRole("heading", { name: productName, exact: true })).toHaveCount(0);
		await shot("product");
		await expectAccessible(page);

		// search with a misspelled word and open a suggestion
		const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
		await search.fill("frok");
		const listbox = page.getByRole("listbox", { name: "Search suggestions" });
		await expect(listbox).toBeVisible();
		const suggestion = listbox.getByRole("option").filter({ hasText: /Frock/ }).first();
		await expect(suggestion).toBeVisible();
		await expect(search).toHaveAttribute("aria-expanded", "true");
		await shot("search");
		const suggested = ((await suggestion.locator("span span").first().textContent()) ?? "").trim();
		await suggestion.click();
		await expect(page.getByRole("heading", { level: 1, name: suggested })).toBeVisible();
		expect(suggested).toMatch(/Frock/);
	});

	test("the search box works from the keyboard and Enter lists the matches", async ({ page }) => {
		await page.goto("/");
		const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
		await search.fill("frok");
		const listbox = page.getByRole("listbox", { name: "Search suggestions" });
		await expect(listbox.getByRole("option").first()).toBeVisible();
		await search.press("ArrowDown");
		const first = listbox.getByRole("option").first();
		await expect(first).toHaveAttribute("aria-selected", "true");
		await expect(search).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
		await search.press("Escape");
		await expect(listbox).toBeHidden();
		await expect(search).toHaveValue("frok");
		await search.press("Enter");
		await expect(page).toHaveURL(/\/products\?name=frok$/);
		await expect(page.getByText("Results for “frok”")).toBeVisible();
		await expect(page.getByTestId("card-price").first()).toBeVisible();
		await expect(page.getByRole("main").getByRole("article").first().getByRole("heading")).toContainText(/Frock/);
	});

	test("suggestions keep to what the shopper means: frocks for 'frok', teddies for 'teddi', not look-alikes", async ({
		page,
	}) => {
		await page.goto("/");
		const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
		const listbox = page.getByRole("listbox", { name: "Search suggestions" });
		const optionsFor = async (text: string, expected: RegExp) => {
			await search.fill(text);
			await expect(listbox.getByRole("option").filter({ hasText: expected }).first()).toBeVisible();
			return listbox.getByRole("option").allTextContents();
		};
		const frok = await optionsFor("frok", /Frock/);
		expect(frok.length).toBeGreaterThan(2);
		// a book 'from' the Panchatantra is spelt like 'frok' too, but is no frock
		expect(
			frok.every((text) => /frock/i.test(text)),
			frok.join(" | "),
		).toBe(true);
		const teddi = await optionsFor("teddi", /Teddy/);
		expect(teddi.length).toBeGreaterThan(2);
		expect(
			teddi.every((text) => /teddy/i.test(text)),
			teddi.join(" | "),
		).toBe(true);
	});

	test("a listing keeps its place when the shopper comes back from a product", async ({ page }) => {
		await page.goto("/products?category=Toys");
		await expect(page.getByTestId("card-price").first()).toBeVisible();
		await page.getByRole("button", { name: "Load more" }).click();
		await expect(page).toHaveURL(/page=2/);
		await expect(page.getByText(/^Showing 48 of \d+$/)).toBeVisible();
		const card = page.getByRole("main").getByRole("article").nth(30);
		await card.scrollIntoViewIfNeeded();
		const before = await page.evaluate(() => window.scrollY);
		expect(before).toBeGreaterThan(500);
		const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
		await card.getByRole("link").click();
		await expect(page).toHaveURL(/\/products\/toys\/[a-z0-9-]+$/);
		await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
		await page.goBack();
		await expect(page).toHaveURL(/\/products\?category=Toys&page=2$/);
		await expect(page.getByText(/^Showing 48 of \d+$/)).toBeVisible();
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 200);
	});

	test("a logged-in shopper writes a review and edits it", async ({ page, baseURL }, testInfo) => {
		const edited = `Still a favourite a month later (${testInfo.project.name})`;
		await page.goto("/products?category=Books");
		await logIn(page, baseURL as string);
		await page.getByRole("main").getByRole("article").first().getByRole("link").click();
		const reviews = page.getByRole("region", { name: "Customer Reviews" });
		await expect(reviews.getByRole("heading", { name: "Write a review" })).toBeVisible();
		await reviews.getByRole("button", { name: "Submit Review" }).click();
		await expect(reviews.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
		await expect(reviews.getByText("Please write a few words about the product")).toBeVisible();

		await reviews.getByRole("radio", { name: "4 stars" }).locator("xpath=ancestor::label[1]").click();
		await reviews
			.getByRole("textbox", { name: "Your review" })
			.fill(`My daughter reads it every night <b>twice</b> (${testInfo.project.name})`);
		await reviews.getByRole("button", { name: "Submit Review" }).click();
		await expect(page.getByText("Review submitted successfully!")).toBeVisible();
		await expect(reviews.getByText("Kavya M. (you)")).toBeVisible();
		// shown as text, never as HTML
		await expect(
			reviews.getByText(`My daughter reads it every night <b>twice</b> (${testInfo.project.name})`),
		).toBeVisible();

		await expect(reviews.getByRole("heading", { name: "Edit your review" })).toBeVisible();
		await reviews.getByRole("radio", { name: "5 stars" }).locator("xpath=ancestor::label[1]").click();
		await reviews.getByRole("textbox", { name: "Your review" }).fill(edited);
		await reviews.getByRole("button", { name: "Update Review" }).click();
		await expect(reviews.getByText(edited)).toBeVisible();
		await expect(reviews.getByText("Kavya M. (you)")).toHaveCount(1);
		await expectAccessible(page);
	});

	test.describe(() => {
		// the browser logs the API's 404 for the unknown product
		test.use({ allowConsoleErrors: [/404/] });

		test("an unknown product says so and leads home", async ({ page }) => {
			await page.goto("/products/girls/no-such-frock");
			await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
			await page.getByRole("link", { name: "Back to Home" }).click();
			await expect(page).toHaveURL(/\/$/);
		});
	});
});
