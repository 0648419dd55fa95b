import { messages, type Reviews } from "@pitara/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { logIn } from "../../../test/fixtures.ts";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { ReviewsSection } from "./reviews-section.tsx";

const none: Reviews = { average: 0, count: 0, reviews: [], mine: null };

describe("ReviewsSection", () => {
	it("says 'No reviews yet' when a product has none, and asks a visitor to log in without loading the form", async () => {
		mockApi({ "/products/7/reviews": { status: true, response: none } });
		renderWithProviders(<ReviewsSection productId={7} />);
		expect(await screen.findByText(messages.reviews.noReviews)).toBeInTheDocument();
		expect(messages.reviews.noReviews).toMatch(/^No reviews yet/);
		expect(screen.getByText("0 reviews")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: messages.reviews.loginToReview })).toHaveAttribute(
			"href",
			"/login?redirect=%2F",
		);
		expect(screen.queryByTestId("review-form-placeholder")).not.toBeInTheDocument();
		expect(screen.queryByRole("heading", { name: "Write a review" })).not.toBeInTheDocument();
	});

	it("holds the form's place, hidden, while its code loads, then shows the form", async () => {
		logIn();
		mockApi({ "/products/7/reviews": { status: true, response: none } });
		renderWithProviders(<ReviewsSection productId={7} />);
		const placeholder = await screen.findByTestId("review-form-placeholder");
		expect(placeholder).toHaveAttribute("aria-hidden", "true");
		expect(placeholder).toHaveAttribute("inert");
		// the placeholder is not a second form to a screen reader or a test
		expect(screen.queryByRole("heading", { name: "Write a review" })).not.toBeInTheDocument();
		expect(await screen.findByRole("heading", { name: "Write a review" })).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Submit Review" })).toBeEnabled();
		await waitFor(() => expect(screen.queryByTestId("review-form-placeholder")).not.toBeInTheDocument());
	});
});
