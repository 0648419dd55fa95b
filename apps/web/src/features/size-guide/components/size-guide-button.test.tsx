import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { chartForCategory, SIZE_CHARTS } from "../lib/size-charts.ts";
import { SizeGuideButton } from "./size-guide-button.tsx";

const sizesOf = (id: string) => {
	const chart = SIZE_CHARTS.find((entry) => entry.id === id);
	return [...(chart?.rows ?? []), ...(chart?.freeSizes ?? [])].map((row) => row.size);
};

describe("the size charts", () => {
	it("have a row for each size the shop sells, labelled as the products are", () => {
		// apps/api/src/db/seed/catalogue.ts: KIDS for girls and boys, INFANT and the bibs' Free Size for infants
		const kids = ["1-2 Y", "2-3 Y", "4-5 Y", "6-7 Y", "8-9 Y", "10-11 Y", "12-13 Y"];
		expect(sizesOf("girls")).toEqual(kids);
		expect(sizesOf("boys")).toEqual(kids);
		expect(sizesOf("infants")).toEqual(["0-3 M", "3-6 M", "6-9 M", "9-12 M", "12-18 M", "18-24 M", "Free Size"]);
	});

	it("are found by a product's category", () => {
		expect(chartForCategory("Girls")?.id).toBe("girls");
		expect(chartForCategory("Infants")?.id).toBe("infants");
		expect(chartForCategory("Toys")).toBeUndefined();
	});
});

describe("SizeGuideButton", () => {
	it("opens the kind's chart over the page with the chosen size marked, and links the full guide", async () => {
		const user = userEvent.setup();
		const { router } = renderWithProviders(<SizeGuideButton chart="girls" size="6-7 Y" />, { path: "/" });
		const button = screen.getByRole("button", { name: "Size guide" });
		await user.click(button);
		const dialog = await screen.findByRole("dialog", { name: "Size guide" });
		expect(dialog).toHaveAccessibleDescription("Girls (1-13 years)");
		const rows = within(dialog).getAllByRole("rowheader");
		expect(rows.map((row) => row.textContent)).toEqual([
			"1-2 Y (1-2 years)",
			"2-3 Y (2-3 years)",
			"4-5 Y (4-5 years)",
			"6-7 Y (6-7 years)Chosen",
			"8-9 Y (8-9 years)",
			"10-11 Y (10-11 years)",
			"12-13 Y (12-13 years)",
		]);
		expect(rows[3]?.closest("tr")).toHaveAttribute("aria-current", "true");
		expect(within(dialog).getByRole("link", { name: "How to measure, and all size charts" })).toHaveAttribute(
			"href",
			"/size-guide#girls",
		);
		// closing keeps the shopper on the product, focus back on the button
		await user.keyboard("{Escape}");
		expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
		expect(button).toHaveFocus();
		expect(router.state.location.pathname).toBe("/");
	});

	it("says how a free-size item fits", async () => {
		const user = userEvent.setup();
		renderWithProviders(<SizeGuideButton chart="infants" size="Free Size" />);
		await user.click(screen.getByRole("button", { name: "Size guide" }));
		const row = (await screen.findByRole("rowheader", { name: /Free Size/ })).closest("tr");
		expect(row).toHaveTextContent(/adjustable snap/);
		expect(row).toHaveAttribute("aria-current", "true");
	});
});
