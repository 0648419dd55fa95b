import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StarRating } from "./star-rating.tsx";

/** A product's stars on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
describe("StarRating in Hindi", () => {
	it("is read as the rating out of 5 in Hindi", () => {
		render(<StarRating value={4.3} />);
		expect(screen.getByRole("img", { name: "5 में से 4.3 रेटिंग" })).toBeInTheDocument();
		expect(screen.queryByRole("img", { name: /Rated/ })).not.toBeInTheDocument();
	});
});
