import type { FiltersResponse } from "@pitara/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { parseListingParams } from "../lib/listing-params.ts";
import { FilterPanel } from "./filter-panel.tsx";

/** The filter panel on a Hindi page (the Hindi build: `*.hi.test.tsx`, vite.config.ts): issue 31. */
const filters: FiltersResponse = {
	status: true,
	filters: {
		min_price: 199,
		max_price: 1499,
		categories: ["Girls", "Books"],
		sub_categories: ["Frocks & Dresses"],
		brands: ["Pitara Kids"],
		ages: ["2-4 Years"],
		category_labels: { Girls: "लड़कियाँ", Books: "Books" },
		sub_category_labels: { "Frocks & Dresses": "फ्रॉक और ड्रेस" },
	},
};

describe("the filter panel in Hindi", () => {
	it("heads its groups and names its 'all' choices in Hindi, and shows the categories' Hindi names", async () => {
		const fetch = mockApi({ "/products/all/filters": filters });
		renderWithProviders(
			<FilterPanel params={parseListingParams(new URLSearchParams("category=girls"))} onChange={vi.fn()} />,
		);
		const category = (await screen.findByText("श्रेणी")).closest("fieldset") as HTMLElement;
		expect(within(category).getByRole("radio", { name: "सभी श्रेणियाँ" })).toBeInTheDocument();
		// the chosen one, asked for in another spelling, by its Hindi name
		expect(within(category).getByRole("radio", { name: "लड़कियाँ" })).toBeChecked();
		expect(within(category).getByRole("radio", { name: "Books" })).toBeInTheDocument();
		const subcategory = screen.getByText("उप-श्रेणी").closest("fieldset") as HTMLElement;
		expect(within(subcategory).getByRole("radio", { name: "सभी लड़कियाँ" })).toBeInTheDocument();
		expect(within(subcategory).getByRole("radio", { name: "फ्रॉक और ड्रेस" })).toBeInTheDocument();
		const brand = screen.getByText("ब्रांड").closest("fieldset") as HTMLElement;
		expect(within(brand).getByRole("radio", { name: "सभी ब्रांड" })).toBeInTheDocument();
		const age = screen.getByText("उम्र").closest("fieldset") as HTMLElement;
		expect(within(age).getByRole("radio", { name: "सभी उम्र" })).toBeInTheDocument();
		for (const english of ["Category", "Subcategory", "Brand", "Age", "All categories", "All Girls", "All brands"])
			expect(screen.queryByText(english)).toBeNull();
		// the Hindi build asks for the Hindi names
		expect(String(fetch.mock.calls[0]?.[0])).toContain("lang=hi");
	});
});
