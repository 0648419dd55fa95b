import { cartMessages, type WishlistEntry, wishlistMessages } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeCartApi } from "../../features/cart/test/fake-cart-api.ts";
import { frock, logIn, wishlistEntry } from "../../test/fixtures.ts";
import { apiPath, jsonResponse, mockApi, renderWithProviders } from "../../test/render.tsx";
import WishlistPage from "./wishlist.tsx";

const entry = (overrides: Partial<WishlistEntry> = {}): WishlistEntry =>
	wishlistEntry({ price: 1299, mrp: 1999, stock: 4, rating: { average: 4.3, count: 7 }, ...overrides });

describe("/wishlist", () => {
	it("asks a visitor to log in", () => {
		renderWithProviders(<WishlistPage />);
		expect(screen.getByText(wishlistMessages.loginToView)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?redirect=%2Fwishlist");
	});

	it("shows the count, each card's prices, percent off and real rating, and links to the wished-for variant", async () => {
		mockApi({
			"/account/messages": { status: true, response: { consents: [], alerts: [], price_alerts: [] } },
			"/products/wishlist/fetch": {
				status: true,
				response: [
					entry(),
					entry({
						wishlist_id: 2,
						product_id: 102,
						name: "Denim Dungarees",
						mrp: 1299,
						rating: { average: 0, count: 0 },
						stock: 0,
						available: false,
						problem: "Out of stock",
					}),
				],
			},
			"/products/addtocart/fetch": {
				status: true,
				response: [],
				summary: { mrp_total: 0, discount: 0, subtotal: 0, delivery: 0, total: 0, item_count: 0 },
				count: 0,
			},
		});
		logIn();
		renderWithProviders(<WishlistPage />);
		expect(await screen.findByRole("heading", { level: 1, name: "My Wishlist (2)" })).toBeInTheDocument();
		const [frock, dungarees] = screen.getAllByTestId("wishlist-card") as [HTMLElement, HTMLElement];
		expect(within(frock).getByRole("link")).toHaveAttribute("href", "/products/girls/floral-cotton-frock?variant=101");
		expect(within(frock).getByText("35% off")).toBeInTheDocument();
		expect(within(frock).getByText("₹1,999").tagName).toBe("S");
		expect(within(frock).getByRole("img", { name: "Rated 4.3 out of 5" })).toBeInTheDocument();
		expect(within(frock).getByText("(7)")).toBeInTheDocument();
		expect(
			within(frock).getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" }),
		).toHaveTextContent("Add to Cart");
		expect(within(frock).queryByRole("button", { name: /^move/i })).not.toBeInTheDocument();
		// sold out: says so, cannot be added, and has no struck mrp or percent when there is no discount
		expect(within(dungarees).getAllByText("Out of stock").length).toBeGreaterThan(0);
		expect(within(dungarees).queryByText(/% off/)).not.toBeInTheDocument();
		expect(
			within(dungarees).getByRole("button", { name: "Out of stock", description: "Denim Dungarees" }),
		).toBeDisabled();
		expect(within(dungarees).getByText("(0)")).toBeInTheDocument();
	});

	it("Add to Cart adds the wished-for variant, says so, and the entry stays on the wishlist", async () => {
		const cart = fakeCartApi([], [frock]);
		const cartApi = cart.spy.getMockImplementation();
		const wishlisted = [entry()];
		cart.spy.mockImplementation(async (input, init) => {
			if (apiPath(input) === "/products/wishlist/fetch")
				return jsonResponse(200, { status: true, response: wishlisted });
			return (cartApi as typeof fetch)(input, init);
		});
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<WishlistPage />);
		const card = await screen.findByTestId("wishlist-card");
		await user.click(within(card).getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" }));

		expect(await screen.findByText(cartMessages.added)).toBeInTheDocument();
		expect(cart.changes().map((change) => change.body)).toEqual([{ user_id: 7, product_id: 101, quantity: 1 }]);
		expect(cart.items).toMatchObject([{ product_id: 101, quantity: 1 }]);
		// the card now offers the cart, and the entry is still on the wishlist
		expect(await within(card).findByRole("link", { name: "Go to Cart, 1 in cart" })).toHaveAttribute("href", "/cart");
		await waitFor(() => expect(cart.calls.filter((c) => c.path === "/products/addtocart/fetch").length).toBe(2));
		expect(screen.getByRole("heading", { level: 1, name: "My Wishlist (1)" })).toBeInTheDocument();
		expect(screen.getByTestId("wishlist-card")).toBe(card);
		expect(cart.calls.some((c) => c.path.startsWith("/product/wishlist"))).toBe(false);
		vi.restoreAllMocks();
	});

	it("says why a withdrawn variant cannot be added", async () => {
		mockApi({
			"/account/messages": { status: true, response: { consents: [], alerts: [], price_alerts: [] } },
			"/products/wishlist/fetch": {
				status: true,
				response: [entry({ available: false, problem: cartMessages.noLongerAvailable })],
			},
			"/products/addtocart/fetch": {
				status: true,
				response: [],
				summary: { mrp_total: 0, discount: 0, subtotal: 0, delivery: 0, total: 0, item_count: 0 },
				count: 0,
			},
		});
		logIn();
		renderWithProviders(<WishlistPage />);
		const card = await screen.findByTestId("wishlist-card");
		expect(within(card).getByRole("button", { name: cartMessages.noLongerAvailable })).toBeDisabled();
		vi.restoreAllMocks();
	});

	it("is empty with a way to the products", async () => {
		mockApi({ "/products/wishlist/fetch": { status: true, response: [] } });
		logIn();
		renderWithProviders(<WishlistPage />);
		expect(await screen.findByRole("heading", { level: 1, name: "My Wishlist (0)" })).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
	});

	it("shows the error with a retry and a login link", async () => {
		const fetchSpy = mockApi({
			"/products/wishlist/fetch": { status: 503, body: { status: false, message: "", code: "DOWN" } },
			"/category/subcategory/fetch": { status: true, response: [] },
			"/products/addtocart/fetch": {
				status: true,
				response: [],
				summary: { mrp_total: 0, discount: 0, subtotal: 0, delivery: 0, total: 0, item_count: 0 },
				count: 0,
			},
		});
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<WishlistPage />);
		// the server sent no message: SPEC.md §8's fallback
		expect(await screen.findByText(wishlistMessages.loadFailed)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Login to continue" })).toHaveAttribute(
			"href",
			"/login?redirect=%2Fwishlist",
		);
		fetchSpy.mockRestore();
		mockApi({
			"/account/messages": { status: true, response: { consents: [], alerts: [], price_alerts: [] } },
			"/products/wishlist/fetch": { status: true, response: [entry()] },
			"/category/subcategory/fetch": { status: true, response: [] },
			"/products/addtocart/fetch": {
				status: true,
				response: [],
				summary: { mrp_total: 0, discount: 0, subtotal: 0, delivery: 0, total: 0, item_count: 0 },
				count: 0,
			},
		});
		await user.click(screen.getByRole("button", { name: "Try again" }));
		await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "My Wishlist (1)" })).toBeInTheDocument());
		vi.restoreAllMocks();
	});
});
