import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StarRating } from "./star-rating.tsx";

describe("StarRating", () => {
	it("is read as the rating out of 5, or as the label it is given", () => {
		const { unmount } = render(<StarRating value={4.3} />);
		expect(screen.getByRole("img", { name: "Rated 4.3 out of 5" })).toBeInTheDocument();
		unmount();
		render(<StarRating value={0} label="Not rated yet" />);
		expect(screen.getByRole("img", { name: "Not rated yet" })).toBeInTheDocument();
	});
});
