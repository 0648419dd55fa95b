import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { FaqList } from "./faq-list.tsx";

describe("FaqList", () => {
	it("shows the four groups with SPEC's delivery and refund statements", async () => {
		renderWithProviders(<FaqList />);
		for (const name of ["Shipping", "Returns", "Payments", "Product Care"]) {
			expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
		}
		await userEvent.click(screen.getByRole("button", { name: "How long does it take to process my order?" }));
		expect(screen.getByText(/within 1-2 business days/)).toBeVisible();
		await userEvent.click(screen.getByRole("button", { name: "When will I get my refund?" }));
		expect(screen.getByText(/in 7-10 business days/)).toBeVisible();
	});

	it("keeps one answer open at a time, and a second tap closes it", async () => {
		renderWithProviders(<FaqList />);
		const first = screen.getByRole("button", { name: "Do you ship outside India?" });
		const second = screen.getByRole("button", { name: "What is your return policy?" });
		await userEvent.click(first);
		expect(first).toHaveAttribute("aria-expanded", "true");
		expect(screen.getByText(/7-14 business days/)).toBeVisible();
		await userEvent.click(second);
		expect(first).toHaveAttribute("aria-expanded", "false");
		expect(second).toHaveAttribute("aria-expanded", "true");
		expect(screen.getByText(/7-14 business days/)).not.toBeVisible();
		expect(screen.getByText(/within 30 days of delivery/)).toBeVisible();
		await userEvent.click(second);
		expect(second).toHaveAttribute("aria-expanded", "false");
	});

	it("searches questions and answers whatever the case", async () => {
		renderWithProviders(<FaqList />);
		const search = screen.getByRole("searchbox", { name: "Search the FAQ" });
		// "UPI" appears only in answers and questions of Payments
		await userEvent.type(search, "upi");
		expect(screen.getByRole("heading", { level: 2, name: "Payments" })).toBeInTheDocument();
		expect(screen.queryByRole("heading", { level: 2, name: "Product Care" })).toBeNull();
		// an answer-only match: "$50" is only in an answer
		await userEvent.clear(search);
		await userEvent.type(search, "$50 IN THE us");
		const shipping = screen.getByRole("region", { name: "Shipping" });
		expect(within(shipping).getAllByRole("button")).toHaveLength(1);
		expect(within(shipping).getByRole("button", { name: "Is shipping free?" })).toBeInTheDocument();
	});

	it("says when nothing matches, then shows everything again when cleared", async () => {
		renderWithProviders(<FaqList />);
		const search = screen.getByRole("searchbox", { name: "Search the FAQ" });
		await userEvent.type(search, "spaceship");
		expect(screen.getByText('No results found for "spaceship"')).toBeInTheDocument();
		await userEvent.clear(search);
		expect(screen.queryByText(/No results found/)).toBeNull();
		expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(4);
	});
});
