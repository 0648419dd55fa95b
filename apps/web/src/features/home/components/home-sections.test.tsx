import type { BannersResponse, SubcategoriesResponse } from "@pitara/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, rawAnswer, renderWithProviders } from "../../../test/render.tsx";
import { BrandsStrip } from "./brands-strip.tsx";
import { CategorySection } from "./category-section.tsx";
import { PopularAuthors } from "./popular-authors.tsx";
import { SportsSection } from "./sports-section.tsx";
import { TopBanners } from "./top-banners.tsx";
import { WinterHero } from "./winter-hero.tsx";

const banners: BannersResponse = {
	status: true,
	response: [
		{
			banner_id: 5,
			title: "winter-sale",
			url: "/media/banners/winter-sale-480.webp",
			status: 1,
			category: "Boys",
			subCategory: "Winter Wear",
			mediaType: "image",
			offers: 50,
			alt: "Winter clearance",
			position: 0,
			placement: "none",
			name: "winter-sale",
			link_kind: "category",
			product_id: null,
			href: "/products?category=Boys&subcategory=Winter+Wear",
			headline: "",
		},
		{
			banner_id: 6,
			title: "winter",
			url: "/media/banners/winter-480.webp",
			status: 1,
			category: "Girls",
			subCategory: "Winter Wear",
			mediaType: "image",
			offers: 35,
			alt: "Winter collection: up to 35% off",
			position: 1,
			placement: "winter",
			name: "Winter collection",
			link_kind: "category",
			product_id: null,
			href: "/products?category=Girls&subcategory=Winter+Wear",
			headline: "",
		},
		{
			banner_id: 7,
			title: "homeBannerToys",
			url: "/media/banners/toys-480.webp",
			status: 1,
			category: "Toys",
			subCategory: "",
			mediaType: "image",
			offers: 20,
			alt: "Toys that spark joy",
			position: 0,
			placement: "toys",
			name: "Toys that spark joy",
			link_kind: "category",
			product_id: null,
			href: "/products?category=Toys",
			headline: "",
		},
	],
};

const toys: SubcategoriesResponse = {
	status: true,
	response: [
		...["Soft Toys", "Building Blocks", "Puzzles", "Remote Control", "Dolls", "Educational Toys", "Board Games"].map(
			(name, i) => ({
				sub_category_id: i + 1,
				name,
				status: i === 1 ? 0 : 1,
				image: [{ image_url: `/media/products/${i}-480.webp` }],
				category_name: "Toys",
			}),
		),
	],
};

afterEach(() => {
	vi.useRealTimers();
});

describe("TopBanners", () => {
	it("shows 'Failed to fetch banners' in a red box when the call fails, with the reason", async () => {
		mockApi({ "/banners/all/get": rawAnswer({ status: "ok", data: [] }) });
		renderWithProviders(<TopBanners />);
		const alert = await screen.findByRole("alert");
		expect(alert).toHaveTextContent("Failed to fetch banners");
		expect(alert).toHaveTextContent("Invalid API response structure");
	});

	it("says 'No response received from API' for an empty answer", async () => {
		vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("", { status: 200 }));
		renderWithProviders(<TopBanners />);
		expect(await screen.findByRole("alert")).toHaveTextContent("No response received from API");
	});

	it("says 'No data available' when there is no top banner", async () => {
		mockApi({ "/banners/all/get": banners });
		renderWithProviders(<TopBanners />);
		expect(await screen.findByText("No data available")).toBeInTheDocument();
	});
});

describe("WinterHero", () => {
	it("shows the banner placed as the winter banner, not another winter one", async () => {
		mockApi({ "/banners/all/get": banners });
		const { container } = renderWithProviders(<WinterHero />);
		expect(screen.getByRole("heading", { name: "BUY WINTER COLLECTION AT BEST PRICES" })).toBeInTheDocument();
		await screen.findByText("Winter collection: up to 35% off");
		const image = container.querySelector("img");
		expect(image).toHaveAttribute("src", "/media/banners/winter-480.webp");
		expect(screen.getByRole("link", { name: "Shop now: winter collection" })).toHaveAttribute(
			"href",
			"/products?category=Girls&subcategory=Winter+Wear",
		);
	});

	it("shows the fallback image when there is no winter banner", async () => {
		mockApi({ "/banners/all/get": { status: true, response: [] } });
		const { container } = renderWithProviders(<WinterHero />);
		// nothing while the banners load, so that the fallback never flashes before the real one
		expect(container.querySelector("img")).toBeNull();
		await vi.waitFor(() => expect(container.querySelector("img")).toHaveAttribute("src", "/winter-fallback.svg"));
	});

	it("shows the fallback image when the banners cannot be fetched", async () => {
		mockApi({ "/banners/all/get": { status: 500, body: { status: false, message: "Down" } } });
		const { container } = renderWithProviders(<WinterHero />);
		await vi.waitFor(() => expect(container.querySelector("img")).toHaveAttribute("src", "/winter-fallback.svg"));
	});
});

