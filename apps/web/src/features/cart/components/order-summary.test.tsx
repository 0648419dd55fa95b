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
		expect(screen.getByText("2 items")).toBeInTheDocument();
	});

	it("delivers free at ₹500.01", () => {
		const penny = { ...frock, product_id: 102, quantity: 1, price: 0.01, mrp: 0.01 };
		renderWithProviders(<OrderSummary summary={summariseItems([frock, penny])} />);
		expect(row("Subtotal")).toHaveTextContent("₹500.01");
		expect(row("Delivery")).toHaveTextContent("FREE");
		expect(row("Total")).toHaveTextContent("₹500.01");
		expect(screen.getByText("3 items")).toBeInTheDocument();
	});
});
