import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cartItem } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { summariseItems } from "../lib/cart-cache.ts";
import { OrderSummary } from "./order-summary.tsx";

const frock = cartItem({ quantity: 2, stock: 5, images: [] });

function row(label: string): HTMLElement {
	const term = within(screen.getByTestId("order-summary")).getByText(label);
	const rowElement = term.parentElement;
	if (!rowElement) throw new Error(`no row for ${label}`);
	return rowElement;
}

describe("OrderSummary", () => {
	it("charges ₹50 delivery at a ₹500 subtotal", () => {
		renderWithProviders(<OrderSummary summary={summariseItems([frock])} />);
		expect(row("Total MRP")).toHaveTextContent("₹600");
		expect(row("Discount")).toHaveTextContent("−₹100");
		expect(row("Subtotal")).toHaveTextContent("₹500");
		expect(row("Delivery")).toHaveTextContent("₹50");
		expect(row("Delivery")).not.toHaveTextContent("FREE");
		expect(row("Total")).toHaveTextContent("₹550");
		expect(screen.getByText("Free delivery on orders over ₹500")).toBeInTheDocument();
		// free means over ₹500: one more rupee does it
		expect(screen.getByText("Add ₹1 more for free delivery")).toBeInTheDocument();
		expect(screen.queryByText("Your order gets free delivery")).not.toBeInTheDocument();
		expect(screen.getByText("2 items")).toBeInTheDocument();
	});

	it("says what is left to spend while delivery costs", () => {
		const one = { ...frock, quantity: 1, price: 380, mrp: 400 };
		renderWithProviders(<OrderSummary summary={summariseItems([one])} />);
		expect(row("Delivery")).toHaveTextContent("₹50");
		expect(screen.getByTestId("order-summary-delivery-note")).toHaveTextContent(
			"Add ₹121 more for free delivery" + "Free delivery on orders over ₹500",
		);
	});

	it("delivers free at ₹500.01", () => {
		const penny = { ...frock, product_id: 102, quantity: 1, price: 0.01, mrp: 0.01 };
		renderWithProviders(<OrderSummary summary={summariseItems([frock, penny])} />);
		expect(row("Subtotal")).toHaveTextContent("₹500.01");
		expect(row("Delivery")).toHaveTextContent("FREE");
		expect(row("Total")).toHaveTextContent("₹500.01");
		expect(screen.getByText("3 items")).toBeInTheDocument();
		// no more to spend: it says delivery is free, beside SPEC's rule
		expect(screen.getByText("Your order gets free delivery")).toBeInTheDocument();
		expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
		expect(screen.getByText("Free delivery on orders over ₹500")).toBeInTheDocument();
	});
});
