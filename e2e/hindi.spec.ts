import { text, textTable, translateFromEnglish } from "@pitara/shared/i18n";
import type { Page } from "@playwright/test";
import { registerCustomer } from "./support/accounts.ts";
import { expect, expectAccessible, lastOtp, lastSms, test } from "./support/fixtures.ts";
import { addBengaluruAddress } from "./support/shop-api.ts";
import { untranslatedTexts } from "./support/untranslated.ts";

/**
 * A shopper does everything in Hindi (issue 31, decision 060): switches language from the footer, browses to a
 * product, logs in with a code, adds to cart, checks out with cash on delivery and sees the order, on /hi/ all along.
 * Each label is looked for as the catalogue gives it in Hindi (`hi()`: the Hindi twin's text, or English where the
 * twins do not have it yet), so the journey holds while the texts are completed; the screens are photographed.
 */
const hi = (english: string) => translateFromEnglish(english, "hi");
const exactly = (english: string) => ({ name: hi(english), exact: true });
const DEVANAGARI = /[\u0900-\u097F]/;

async function inHindi(page: Page) {
	await expect(page.locator("html")).toHaveAttribute("lang", "hi");
	await expect(page).toHaveURL(/\/hi(\/|$|\?)/);
	// the page's own words are Hindi (a product's name may not be yet)
	expect(await page.getByRole("main").innerText()).toMatch(DEVANAGARI);
	// no text, accessible name or title the catalogue has in Hindi is shown in English (the shop's data may be)
	await expect.poll(() => untranslatedTexts(page)).toEqual([]);
}

