import { cartMessages } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { logIn } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { useCartCount } from "../api/get-cart.ts";
import { cartLine, fakeCartApi, frockTemplate } from "../test/fake-cart-api.ts";
import { CardCartButtons } from "./card-cart-buttons.tsx";

function Badge() {
	return <p data-testid="badge">{useCartCount()}</p>;
}

function Card({ stock = frockTemplate.stock }: { stock?: number }) {
	return (
		<>
			<Badge />
			<CardCartButtons template={{ ...frockTemplate, stock }} />
		</>
	);
}

const polite = () => screen.getByTestId("toasts-polite");
const assertive = () => screen.getByTestId("toasts-assertive");

describe("a product card's cart buttons", () => {
	it("ask a visitor to log in, with a way to the login page, and call nothing", async () => {
		const api = fakeCartApi();
		const user = userEvent.setup();
		const { router } = renderWithProviders(<Card />, { path: "/" });
		await user.click(screen.getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" }));
		expect(assertive()).toHaveTextContent(cartMessages.loginToAdd);
		await user.click(within(assertive()).getByRole("button", { name: "Log in" }));
		expect(router.state.location.pathname).toBe("/login");
		expect(router.state.location.search).toBe("?redirect=%2F");
		expect(api.calls).toEqual([]);
	});

	it("show Add to Cart, then minus / Go to Cart / plus at once; 'Added to cart!' only on the first add", async () => {
		const api = fakeCartApi();
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<Card />);
		const add = await screen.findByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" });
		await waitFor(() => expect(add).toBeEnabled());
		expect(screen.getByTestId("badge")).toHaveTextContent("0");

		api.hold();
		await user.click(add);
		// on screen before the server answers, with the buttons waiting for it
		const group = screen.getByRole("group", { name: "Floral Cotton Frock in your cart" });
		expect(within(group).getByRole("link", { name: "Go to Cart, 1 in cart" })).toHaveAttribute("href", "/cart");
		expect(within(group).getByRole("button", { name: "Remove Floral Cotton Frock from cart" })).toBeDisabled();
		expect(within(group).getByRole("button", { name: "One more Floral Cotton Frock" })).toBeDisabled();
		expect(screen.getByTestId("badge")).toHaveTextContent("1");
		expect(polite()).not.toHaveTextContent(cartMessages.added);

		api.release();
		await waitFor(() => expect(polite()).toHaveTextContent(cartMessages.added));
		const plus = screen.getByRole("button", { name: "One more Floral Cotton Frock" });
		await waitFor(() => expect(plus).toBeEnabled());
		expect(api.changes().map((call) => call.body)).toEqual([{ user_id: 7, product_id: 101, quantity: 1 }]);

		await user.click(plus);
		expect(screen.getByTestId("card-quantity")).toHaveTextContent("2 in cart");
		expect(screen.getByTestId("badge")).toHaveTextContent("2");
		await waitFor(() => expect(screen.getByRole("button", { name: "One fewer Floral Cotton Frock" })).toBeEnabled());
		expect(api.changes().at(-1)?.body).toMatchObject({ quantity: 2 });
		expect(within(polite()).getAllByText(cartMessages.added)).toHaveLength(1);

		await user.click(screen.getByRole("button", { name: "One fewer Floral Cotton Frock" }));
		await waitFor(() =>
			expect(screen.getByRole("button", { name: "Remove Floral Cotton Frock from cart" })).toBeEnabled(),
		);
		await user.click(screen.getByRole("button", { name: "Remove Floral Cotton Frock from cart" }));
		expect(
			await screen.findByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" }),
		).toBeInTheDocument();
		expect(screen.getByTestId("badge")).toHaveTextContent("0");
		await waitFor(() => expect(api.items).toEqual([]));
		expect(api.changes().map((call) => call.body.quantity)).toEqual([1, 2, 1, 0]);
	});

	it("keep every target at least 40 px square, and give Go to Cart its own row on a narrow card", async () => {
		fakeCartApi([cartLine(frockTemplate, 2)]);
		logIn();
		renderWithProviders(<Card />);
		const group = await screen.findByRole("group", { name: "Floral Cotton Frock in your cart" });
		// the layout follows the card's width (a container query): measured in Chromium, 64 x 40 buttons under a
		// full-width Go to Cart at 360 px, 40 x 40 either side of it from 11rem of room
		expect(group).toHaveClass("@container");
		for (const name of ["One fewer Floral Cotton Frock", "One more Floral Cotton Frock"]) {
			expect(within(group).getByRole("button", { name })).toHaveClass("h-10", "min-w-10", "row-start-2");
		}
		const goToCart = within(group).getByRole("link", { name: "Go to Cart, 2 in cart" });
		expect(goToCart).toHaveClass("min-h-10", "col-span-2", "@min-[11rem]:col-span-1");
	});

	it("disable plus at the stock", async () => {
		fakeCartApi([cartLine(frockTemplate, 3)]);
		logIn();
		renderWithProviders(<Card stock={3} />);
		const plus = await screen.findByRole("button", { name: "Only 3 left of Floral Cotton Frock" });
		expect(plus).toBeDisabled();
		expect(screen.getByRole("button", { name: "One fewer Floral Cotton Frock" })).toBeEnabled();
	});

	it("roll back and show the server's message in red when a change fails", async () => {
		const api = fakeCartApi([cartLine(frockTemplate, 1)]);
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<Card />);
		const plus = await screen.findByRole("button", { name: "One more Floral Cotton Frock" });
		await waitFor(() => expect(screen.getByTestId("badge")).toHaveTextContent("1"));

		api.failNextChange({ status: 409, message: "Sorry, only 1 left in stock", code: "INSUFFICIENT_STOCK" });
		api.hold();
		await user.click(plus);
		expect(screen.getByTestId("card-quantity")).toHaveTextContent("2 in cart");
		expect(screen.getByTestId("badge")).toHaveTextContent("2");
		const fetches = () => api.calls.filter((call) => call.path === "/products/addtocart/fetch").length;
		const fetchesBefore = fetches();
		api.release();
		// the refetch that follows waits, so what shows meanwhile is the rollback alone
		api.hold();

		await waitFor(() => expect(assertive()).toHaveTextContent("Sorry, only 1 left in stock"));
		expect(screen.getByTestId("card-quantity")).toHaveTextContent("1 in cart");
		expect(screen.getByTestId("badge")).toHaveTextContent("1");
		expect(polite()).not.toHaveTextContent(cartMessages.added);
		// and the cart is asked for again, so what shows next is the server's
		await waitFor(() => expect(fetches()).toBe(fetchesBefore + 1));
		api.release();
	});

	it("roll a failed first add back to Add to Cart", async () => {
		const api = fakeCartApi();
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<Card />);
		const add = await screen.findByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" });
		await waitFor(() => expect(add).toBeEnabled());
		api.failNextChange({ status: 500, message: "Something went wrong on our side. Please try again." });
		api.hold();
		await user.click(add);
		expect(screen.getByTestId("badge")).toHaveTextContent("1");
		api.release();
		api.hold();
		await waitFor(() => expect(assertive()).toHaveTextContent("Something went wrong on our side. Please try again."));
		expect(screen.getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" })).toBeInTheDocument();
		expect(screen.getByTestId("badge")).toHaveTextContent("0");
		expect(polite()).not.toHaveTextContent(cartMessages.added);
		api.release();
	});

	it("cannot add a sold-out variant", async () => {
		fakeCartApi();
		logIn();
		renderWithProviders(<Card stock={0} />);
		expect(
			await screen.findByRole("button", { name: "Out of stock", description: "Floral Cotton Frock" }),
		).toBeDisabled();
	});
});
