import type { CategoriesResponse } from "@pitara/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../test/render.tsx";
import { CategoryBar } from "./category-bar.tsx";

/** The category bar on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
const categories: CategoriesResponse = {
	status: true,
	response: [
		{
			category_id: 1,
			category_name: "Girls",
			category_label: "लड़कियाँ",
			subcategories: [{ sub_category_id: 10, name: "Frocks & Dresses", label: "फ्रॉक और ड्रेस" }],
		},
	],
};

describe("CategoryBar in Hindi", () => {
	it("names a category's subcategories button and list in Hindi", async () => {
		mockApi({ "/category/subcategory/fetch": categories });
		const user = userEvent.setup();
		renderWithProviders(<CategoryBar />);
		expect(await screen.findByRole("button", { name: "लड़कियाँ की उप-श्रेणियाँ" })).toBeInTheDocument();
		await user.hover(screen.getByRole("link", { name: "लड़कियाँ" }));
		expect(screen.getByRole("list", { name: "लड़कियाँ की उप-श्रेणियाँ" })).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "फ्रॉक और ड्रेस" })).toBeInTheDocument();
		expect(document.body.innerHTML).not.toMatch(/subcategories/);
	});
});
