import type { Page } from "@playwright/test";
import { exclusive } from "./support/exclusive.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";

/** The slide whose dot is current, 1-based. */
async function currentSlide(page: Page): Promise<number> {
	const dots = page.getByRole("button", { name: /^Go to slide \d$/ });
	const count = await dots.count();
	for (let i = 0; i < count; i++) {
		if ((await dots.nth(i).getAttribute("aria-current")) === "true") return i + 1;
	}
	return 0;
}

test.describe("home page", () => {
	test("shows every section with data from the shop", async ({ page }, testInfo) => {
		// it may wait for the banner journey (below)
		test.setTimeout(150_000);
		// the home page's carousel: the banner journey gives it a slide for a while, the home journeys count them
		await exclusive("home-carousel", async () => {
			await page.goto("/");
			const carousel = page.getByRole("region", { name: "Offers" });
			await expect(carousel).toBeVisible();
			// three slides, of which the one shown is exposed to assistive technology
			await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3);
			await expect(carousel.getByRole("group", { name: "1 of 3" })).toBeVisible();
			await expect(carousel.getByRole("img").first()).toHaveAttribute("fetchpriority", "high");

			const biotiques = page.getByRole("list", { name: "Biotiques" }).getByRole("link");
			await expect(biotiques).toHaveCount(testInfo.project.name === "phone" ? 6 : 8);
			await expect(biotiques.first()).toHaveAttribute("href", /^\/products\/biotique\/[a-z0-9-]+$/);
			await expect(biotiques.first()).toContainText("₹");
			await expect(page.getByRole("link", { name: "View All: BIOTIQUES" })).toHaveAttribute(
				"href",
				"/products?category=biotique",
			);

			await expect(page.getByRole("heading", { name: "BUY WINTER COLLECTION AT BEST PRICES" })).toBeVisible();
			const winter = page.getByRole("region", { name: "BUY WINTER COLLECTION AT BEST PRICES" });
			await expect(winter.locator("img")).toHaveAttribute("src", /\/media\/banners\/winter-\d+-[0-9a-f]+-480\.webp$/);

			const ages = page.getByRole("list", { name: "Shop by age" }).getByRole("link");
			await expect(ages).toHaveCount(8);

			const toys = page.getByRole("list", { name: "Toys" }).getByRole("link");
			await expect(toys).toHaveCount(6);
			await expect(toys.first()).toContainText(/In Stock|Out of Stock/);
			await expect(page.getByRole("list", { name: "Sports" }).getByRole("link")).toHaveCount(6);
			await expect(page.getByRole("list", { name: "Books" }).getByRole("link").first()).toBeVisible();
			await expect(page.getByRole("img", { name: /Toys that spark joy/ })).toBeVisible();
			await expect(page.getByRole("img", { name: /Gear up for the big match/ })).toBeVisible();
			await expect(page.getByRole("img", { name: /A story for every bedtime/ })).toBeVisible();

			await expect(page.getByRole("list", { name: "Popular authors" }).getByRole("button")).toHaveCount(6);
			const brands = page.getByRole("list", { name: "Popular brands" }).getByRole("link");
			expect(await brands.count()).toBeGreaterThanOrEqual(10);

			// every image that has scrolled into view loaded (none fell back to the placeholder)
			await page.evaluate(async () => {
				for (let y = 0; y < document.body.scrollHeight; y += 500) {
					window.scrollTo(0, y);
					await new Promise((resolve) => setTimeout(resolve, 50));
				}
			});
			await page.waitForLoadState("networkidle");
			const broken = await page.evaluate(() =>
				Array.from(document.querySelectorAll("main img"))
					.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0)
					.map((img) => (img as HTMLImageElement).currentSrc),
			);
			expect(broken).toEqual([]);
			await expect(page.locator("main img[data-fallback]")).toHaveCount(0);
			await expectAccessible(page);
		});
	});

	test("a winter edit bubble opens the winter wear of that age, not every product of the age", async ({
		page,
		request,
	}) => {
		await page.goto("/");
		await page.getByRole("link", { name: "Winter wear for 2-3 years" }).click();
		await expect(page).toHaveURL(/\/products\?subcategory=Winter\+Wear&age=2-3\+years$/);
		await expect(page.getByRole("heading", { level: 1, name: "Winter Wear" })).toBeVisible();
		await expect(page.getByRole("button", { name: "Remove filter Age: 2-3 years" })).toBeVisible();
		const shown = Number((await page.getByText(/^\d+ products?$/).textContent())?.split(" ")[0]);
		expect(shown).toBeGreaterThan(0);

		// the same products the catalogue holds as winter wear for that age, far fewer than all of that age
		const count = async (query: string) =>
			((await (await request.get(`/api/products?${query}&page_size=96`)).json()) as { total: number }).total;
		const winter = await count("sub_category=Winter%20Wear&age=2-3%20years");
		expect(shown).toBe(winter);
		expect(winter).toBeLessThan(await count("age=2-3%20years"));
		const names = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
		expect(names.length).toBeGreaterThan(0);
		expect(
			names.every((name) => /jacket|sweater|cardigan|pullover|suit|hood/i.test(name)),
			names.join(", "),
		).toBe(true);
	});

	test("the carousel moves by itself and by hand", async ({ page }) => {
		// it may wait for the banner journey (below)
		test.setTimeout(150_000);
		// the home page's carousel: the banner journey gives it a slide for a while, the home journeys count them
		await exclusive("home-carousel", async () => {
			await page.goto("/");
			await expect(page.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
			// by itself, after 5 seconds
			await expect.poll(() => currentSlide(page), { timeout: 8000 }).toBe(2);
			// by hand: the next button, wraparound, a dot
			await page.getByRole("button", { name: "Next slide" }).click();
			expect(await currentSlide(page)).toBe(3);
			await page.getByRole("button", { name: "Next slide" }).click();
			expect(await currentSlide(page)).toBe(1);
			await page.getByRole("button", { name: "Previous slide" }).click();
			expect(await currentSlide(page)).toBe(3);
			await page.getByRole("button", { name: "Go to slide 2" }).click();
			expect(await currentSlide(page)).toBe(2);
			await expect(page.getByRole("group", { name: "2 of 3" })).toHaveAttribute("aria-hidden", "false");
			// stopped, it stays
			await page.getByRole("button", { name: "Stop automatic slide show" }).click();
			await page.mouse.move(0, 0);
			await page.waitForTimeout(6000);
			expect(await currentSlide(page)).toBe(2);
		});
	});

	test("an age bubble leads to its listing without reloading the page", async ({ page }) => {
		await page.goto("/");
		await page.evaluate(() => {
			(window as unknown as { stayed: boolean }).stayed = true;
		});
		await page
			.getByRole("list", { name: "Shop by age" })
			.getByRole("link", { name: "Winter wear for 4-5 years" })
			.click();
		await expect(page).toHaveURL(/\/products\?subcategory=Winter\+Wear&age=4-5\+years$/);
		expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
	});

	test("a toys tile and a sports tile lead to their listings", async ({ page }) => {
		await page.goto("/");
		await page
			.getByRole("list", { name: "Toys" })
			.getByRole("link", { name: /Soft Toys/ })
			.click();
		await expect(page).toHaveURL(/\/products\?category=Toys&subcategory=Soft\+Toys$/);
		await page.goBack();
		const sport = page.getByRole("list", { name: "Sports" }).getByRole("link").first();
		const href = await sport.getAttribute("href");
		expect(href).toMatch(/^\/products\?category=Sports&subcategory=[A-Z][a-z]+$/);
		await sport.click();
		await expect(page).toHaveURL(`${href}`);
	});

	test("on /hi the tiles are named in Hindi, drawn by the server, and lead to their listings by their English names", async ({
		page,
	}) => {
		const sent = await page.request.get("/hi/");
		const html = await sent.text();
		expect(html).toContain("मुलायम खिलौने");
		expect(html).toContain("चित्र-कथाएँ");
		await page.goto("/hi/");
		const toys = page.getByRole("list", { name: "खिलौने" });
		await expect(toys.getByRole("link", { name: /बिल्डिंग ब्लॉक/ })).toBeVisible();
		await expect(toys).not.toContainText("Soft Toys");
		const sports = page.getByRole("list", { name: "खेल-कूद" });
		await expect(sports.getByRole("link").first()).toHaveText(/[\u0900-\u097F]/);
		await toys.getByRole("link", { name: /मुलायम खिलौने/ }).click();
		await expect(page).toHaveURL(/\/hi\/products\?category=Toys&subcategory=Soft\+Toys$/);
	});

	test("tapping an author says Coming Soon for three seconds", async ({ page }) => {
		await page.goto("/");
		await page.getByRole("button", { name: /Ruskin Bond/ }).click();
		await expect(page.getByText("Coming Soon")).toBeVisible();
		await expect(page.getByText("Coming Soon")).toBeHidden({ timeout: 5000 });
	});

	test("the brands strip keeps moving and stops with its button", async ({ page }) => {
		await page.goto("/");
		const track = page.getByTestId("brands-track");
		// the track itself never stands still long enough for Playwright's stability check
		await page.getByRole("heading", { name: "Popular Brands" }).scrollIntoViewIfNeeded();
		await page.mouse.move(0, 0);
		const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
		const first = await offset();
		await expect.poll(offset).toBeLessThan(first - 10);
		await page.getByRole("button", { name: "Pause scrolling" }).click();
		const paused = await offset();
		await page.waitForTimeout(500);
		expect(await offset()).toBe(paused);
	});
});

