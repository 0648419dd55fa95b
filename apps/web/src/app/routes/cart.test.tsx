import { cartMessages } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { cartLine, fakeCartApi, frockTemplate } from "../../features/cart/test/fake-cart-api.ts";
import { logIn } from "../../test/fixtures.ts";
import { mockIntersectionObserver } from "../../test/intersection.ts";
import { renderWithProviders } from "../../test/render.tsx";
import CartPage from "./cart.tsx";

const sock = {
	...frockTemplate,
	product_id: 202,
	parent_product_id: 22,
	name: "Striped Ankle Socks",
	brand: "Little Feet",
	slug: "striped-ankle-socks",
	size: "2-3 Y",
	color: "Blue",
	price: 0.01,
	mrp: 0.01,
	stock: 10,
};

function summaryRow(label: string): HTMLElement {
	const term = within(screen.getByTestId("order-summary")).getByText(label);
	if (!term.parentElement) throw new Error(label);
	return term.parentElement;
}

describe("/cart", () => {
	it("asks a visitor to log in and come back", () => {
		fakeCartApi();
		renderWithProviders(<CartPage />);
		expect(screen.getByText(cartMessages.loginToView)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?redirect=%2Fcart");
	});

	it("offers the total and Checkout in a bar while the summary's Checkout is off screen", async () => {
		const screenEdge = mockIntersectionObserver();
		fakeCartApi([cartLine(frockTemplate, 2)]);
		logIn();
		renderWithProviders(<CartPage />);
		const bar = await screen.findByRole("region", { name: "Cart total and checkout" });
		// the same total and the same action as the summary
		const total = within(screen.getByTestId("order-summary")).getByText("Total").parentElement;
		expect(within(bar).getByTestId("bar-total")).toHaveTextContent("₹550");
		expect(total).toHaveTextContent("₹550");
		expect(within(bar).getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
		// outside <main>'s flow: at the end of the document, where a fixed bar belongs
		expect(bar.parentElement).toBe(document.body);

		screenEdge.show(true);
		expect(screen.queryByRole("region", { name: "Cart total and checkout" })).not.toBeInTheDocument();
		screenEdge.show(false);
		expect(screen.getByRole("region", { name: "Cart total and checkout" })).toBeInTheDocument();
	});

	it("answers the delivery promise for the default address's pincode, or that it is not served, before checkout", async () => {
		const fetch = fakeCartApi([cartLine(frockTemplate, 2)]).spy;
		const base = fetch.getMockImplementation();
		fetch.mockImplementation(async (input, init) => {
			const url = new URL(String(input), "http://localhost");
			if (url.pathname.endsWith("/users/address/list")) {
				const address = { id: 3, address_id: 3, name: "Asha", phone: "9876543210", pincode: "744101" };
				const rest = { address_line1: "1 Beach Road", address_line2: null, city: "South Andaman" };
				const where = { state: "Andaman and Nicobar Islands", country: "India", is_default: true, user_id: 7 };
				return new Response(JSON.stringify({ status: true, addresses: [{ ...address, ...rest, ...where }] }));
			}
			if (url.pathname.endsWith("/delivery/promise")) {
				const pincode = url.searchParams.get("pincode");
				const place = { pincode, district: "South Andaman", state: "Andaman and Nicobar Islands" };
				return new Response(
					JSON.stringify({
						status: true,
						response: {
							...place,
							serviceable: false,
							zone: null,
							date: null,
							message: `Sorry, we do not deliver to ${pincode} yet.`,
						},
					}),
				);
			}
			return base ? base(input, init) : new Response("{}", { status: 404 });
		});
		logIn();
		renderWithProviders(<CartPage />);
		expect(await screen.findByLabelText("Check delivery")).toHaveValue("744101");
		expect(await screen.findByText("Sorry, we do not deliver to 744101 yet.")).toBeInTheDocument();
	});

	it("says when the cart is empty and leads back to the products", async () => {
		fakeCartApi();
		logIn();
		renderWithProviders(<CartPage />);
		expect(await screen.findByText(cartMessages.empty)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
	});

	it("shows 'Error loading cart: …' with Try again, which loads it", async () => {
		const api = fakeCartApi([cartLine(frockTemplate, 1)]);
		api.failNextFetch({ status: 503, message: "The shop is busy" });
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<CartPage />);
		expect(await screen.findByText("Error loading cart: The shop is busy")).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("link", { name: "Floral Cotton Frock" })).toHaveAttribute(
			"href",
			"/products/girls/floral-cotton-frock?variant=101",
		);
		expect(screen.queryByText(/Error loading cart/)).not.toBeInTheDocument();
	});

	it("changes quantities at once, re-prices across the ₹500 line and removes lines", async () => {
		const api = fakeCartApi([cartLine(sock, 1), cartLine(frockTemplate, 2)], [frockTemplate, sock]);
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<CartPage />);

		const frockLine = (await screen.findByRole("link", { name: "Floral Cotton Frock" })).closest("li") as HTMLElement;
		expect(within(frockLine).getByText(/Size:/)).toHaveTextContent("Size: 4-5 Y");
		expect(within(frockLine).getByText(/Colour:/)).toHaveTextContent("Colour: Pink");
		expect(within(frockLine).getByText("₹300").tagName).toBe("S");
		expect(summaryRow("Subtotal")).toHaveTextContent("₹500.01");
		expect(summaryRow("Delivery")).toHaveTextContent("FREE");
		expect(within(frockLine).getByRole("button", { name: "One more Floral Cotton Frock" })).toBeEnabled();

		// 0.01 + 250: delivery comes back the moment the shopper taps, before the server answers
		api.hold();
		await user.click(within(frockLine).getByRole("button", { name: "One fewer Floral Cotton Frock" }));
		expect(within(frockLine).getByLabelText("Quantity")).toHaveTextContent("1");
		expect(summaryRow("Subtotal")).toHaveTextContent("₹250.01");
		expect(summaryRow("Delivery")).toHaveTextContent("₹50");
		expect(summaryRow("Total")).toHaveTextContent("₹300.01");
		expect(screen.getByTestId("cart-page-count")).toHaveTextContent("(2 items)");
		// minus waits at 1, and Checkout waits for the change
		expect(within(frockLine).getByRole("button", { name: "One fewer Floral Cotton Frock" })).toBeDisabled();
		expect(screen.getByRole("button", { name: "Checkout" })).toBeDisabled();
		api.release();
		await waitFor(() => expect(screen.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout"));
		expect(within(frockLine).getByRole("button", { name: "One fewer Floral Cotton Frock" })).toBeDisabled();

		await user.click(screen.getByRole("button", { name: "Remove Striped Ankle Socks from cart" }));
		expect(screen.queryByRole("link", { name: "Striped Ankle Socks" })).not.toBeInTheDocument();
		await waitFor(() => expect(screen.getByTestId("toasts-polite")).toHaveTextContent(cartMessages.removed));
		expect(api.items.map((item) => [item.product_id, item.quantity])).toEqual([[101, 1]]);
		expect(summaryRow("Total")).toHaveTextContent("₹300");
	});

	it("keeps a line that can no longer be bought, says why, and holds Checkout until it is sorted", async () => {
		const gone = {
			...cartLine(sock, 1),
			available: false,
			problem: cartMessages.noLongerAvailable,
		};
		fakeCartApi([gone, cartLine(frockTemplate, 1)], [frockTemplate, sock]);
		logIn();
		renderWithProviders(<CartPage />);
		expect(await screen.findByText(cartMessages.noLongerAvailable)).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Checkout" })).toBeDisabled();
		expect(screen.getByText(cartMessages.checkoutBlocked)).toBeInTheDocument();
		expect(screen.queryByRole("button", { name: "One more Striped Ankle Socks" })).not.toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Remove Striped Ankle Socks from cart" })).toBeEnabled();
	});
});