describe("CategorySection", () => {
	it("shows at most six subcategories with their stock status, leading to their listing", async () => {
		mockApi({ "/banners/all/get": banners, "/subcategory/all/fetch": toys });
		renderWithProviders(<CategorySection id="toys" category="Toys" title="Toys" placement="toys" max={6} />);
		const list = await screen.findByRole("list", { name: "Toys" });
		const tiles = within(list).getAllByRole("link");
		expect(tiles).toHaveLength(6);
		expect(tiles[0]).toHaveAttribute("href", "/products?category=Toys&subcategory=Soft+Toys");
		expect(tiles[0]).toHaveTextContent("In Stock");
		expect(tiles[1]).toHaveTextContent("Out of Stock");
		expect(screen.queryByText("Board Games")).toBeNull();
		expect(await screen.findByRole("img", { name: "Toys that spark joy" })).toBeInTheDocument();
	});

	it("shows the banner placed in the section, leading where it links (a product's page), not one only named for it", async () => {
		const toysBanner = banners.response[2];
		if (!toysBanner) throw new Error("no toys banner");
		mockApi({
			"/banners/all/get": {
				status: true,
				response: [
					// named as the old rule would have placed it, but not placed: not shown
					{
						...toysBanner,
						banner_id: 8,
						title: "homeBannerToys (not placed)",
						name: "homeBannerToys",
						placement: "none",
						alt: "Old toys banner",
					},
					{
						...toysBanner,
						banner_id: 9,
						position: 5,
						alt: "Rocking horse of the week",
						link_kind: "product",
						product_id: 42,
						href: "/products/toys/wooden-rocking-horse",
						headline: "Rocking horse week",
					},
				],
			},
			"/subcategory/all/fetch": toys,
		});
		renderWithProviders(<CategorySection id="toys" category="Toys" title="Toys" placement="toys" />);
		const image = await screen.findByRole("img", { name: "Rocking horse of the week" });
		expect(image.closest("a")).toHaveAttribute("href", "/products/toys/wooden-rocking-horse");
		// the owner's headline over the picture, inside the link
		expect(image.closest("a")).toHaveTextContent("Rocking horse week");
		expect(screen.queryByRole("img", { name: "Old toys banner" })).toBeNull();
	});

	it("shows 'Error: Failed to fetch subcategories' in red, and tries again", async () => {
		const fetch = mockApi({
			"/banners/all/get": banners,
			"/subcategory/all/fetch": { status: 404, body: { status: false, message: "Category not found" } },
		});
		renderWithProviders(<CategorySection id="books" category="Books" title="Books" placement="books" />);
		expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to fetch subcategories");
		const calls = fetch.mock.calls.length;
		fireEvent.click(screen.getByRole("button", { name: "Try again" }));
		await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(calls));
	});

	it("says 'No data available' for a category without subcategories", async () => {
		mockApi({ "/banners/all/get": banners, "/subcategory/all/fetch": { status: true, response: [] } });
		renderWithProviders(<CategorySection id="books" category="Books" title="Books" placement="books" />);
		expect(await screen.findByText("No data available")).toBeInTheDocument();
	});
});