/**
 * Opens the home page as the browser draws it from its own calls (which these tests answer themselves):
 * the server renders it with its data inside, so they start on another page and follow the logo.
 */
async function openHomeFromAnotherPage(page: Page) {
	await page.goto("/faq");
	await expect(page.locator("html")).toHaveAttribute("data-hydrated", "hydrated");
	await page.getByRole("link", { name: "Pitara home" }).first().click();
	await expect(page).toHaveURL(/\/$/);
}

test.describe("home page without biotiques", () => {
	test("says 'No biotiques available'", async ({ page }) => {
		await page.route(
			(url) => url.pathname === "/api/products",
			(route) =>
				route.fulfill({
					contentType: "application/json",
					body: JSON.stringify({ status: true, response: [], total: 0, page: 1, page_size: 8 }),
				}),
		);
		await openHomeFromAnotherPage(page);
		await expect(page.getByText("No biotiques available")).toBeVisible();
	});
});

test.describe("home page when the catalogue calls fail", () => {
	test.use({ allowConsoleErrors: [/status of 500/] });

	test("shows the six fallback sports and SPEC's error texts", async ({ page }) => {
		const fail = (route: import("@playwright/test").Route) =>
			route.fulfill({ status: 500, contentType: "application/json", body: '{"status":false,"message":"Down"}' });
		await page.route("**/api/super-sub-category/random/fetch", fail);
		await page.route("**/api/banners/all/get", fail);
		await page.route("**/api/brand/fetch", fail);
		await page.route("**/api/subcategory/all/fetch", fail);
		await openHomeFromAnotherPage(page);
		const sports = page.getByRole("list", { name: "Sports" });
		for (const name of ["Cricket", "Football", "Basketball", "Tennis", "Badminton", "Swimming"]) {
			await expect(sports.getByRole("link", { name })).toHaveAttribute(
				"href",
				`/products?category=Sports&subcategory=${name}`,
			);
		}
		await expect(page.getByText("Failed to fetch banners")).toBeVisible({ timeout: 15_000 });
		await expect(page.getByText("Error: Failed to fetch subcategories")).toHaveCount(2, { timeout: 15_000 });
		await expect(page.getByText("Error: Failed to fetch brands")).toBeVisible({ timeout: 15_000 });
		// the winter hero still shows, with its drawn fallback
		await expect(page.getByRole("heading", { name: "BUY WINTER COLLECTION AT BEST PRICES" })).toBeVisible();
	});
});