test.describe("the storefront in Hindi", () => {
	test.describe.configure({ timeout: 180_000 });

	test("switch to हिन्दी, browse to a product, log in with a code, buy with cash on delivery, see the order", async ({
		page,
		baseURL,
	}, testInfo) => {
		const project = testInfo.project.name;
		const shot = (name: string) => page.screenshot({ path: `/tmp/hindi-${name}-${project}.png`, fullPage: true });
		const customer = await registerCustomer(baseURL ?? "", "Asha Verma");

		// 1. the switch, in the footer: the same page, in Hindi, remembered
		await page.goto("/products?category=Girls");
		await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
		await page.getByRole("contentinfo").getByRole("link", { name: "हिन्दी" }).click();
		await expect(page).toHaveURL(/\/hi\/products\?category=Girls$/);
		await inHindi(page);
		expect((await page.context().cookies()).find((cookie) => cookie.name === "pitara_lang")?.value).toBe("hi");
		await expect(page.getByRole("contentinfo").getByText("हिन्दी", { exact: true })).toHaveAttribute(
			"aria-current",
			"true",
		);
		// the filter in use, as a chip named in Hindi (the category's Hindi name, not the URL's "Girls")
		const chips = page.getByRole("list", { name: text("hi", "listing.filtersInUse") });
		const girls = text("hi", "listing.chipCategory", ["लड़कियाँ"]);
		await expect(chips.getByRole("button", { name: text("hi", "listing.removeFilter", [girls]) })).toHaveText(girls);
		await expect(chips).not.toContainText("Girls");
		await expectAccessible(page);
		await shot("1-listing");

		// 2. a product, by its card's link: still Hindi
		await page.getByRole("main").locator('a[href^="/hi/products/girls/"]').first().click();
		await expect(page).toHaveURL(/\/hi\/products\/girls\/[^/?]+/);
		await inHindi(page);
		const productUrl = page.url();
		await expect(page.getByRole("button", exactly("Add to Cart")).first()).toBeVisible();
		// what a screen reader hears of it is Hindi too: the heart (its label and tooltip), the pictures
		const addToWishlist = text("hi", "cart.wishlistAdd");
		await expect(
			page
				.getByRole("main")
				.getByRole("button", { name: new RegExp(`${addToWishlist}$`) })
				.first(),
		).toHaveAttribute("title", addToWishlist);
		await expect(page.getByRole("main").getByRole("button", { name: /पूरी स्क्रीन/ })).toBeVisible();
		// "Check delivery": the promise for a pincode (the API's, asked in Hindi) with Hindi's weekday and month, the
		// place, and the cash on delivery terms, all in Hindi
		await page.getByLabel(text("hi", "catalog.checkDelivery")).fill("400001");
		await page.getByRole("button", { name: text("hi", "catalog.check"), exact: true }).click();
		const weekday = `(${text("hi", "language.weekdaysShort").split(" ").join("|")})`;
		const month = `(${text("hi", "language.monthsShort").split(" ").join("|")})`;
		const promise = text("hi", "catalog.deliveryBy").replace("{date}", `${weekday}, \\d{1,2} ${month}`);
		const promised = text("hi", "catalog.deliveryByTo")
			.replace("{place}", "Mumbai, Maharashtra")
			.replace("{promise}", promise);
		await expect(page.getByRole("status").filter({ hasText: "Mumbai" })).toHaveText(new RegExp(`^${promised}$`));
		await expect(page.getByTestId("cod-offer")).toHaveText(/^₹[\d,]+ तक के ऑर्डर पर कैश ऑन डिलीवरी मिलती है/);
		await expect(page.getByRole("main")).not.toContainText(/Delivery by|Cash on delivery/);
		await shot("2-product");

		// 3. log in with a code, on Hindi's login page
		await page.goto("/hi/login");
		await inHindi(page);
		const sentAfter = Date.now() - 1000;
		await page.getByLabel(text("hi", "login.phoneNumber")).fill(customer.phone);
		await page.getByRole("button", { name: new RegExp(`^(${hi("Send OTP")}|Send OTP)`) }).click();
		const code = await lastOtp(customer.phone, sentAfter);
		await page.getByLabel(text("hi", "login.oneTimeCode")).fill(code);
		await page.getByRole("button", { name: /Verify|सत्यापित/ }).click();
		await expect(page).not.toHaveURL(/\/login/);
		await expect(page.locator("html")).toHaveAttribute("lang", "hi");
		await addBengaluruAddress(page, "Asha Verma");

		// 4. add to cart from the product page
		await page.goto(productUrl);
		const sizes = page.getByRole("radiogroup").first();
		if (await sizes.isVisible()) await sizes.getByRole("radio").first().check({ force: true });
		await page.getByRole("button", exactly("Add to Cart")).first().click();
		await expect(page.getByText(hi("Added to cart!"))).toBeVisible();

		// 5. the cart, then checkout with cash on delivery
		await page.goto("/hi/cart");
		await inHindi(page);
		await shot("3-cart");
		await page.getByRole("main").getByRole("link", exactly("Checkout")).click();
		await expect(page).toHaveURL(/\/hi\/checkout$/);
		await inHindi(page);
		await expect(page.getByRole("radio", { name: /Asha Verma/ })).toBeChecked();
		await page.getByRole("button", exactly("Next")).click();
		await page.getByRole("radio", { name: new RegExp(textTable("hi", "checkout.paymentModes")?.COD ?? "") }).check();
		await shot("4-payment");
		await page.getByRole("button", exactly("Next")).click();
		// the review: cash on delivery and the promised date in Hindi (the API's promise for the address, asked in Hindi)
		await expect(page.getByText(textTable("hi", "checkout.paymentModes")?.COD ?? "", { exact: true })).toBeVisible();
		await expect(page.getByTestId("review-delivery")).toHaveText(new RegExp(`^${promise}$`));
		await expectAccessible(page);
		const placedAfter = Date.now() - 1000;
		await page.getByRole("button", exactly("Place Order")).click();
		await expect(page.getByRole("heading", { name: hi("Order Placed Successfully!") })).toBeVisible();
		await inHindi(page);
		await shot("5-placed");
		// logged in on a Hindi page, the account is Hindi: the order's text reaches the phone in Hindi (decision 062)
		expect(await lastSms(customer.phone, placedAfter)).toMatch(/^Pitara: .*[\u0900-\u097F]/);

		// 6. the order, in Hindi's orders page
		await page.getByRole("link", exactly("View Orders")).click();
		await expect(page).toHaveURL(/\/hi\/orders$/);
		await expect(page.getByRole("heading", { level: 1, name: hi("Your Orders") })).toBeVisible();
		await inHindi(page);
		await expect(page.getByRole("article").first()).toBeVisible();
		await expectAccessible(page);
		await shot("6-orders");

		// 7. the home page and the Contact page (the shop's hours and note are settings with Hindi twins: decision 073)
		for (const path of ["/hi/", "/hi/contact"]) {
			await page.goto(path);
			await inHindi(page);
		}
		await expect(page.getByRole("main")).toContainText(text("hi", "contact.closedOnSundaysAnd"));
	});
});
