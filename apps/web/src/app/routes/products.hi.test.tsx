import type { FiltersResponse, Product, ProductListResponse } from "@pitara/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../test/render.tsx";
import ProductsPage from "./products.tsx";

/** A category's listing on a Hindi page (the Hindi build: `*.hi.test.tsx`, vite.config.ts): issue 31. */
const frock: Product = {
	product_id: 11,
	name: "फूलों वाली सूती फ्रॉक",
	name_en: "Floral Cotton Frock",
	slug: "floral-cotton-frock",
	brand: "Tiny Tots",
	category: "Girls",
	category_label: "लड़कियाँ",
	sub_category: "Frocks & Dresses",
	sub_category_label: "फ्रॉक और ड्रेस",
	featured: false,
	createdAt: "2026-01-01T00:00:00.000Z",
	age_groups: [],
	rating: { average: 0, count: 0 },
	price: 449,
	mrp: 549,
	in_stock: true,
	other_info: [
		{
			id: 101,
			product_id: 11,
			size: "2-3 Y",
			color: "Pink",
			price: 449,
			mrp: 549,
			stock: 4,
			images: [{ image_id: 101, image_url: "/media/products/frock-101-480.webp", alt: "फ्रॉक" }],
			brand: "Tiny Tots",
		},
	],
};

const list: ProductListResponse = { status: true, response: [frock], total: 1, page: 1, page_size: 24 };

const filters: FiltersResponse = {
	status: true,
	filters: {
		min_price: 199,
		max_price: 1499,
		categories: ["Girls"],
		sub_categories: ["Frocks & Dresses"],
		brands: ["Tiny Tots"],
		ages: [],
		category_labels: { Girls: "लड़कियाँ" },
		sub_category_labels: { "Frocks & Dresses": "फ्रॉक और ड्रेस" },
	},
};

describe("the listing in Hindi", () => {
	it("heads a category's listing with its Hindi name, and the cards say Add to Cart in Hindi", async () => {
		mockApi({ "/products": list, "/products/all/filters": filters }, { others: "not found" });
		renderWithProviders(<ProductsPage />, { path: "/?category=girls" });
		expect(await screen.findByRole("heading", { level: 1, name: "लड़कियाँ" })).toBeInTheDocument();
		expect(await screen.findByRole("button", { name: "कार्ट में डालें" })).toBeInTheDocument();
		expect(await screen.findByText("श्रेणी")).toBeInTheDocument();
		expect(screen.queryByText("Add to Cart")).toBeNull();
		expect(screen.queryByRole("heading", { name: "Girls" })).toBeNull();
	});

	it("names the subcategory in Hindi too", async () => {
		mockApi({ "/products": list, "/products/all/filters": filters }, { others: "not found" });
		renderWithProviders(<ProductsPage />, { path: "/?category=Girls&subcategory=frocks+%26+dresses" });
		expect(await screen.findByRole("heading", { level: 1, name: "लड़कियाँ – फ्रॉक और ड्रेस" })).toBeInTheDocument();
	});

	it("shows the filters in use as Hindi chips, each removable by a Hindi name, however the URL spells them", async () => {
		mockApi({ "/products": list, "/products/all/filters": filters }, { others: "not found" });
		renderWithProviders(<ProductsPage />, {
			path: "/?category=girls&subcategory=frocks+%26+dresses&brand=tiny+tots",
		});
		const chips = await screen.findByRole("list", { name: "लगे हुए फ़िल्टर" });
		expect(await within(chips).findByRole("button", { name: "फ़िल्टर श्रेणी: लड़कियाँ हटाएँ" })).toHaveTextContent(
			"श्रेणी: लड़कियाँ",
		);
		expect(within(chips).getByRole("button", { name: "फ़िल्टर उप-श्रेणी: फ्रॉक और ड्रेस हटाएँ" })).toBeInTheDocument();
		// a brand keeps its name (no Hindi), as the shop spells it
		expect(within(chips).getByRole("button", { name: "फ़िल्टर ब्रांड: Tiny Tots हटाएँ" })).toBeInTheDocument();
		expect(chips.textContent).not.toMatch(/girls|frocks|tiny tots/);
	});
});
