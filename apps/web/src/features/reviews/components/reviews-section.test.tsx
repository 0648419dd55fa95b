import { type Reviews, reviewsMessages } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { logIn } from "../../../test/fixtures.ts";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { ReviewsSection } from "./reviews-section.tsx";

const none: Reviews = { average: 0, count: 0, verified_count: 0, reviews: [], mine: null };

const review = (id: number, user: string, verified: boolean) => ({
	id,
	user,
	rating: 5,
	comment: `Lovely, says ${user}`,
	date: "2026-11-01T10:00:00.000Z",
	verified_buyer: verified,
	mine: false,
});

describe("ReviewsSection", () => {
	it("says 'No reviews yet' when a product has none, and asks a visitor to log in without loading the form", async () => {
		mockApi({ "/products/7/reviews": { status: true, response: none } });
		renderWithProviders(<ReviewsSection productId={7} />);
		expect(await screen.findByText(reviewsMessages.noReviews)).toBeInTheDocument();
		expect(reviewsMessages.noReviews).toMatch(/^No reviews yet/);
		expect(screen.getByText("0 reviews")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: reviewsMessages.loginToReview })).toHaveAttribute(
			"href",
			"/login?redirect=%2F",
		);
		expect(screen.queryByTestId("review-form-placeholder")).not.toBeInTheDocument();
		expect(screen.queryByRole("heading", { name: "Write a review" })).not.toBeInTheDocument();
	});

	it("says how many reviews are from verified buyers and marks theirs", async () => {
		mockApi({
			"/products/7/reviews": {
				status: true,
				response: {
					average: 5,
					count: 3,
					verified_count: 2,
					reviews: [review(1, "Asha V.", true), review(2, "Ravi S.", false), review(3, "Meera I.", true)],
					mine: null,
				},
			},
		});
		renderWithProviders(<ReviewsSection productId={7} />);
		expect(await screen.findByTestId("verified-summary")).toHaveTextContent("2 of 3 from verified buyers");
		const items = screen.getAllByRole("listitem");
		expect(items.map((item) => within(item).queryByText("Verified buyer") !== null)).toEqual([true, false, true]);
	});

	it("says nothing of verified buyers when there are none", async () => {
		mockApi({
			"/products/7/reviews": {
				status: true,
				response: { average: 5, count: 1, verified_count: 0, reviews: [review(1, "Ravi S.", false)], mine: null },
			},
		});
		renderWithProviders(<ReviewsSection productId={7} />);
		expect(await screen.findByText("Lovely, says Ravi S.")).toBeInTheDocument();
		expect(screen.queryByTestId("verified-summary")).not.toBeInTheDocument();
		expect(screen.queryByText("Verified buyer")).not.toBeInTheDocument();
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
