import { messages, type WishlistEntry } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { logIn, wishlistEntry } from "../../test/fixtures.ts";
import { mockApi, renderWithProviders } from "../../test/render.tsx";
import WishlistPage from "./wishlist.tsx";

const entry = (overrides: Partial<WishlistEntry> = {}): WishlistEntry =>
	wishlistEntry({ price: 1299, mrp: 1999, stock: 4, rating: { average: 4.3, count: 7 }, ...overrides });

describe("/wishlist", () => {
	it("asks a visitor to log in", () => {
		renderWithProviders(<WishlistPage />);
		expect(screen.getByText(messages.wishlist.loginToView)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?redirect=%2Fwishlist");
	});

	it("shows the count, each card's prices, percent off and real rating, and links to the wished-for variant", async () => {
		mockApi({
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
		expect(within(frock).getByRole("button", { name: "Move Floral Cotton Frock to cart" })).toBeEnabled();
		// sold out: says so, cannot be moved, and has no struck mrp or percent when there is no discount
		expect(within(dungarees).getByText("Out of stock")).toBeInTheDocument();
		expect(within(dungarees).queryByText(/% off/)).not.toBeInTheDocument();
		expect(within(dungarees).getByRole("button", { name: "Move Denim Dungarees to cart" })).toBeDisabled();
		expect(within(dungarees).getByText("(0)")).toBeInTheDocument();
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
		});
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<WishlistPage />);
		// the server sent no message: SPEC.md §8's fallback
		expect(await screen.findByText(messages.wishlist.loadFailed)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Login to continue" })).toHaveAttribute(
			"href",
			"/login?redirect=%2Fwishlist",
		);
		fetchSpy.mockRestore();
		mockApi({ "/products/wishlist/fetch": { status: true, response: [entry()] } });
		await user.click(screen.getByRole("button", { name: "Try again" }));
		await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "My Wishlist (1)" })).toBeInTheDocument());
		vi.restoreAllMocks();
	});
});