describe("SportsSection", () => {
	it("shows at most six sports, each leading to its Sports listing", async () => {
		const names = ["Cricket", "Football", "Basketball", "Tennis", "Badminton", "Swimming", "Skating", "Cycling"];
		mockApi({
			"/banners/all/get": banners,
			"/super-sub-category/random/fetch": {
				status: true,
				response: names.map((name, i) => ({
					id: i + 1,
					name,
					status: 1,
					image: `/media/products/${name}-480.webp`,
					link_category: "Sports",
					link_subcategory: name,
				})),
			},
		});
		renderWithProviders(<SportsSection />);
		const tiles = within(await screen.findByRole("list", { name: "Sports" })).getAllByRole("link");
		expect(tiles).toHaveLength(6);
		expect(tiles[0]).toHaveAttribute("href", "/products?category=Sports&subcategory=Cricket");
	});

	it("shows the six fallback sports when the call fails", async () => {
		mockApi({
			"/banners/all/get": banners,
			"/super-sub-category/random/fetch": { status: 200, body: { status: false, message: "Service down" } },
		});
		renderWithProviders(<SportsSection />);
		const list = await screen.findByRole("list", { name: "Sports" }, { timeout: 4000 });
		expect(within(list).getAllByRole("link")).toHaveLength(6);
		for (const name of ["Cricket", "Football", "Basketball", "Tennis", "Badminton", "Swimming"]) {
			expect(within(list).getByRole("link", { name })).toBeInTheDocument();
		}
		expect(within(list).getByRole("link", { name: "Tennis" })).toHaveAttribute(
			"href",
			"/products?category=Sports&subcategory=Tennis",
		);
	});
});

describe("PopularAuthors", () => {
	it("lists six authors and shows 'Coming Soon' for three seconds after a tap", () => {
		vi.useFakeTimers();
		renderWithProviders(<PopularAuthors />);
		const authors = within(screen.getByRole("list", { name: "Popular authors" })).getAllByRole("button");
		expect(authors).toHaveLength(6);
		expect(authors[0]).toHaveTextContent(/books/);
		fireEvent.click(authors[1] as HTMLElement);
		expect(screen.getByText("Coming Soon")).toBeInTheDocument();
		act(() => {
			vi.advanceTimersByTime(2999);
		});
		expect(screen.getByText("Coming Soon")).toBeInTheDocument();
		act(() => {
			vi.advanceTimersByTime(1);
		});
		expect(screen.queryByText("Coming Soon")).toBeNull();
	});
});

describe("BrandsStrip", () => {
	it("shows each brand once to assistive technology, twice on screen for the loop, linking to its listing", async () => {
		mockApi({
			"/brand/fetch": {
				status: true,
				response: [
					{ brand_id: 1, name: "Little Lotus", status: 1, image: "/media/brands/ll-480.webp" },
					{ brand_id: 2, name: "Mee Mee", status: 1, image: "/media/brands/mm-480.webp" },
				],
			},
		});
		renderWithProviders(<BrandsStrip />);
		const list = await screen.findByRole("list", { name: "Popular brands" });
		expect(within(list).getByRole("link", { name: "Little Lotus" })).toHaveAttribute(
			"href",
			"/products?brand=Little+Lotus",
		);
		expect(screen.getAllByRole("link")).toHaveLength(2);
		expect(screen.getByTestId("brands-track").querySelectorAll("li")).toHaveLength(4);
		fireEvent.click(screen.getByRole("button", { name: "Pause scrolling" }));
		expect(screen.getByRole("button", { name: "Resume scrolling" })).toBeInTheDocument();
	});

	it("moves only while it is on screen", async () => {
		mockApi({
			"/brand/fetch": {
				status: true,
				response: [{ brand_id: 1, name: "Little Lotus", status: 1, image: "/media/brands/ll-480.webp" }],
			},
		});
		let report: ((onScreen: boolean) => void) | undefined;
		vi.stubGlobal(
			"IntersectionObserver",
			class {
				constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
					report = (onScreen) => callback([{ isIntersecting: onScreen }]);
				}
				observe() {}
				disconnect() {}
			},
		);
		const frames = vi.spyOn(window, "requestAnimationFrame");
		try {
			renderWithProviders(<BrandsStrip />);
			await screen.findByRole("list", { name: "Popular brands" });
			await waitFor(() => expect(report).toBeDefined());
			act(() => report?.(false));
			frames.mockClear();
			await new Promise((resolve) => setTimeout(resolve, 50));
			expect(frames).not.toHaveBeenCalled();
			act(() => report?.(true));
			await waitFor(() => expect(frames).toHaveBeenCalled());
		} finally {
			frames.mockRestore();
			vi.unstubAllGlobals();
		}
	});

	it("shows 'Failed to fetch brands' when the call fails", async () => {
		mockApi({ "/brand/fetch": { status: 400, body: { status: false, message: "limit must be between 1 and 50" } } });
		renderWithProviders(<BrandsStrip />);
		expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to fetch brands");
	});
});
