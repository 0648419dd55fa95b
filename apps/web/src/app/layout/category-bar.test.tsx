import type { CategoriesResponse } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../test/render.tsx";
import { CategoryBar } from "./category-bar.tsx";
import { MobileCategoryList } from "./mobile-menu.tsx";

const categories: CategoriesResponse = {
	status: true,
	response: [
		{
			category_id: 1,
			category_name: "Girls",
			subcategories: [{ sub_category_id: 10, name: "Frocks & Dresses" }],
		},
		{ category_id: 2, category_name: "Books", subcategories: [] },
	],
};

describe("CategoryBar", () => {
	it("says it is loading, then links each category and subcategory to its listing", async () => {
		mockApi({ "/category/subcategory/fetch": categories });
		renderWithProviders(<CategoryBar />);
		expect(screen.getByText("Loading categories...")).toBeInTheDocument();
		const girls = await screen.findByRole("link", { name: "Girls" });
		expect(girls).toHaveAttribute("href", "/products?category=Girls");
		await userEvent.hover(girls);
		expect(screen.getByRole("link", { name: "Frocks & Dresses" })).toHaveAttribute(
			"href",
			"/products?category=Girls&subcategory=Frocks+%26+Dresses",
		);
		await userEvent.hover(screen.getByRole("link", { name: "Books" }));
		expect(screen.getByText("No subcategories found")).toBeVisible();
	});

	it("lets Tab move from category to category without passing through the subcategories", async () => {
		mockApi({ "/category/subcategory/fetch": categories });
		const user = userEvent.setup();
		renderWithProviders(<CategoryBar />);
		const girls = await screen.findByRole("link", { name: "Girls" });
		const girlsPanel = screen.getByRole("button", { name: "Girls subcategories" });
		await user.tab();
		expect(girls).toHaveFocus();
		// focus alone opens nothing
		expect(girlsPanel).toHaveAttribute("aria-expanded", "false");
		expect(screen.queryByRole("link", { name: "Frocks & Dresses" })).not.toBeInTheDocument();
		await user.tab();
		expect(girlsPanel).toHaveFocus();
		await user.tab();
		expect(screen.getByRole("link", { name: "Books" })).toHaveFocus();
		expect(girlsPanel).toHaveAttribute("aria-expanded", "false");
	});

	it("opens a panel with Enter or Arrow Down, moves in it with the arrows, and Escape closes it and returns focus", async () => {
		mockApi({
			"/category/subcategory/fetch": {
				...categories,
				response: [
					{
						category_id: 1,
						category_name: "Girls",
						subcategories: [
							{ sub_category_id: 10, name: "Frocks & Dresses" },
							{ sub_category_id: 11, name: "Winter Wear" },
						],
					},
					...categories.response.slice(1),
				],
			},
		});
		const user = userEvent.setup();
		renderWithProviders(<CategoryBar />);
		const girls = await screen.findByRole("link", { name: "Girls" });
		const toggle = screen.getByRole("button", { name: "Girls subcategories" });

		// Enter on the button opens the panel; Tab then goes into it
		toggle.focus();
		await user.keyboard("{Enter}");
		expect(toggle).toHaveAttribute("aria-expanded", "true");
		await user.tab();
		expect(screen.getByRole("link", { name: "Frocks & Dresses" })).toHaveFocus();
		await user.keyboard("{ArrowDown}");
		expect(screen.getByRole("link", { name: "Winter Wear" })).toHaveFocus();
		await user.keyboard("{ArrowDown}");
		expect(screen.getByRole("link", { name: "Frocks & Dresses" })).toHaveFocus();
		await user.keyboard("{End}");
		expect(screen.getByRole("link", { name: "Winter Wear" })).toHaveFocus();
		await user.keyboard("{Escape}");
		expect(toggle).toHaveAttribute("aria-expanded", "false");
		expect(toggle).toHaveFocus();
		expect(screen.queryByRole("link", { name: "Winter Wear" })).not.toBeInTheDocument();

		// Arrow Down on the category's name opens the panel at its first subcategory
		girls.focus();
		await user.keyboard("{ArrowDown}");
		expect(toggle).toHaveAttribute("aria-expanded", "true");
		expect(screen.getByRole("link", { name: "Frocks & Dresses" })).toHaveFocus();
		// leaving the category closes it
		await user.tab();
		await user.tab();
		expect(screen.getByRole("link", { name: "Books" })).toHaveFocus();
		expect(toggle).toHaveAttribute("aria-expanded", "false");
	});

	it("shows the error", async () => {
		mockApi({ "/category/subcategory/fetch": { status: 500, body: { status: false, message: "Database down" } } });
		renderWithProviders(<CategoryBar />);
		expect(await screen.findByText(/Error: Database down/)).toBeInTheDocument();
	});
});

describe("MobileCategoryList", () => {
	it("expands one category at a time", async () => {
		mockApi({ "/category/subcategory/fetch": categories });
		renderWithProviders(<MobileCategoryList onNavigate={() => {}} />);
		const girls = await screen.findByRole("button", { name: "Girls" });
		expect(girls).toHaveAttribute("aria-expanded", "false");
		await userEvent.click(girls);
		expect(girls).toHaveAttribute("aria-expanded", "true");
		const list = document.getElementById("mobile-category-1");
		if (!list) throw new Error("list missing");
		expect(within(list).getByRole("link", { name: "All Girls" })).toHaveAttribute("href", "/products?category=Girls");
		await userEvent.click(screen.getByRole("button", { name: "Books" }));
		await waitFor(() => expect(girls).toHaveAttribute("aria-expanded", "false"));
		expect(screen.getByText("No subcategories found")).toBeVisible();
	});
});

describe("the category names on a Hindi page (decision 061)", () => {
	const hindi: CategoriesResponse = {
		status: true,
		response: [
			{
				category_id: 1,
				category_name: "Girls",
				category_label: "लड़कियाँ",
				subcategories: [{ sub_category_id: 10, name: "Frocks & Dresses", label: "फ़्रॉक और ड्रेस" }],
			},
			{ category_id: 2, category_name: "Books", category_label: "Books", subcategories: [] },
		],
	};

	it("shows each category's and subcategory's label, its link keeping the English name", async () => {
		mockApi({ "/category/subcategory/fetch": hindi });
		renderWithProviders(<CategoryBar />);
		const girls = await screen.findByRole("link", { name: "लड़कियाँ" });
		expect(girls).toHaveAttribute("href", "/products?category=Girls");
		await userEvent.hover(girls);
		expect(screen.getByRole("link", { name: "फ़्रॉक और ड्रेस" })).toHaveAttribute(
			"href",
			"/products?category=Girls&subcategory=Frocks+%26+Dresses",
		);
	});

	it("does so in the phone's menu too", async () => {
		mockApi({ "/category/subcategory/fetch": hindi });
		renderWithProviders(<MobileCategoryList onNavigate={() => {}} />);
		await userEvent.click(await screen.findByRole("button", { name: "लड़कियाँ" }));
		expect(screen.getByRole("link", { name: "फ़्रॉक और ड्रेस" })).toHaveAttribute(
			"href",
			"/products?category=Girls&subcategory=Frocks+%26+Dresses",
		);
	});
});
