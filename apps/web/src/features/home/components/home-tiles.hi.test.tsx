import type { BannersResponse, SubcategoriesResponse, SuperSubcategoriesResponse } from "@pitara/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { CategorySection } from "./category-section.tsx";
import { SportsSection } from "./sports-section.tsx";

/**
 * The home page's section tiles on a Hindi page (the Hindi build: `*.hi.test.tsx`, vite.config.ts): issue 31. The
 * API's `label` is the name shown (Hindi where the shop wrote one, else English); the links keep the English names.
 */
const toys: SubcategoriesResponse = {
	status: true,
	response: [
		{ name: "Soft Toys", label: "मुलायम खिलौने" },
		{ name: "Building Blocks", label: "बिल्डिंग ब्लॉक" },
		// not translated: the API answers the English as the label
		{ name: "Magnetic Tiles", label: "Magnetic Tiles" },
	].map(({ name, label }, i) => ({
		sub_category_id: i + 1,
		name,
		label,
		status: 1,
		image: [{ image_url: `/media/products/${i}-480.webp` }],
		category_name: "Toys",
	})),
};

const sports: SuperSubcategoriesResponse = {
	status: true,
	response: [
		{ id: 1, name: "Football", label: "फ़ुटबॉल" },
		{ id: 2, name: "Cricket", label: "क्रिकेट" },
	].map((entry) => ({
		...entry,
		status: 1,
		image: `/media/products/${entry.id}-480.webp`,
		link_category: "Sports",
		link_subcategory: entry.name,
	})),
};

const noBanners: BannersResponse = { status: true, response: [] };

describe("the home page's tiles in Hindi", () => {
	it("names a category section's subcategories in Hindi, linking by their English names", async () => {
		const fetch = mockApi({ "/banners/all/get": noBanners, "/subcategory/all/fetch": toys });
		renderWithProviders(<CategorySection id="toys" category="Toys" title="खिलौने" placement="toys" />);
		const list = await screen.findByRole("list", { name: "खिलौने" });
		const tiles = within(list).getAllByRole("link");
		expect(tiles).toHaveLength(3);
		expect(tiles[0]).toHaveTextContent("मुलायम खिलौने");
		expect(tiles[0]).toHaveAttribute("href", "/hi/products?category=Toys&subcategory=Soft+Toys");
		expect(tiles[1]).toHaveTextContent("बिल्डिंग ब्लॉक");
		expect(tiles[2]).toHaveTextContent("Magnetic Tiles");
		for (const english of ["Soft Toys", "Building Blocks"]) expect(within(list).queryByText(english)).toBeNull();
		// the Hindi build asks for the Hindi names
		const asked = fetch.mock.calls
			.map(([input]) => String(input))
			.find((url) => url.includes("/subcategory/all/fetch"));
		expect(asked).toContain("lang=hi");
	});

	it("names the sports tiles in Hindi, linking by their English names", async () => {
		const fetch = mockApi({ "/banners/all/get": noBanners, "/super-sub-category/random/fetch": sports });
		renderWithProviders(<SportsSection />);
		const list = await screen.findByRole("list", { name: "खेल-कूद" });
		const football = within(list).getByRole("link", { name: /फ़ुटबॉल/ });
		expect(football).toHaveAttribute("href", "/hi/products?category=Sports&subcategory=Football");
		expect(within(list).getByRole("link", { name: /क्रिकेट/ })).toBeInTheDocument();
		for (const english of ["Football", "Cricket"]) expect(within(list).queryByText(english)).toBeNull();
		const asked = fetch.mock.calls
			.map(([input]) => String(input))
			.find((url) => url.includes("/super-sub-category/random/fetch"));
		expect(asked).toContain("lang=hi");
	});
});
