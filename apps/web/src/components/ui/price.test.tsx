import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DiscountBadge, Price } from "./price.tsx";

describe("Price", () => {
	it("reads as the price then the struck mrp, in Indian grouping", () => {
		render(<Price price={1234.5} mrp={123456} testId="line" />);
		expect(screen.getByTestId("line-price")).toHaveTextContent(/^Price ₹1,234\.50$/);
		const mrp = screen.getByTestId("line-mrp");
		expect(mrp.tagName).toBe("S");
		expect(mrp).toHaveTextContent(/^MRP ₹1,23,456$/);
	});

	it.each([
		["badge", 1299, 1999, "35% off"],
		["text", 499, 999, "50% off"],
		["badge", 1, 3, "67% off"],
		["text", 2, 3, "33% off"],
	] as const)("puts the rounded percent off in the row as %s (%s against %s: %s)", (discount, price, mrp, label) => {
		render(<Price price={price} mrp={mrp} discount={discount} />);
		expect(screen.getByText(label)).toBeInTheDocument();
	});

	it("leaves out a percent off that rounds to 0, and the percent when the card shows it on the picture", () => {
		const { rerender } = render(<Price price={199.5} mrp={200} discount="badge" testId="x" />);
		expect(screen.getByTestId("x-mrp")).toHaveTextContent("₹200");
		expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
		rerender(<Price price={1299} mrp={1999} />);
		expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
	});

	it("shows neither mrp nor discount when the price is the mrp", () => {
		render(<Price price={799} mrp={799} discount="badge" testId="x" />);
		expect(screen.getByTestId("x-price")).toHaveTextContent("₹799");
		expect(screen.queryByTestId("x-mrp")).not.toBeInTheDocument();
		expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
	});

	it("says 'from' before the lowest of several prices", () => {
		render(<Price price={399} mrp={599} from testId="card" />);
		expect(screen.getByTestId("card-price")).toHaveTextContent(/^Price from ₹399$/);
	});
});

describe("DiscountBadge", () => {
	it("shows the rounded percent off, and nothing when it rounds to 0", () => {
		const { container, rerender } = render(<DiscountBadge price={1299} mrp={1999} />);
		expect(screen.getByText("35% off")).toBeInTheDocument();
		rerender(<DiscountBadge price={199.5} mrp={200} />);
		expect(container).toBeEmptyDOMElement();
	});
});
