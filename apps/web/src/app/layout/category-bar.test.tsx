import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../test/render.tsx";
import { CategoryBar, MobileCategoryList } from "./category-bar.tsx";

const categories = {
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
