import { cartMessages, catalogMessages, type Product, type Variant } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { cartLine, fakeCartApi } from "../features/cart/test/fake-cart-api.ts";
import { ProductCard, toProductCardItem } from "../features/products/components/product-card.tsx";
import { logIn } from "../test/fixtures.ts";
import { mockIntersectionObserver } from "../test/intersection.ts";
import { renderWithProviders } from "../test/render.tsx";
import { ProductDetailActions } from "./product-detail-actions.tsx";
import { cartTemplate, ProductCardActions } from "./shop-actions.tsx";

function variant(id: number, size: string, color: string, price: number, stock: number): Variant {
	return {
		id,
		product_id: 11,
		size,
		color,
		price,
		mrp: price + 100,
		stock,
		images: [{ image_id: id, image_url: `/media/products/frock-${id}-480.webp`, alt: `Frock ${size} ${color}` }],
		brand: "Tiny Tots",
	};
}

function product(variants: Variant[]): Product {
	return {
		product_id: 11,
		name: "Floral Cotton Frock",
		slug: "floral-cotton-frock",
		brand: "Tiny Tots",
		category: "Girls",
		sub_category: "Frocks",
		featured: false,
		createdAt: "2026-01-01T00:00:00.000Z",
		age_groups: [],
		rating: { average: 0, count: 0 },
		price: Math.min(...variants.map((v) => v.price)),
		mrp: Math.min(...variants.map((v) => v.price)) + 100,
		in_stock: variants.some((v) => v.stock > 0),
		other_info: variants,
	};
}

const frock = product([
	variant(101, "2-3 Y", "Pink", 449, 4),
	variant(102, "4-5 Y", "Pink", 499, 2),
	variant(103, "6-7 Y", "Pink", 549, 0),
	variant(104, "2-3 Y", "Yellow", 449, 5),
	variant(105, "4-5 Y", "Yellow", 499, 5),
]);

const polite = () => screen.getByTestId("toasts-polite");

describe("a product card's Add to Cart", () => {
	it("asks for the size of a product sold in several sizes and adds the one chosen", async () => {
		const api = fakeCartApi(
			[],
			frock.other_info.map((v) => cartTemplate(frock, v)),
		);
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<ProductCardActions product={frock} />);
		expect(screen.getByTestId("card-variant")).toHaveTextContent("2 sizes · 2 colours");
		const add = screen.getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" });
		await waitFor(() => expect(add).toBeEnabled());
		expect(add).toHaveAttribute("aria-haspopup", "dialog");
		await user.click(add);

		const picker = await screen.findByRole("dialog", { name: "Choose a size" });
		expect(picker).toHaveAccessibleDescription("Floral Cotton Frock");
		// nothing added yet: the shopper has not said which size
		expect(api.changes()).toEqual([]);
		// the card's colour first; a sold-out size is shown but cannot be chosen
		expect(within(picker).getByRole("radio", { name: "Pink" })).toBeChecked();
		expect(within(picker).getByRole("button", { name: /6-7 Y/ })).toBeDisabled();
		expect(within(picker).getByRole("button", { name: /6-7 Y/ })).toHaveTextContent(catalogMessages.outOfStock);
		expect(within(picker).getByRole("button", { name: /4-5 Y/ })).toHaveTextContent("Only 2 left");
		expect(within(picker).getByRole("button", { name: /2-3 Y/ })).toHaveFocus();

		// another colour: its sizes
		await user.click(within(picker).getByRole("radio", { name: "Yellow" }));
		expect(within(picker).queryByRole("button", { name: /6-7 Y/ })).not.toBeInTheDocument();
		await user.click(within(picker).getByRole("button", { name: /4-5 Y/ }));

		expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
		const group = screen.getByRole("group", { name: "Floral Cotton Frock in your cart" });
		expect(within(group).getByRole("link", { name: "Go to Cart, 1 in cart" })).toBeInTheDocument();
		expect(screen.getByTestId("card-variant")).toHaveTextContent("4-5 Y · Yellow");
		await waitFor(() => expect(polite()).toHaveTextContent(cartMessages.added));
		expect(api.changes().map((call) => call.body)).toEqual([{ user_id: 7, product_id: 105, quantity: 1 }]);

		// the stepper changes that variant; no second 'Added to cart!'
		await user.click(within(group).getByRole("button", { name: "One more Floral Cotton Frock" }));
		await waitFor(() => expect(api.changes()).toHaveLength(2));
		expect(api.changes()[1]?.body).toEqual({ user_id: 7, product_id: 105, quantity: 2 });
	});

	it("closes the picker on Escape without adding anything", async () => {
		const api = fakeCartApi(
			[],
			frock.other_info.map((v) => cartTemplate(frock, v)),
		);
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<ProductCardActions product={frock} />);
		const add = screen.getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" });
		await waitFor(() => expect(add).toBeEnabled());
		await user.click(add);
		await user.keyboard("{Escape}");
		expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
		expect(add).toHaveFocus();
		expect(api.changes()).toEqual([]);
	});

	it("adds at once when only one size is in stock", async () => {
		const single = product([variant(201, "Free Size", "Gold", 299, 3), variant(202, "Free Size", "Silver", 299, 0)]);
		const api = fakeCartApi(
			[],
			single.other_info.map((v) => cartTemplate(single, v)),
		);
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<ProductCardActions product={single} />);
		expect(screen.getByTestId("card-variant")).toHaveTextContent("Free Size · Gold");
		const add = screen.getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" });
		await waitFor(() => expect(add).toBeEnabled());
		expect(add).not.toHaveAttribute("aria-haspopup");
		await user.click(add);
		expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
		expect(screen.getByRole("link", { name: "Go to Cart, 1 in cart" })).toBeInTheDocument();
		await waitFor(() => expect(api.changes().map((call) => call.body.product_id)).toEqual([201]));
	});

	it("follows the variant already in the cart", async () => {
		const templates = frock.other_info.map((v) => cartTemplate(frock, v));
		const yellowSmall = templates.find((template) => template.product_id === 104);
		if (!yellowSmall) throw new Error("fixture");
		fakeCartApi([cartLine(yellowSmall, 2)], templates);
		logIn();
		renderWithProviders(<ProductCardActions product={frock} />);
		expect(await screen.findByRole("link", { name: "Go to Cart, 2 in cart" })).toBeInTheDocument();
		expect(screen.getByTestId("card-variant")).toHaveTextContent("2-3 Y · Yellow");
	});

	it("asks a visitor to log in without opening the picker", async () => {
		fakeCartApi();
		const user = userEvent.setup();
		renderWithProviders(<ProductCardActions product={frock} />);
		await user.click(screen.getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" }));
		expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
		expect(screen.getByTestId("toasts-assertive")).toHaveTextContent(cartMessages.loginToAdd);
	});
});

/** A listing's card with its actions, as the listing composes them. */
function ListingCard({ product }: { product: Product }) {
	return <ProductCard item={toProductCardItem(product)} actions={<ProductCardActions product={product} />} />;
}

describe("a product card's price and its Add to Cart agree", () => {
	it("headlines the price of the one size in stock and adds that size, not a cheaper sold-out one", async () => {
		// the cheapest size is sold out: the server's `price` would have said ₹349 before the rule was shared
		const dress = product([variant(301, "2-3 Y", "Blue", 349, 0), variant(302, "4-5 Y", "Blue", 599, 3)]);
		dress.price = 349;
		const api = fakeCartApi(
			[],
			dress.other_info.map((v) => cartTemplate(dress, v)),
		);
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<ListingCard product={dress} />);
		expect(screen.getByTestId("card-price")).toHaveTextContent(/^Price ₹599$/);
		expect(screen.getByTestId("card-variant")).toHaveTextContent("4-5 Y · Blue");
		const add = screen.getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" });
		await waitFor(() => expect(add).toBeEnabled());
		await user.click(add);
		await waitFor(() => expect(api.changes().map((call) => call.body.product_id)).toEqual([302]));
	});

	it("reads 'from' the lowest in-stock price when the sizes cost different amounts, and the picker shows each", async () => {
		fakeCartApi(
			[],
			frock.other_info.map((v) => cartTemplate(frock, v)),
		);
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<ListingCard product={frock} />);
		expect(screen.getByTestId("card-price")).toHaveTextContent(/^Price from ₹449$/);
		const add = screen.getByRole("button", { name: "Add to Cart", description: "Floral Cotton Frock" });
		await waitFor(() => expect(add).toBeEnabled());
		await user.click(add);
		const picker = await screen.findByRole("dialog", { name: "Choose a size" });
		expect(within(picker).getByRole("button", { name: /2-3 Y/ })).toHaveTextContent("₹449");
		expect(within(picker).getByRole("button", { name: /4-5 Y/ })).toHaveTextContent("₹499");
		await user.click(within(picker).getByRole("button", { name: /4-5 Y/ }));
		// in the cart: the card says what that size costs
		expect(screen.getByTestId("card-variant")).toHaveTextContent("4-5 Y · Pink · ₹499");
	});

	it("shows the one price without 'from' when every size in stock costs the same", () => {
		const same = product([
			variant(401, "2-3 Y", "Red", 499, 2),
			variant(402, "4-5 Y", "Red", 499, 1),
			variant(403, "6-7 Y", "Red", 299, 0),
		]);
		renderWithProviders(<ListingCard product={same} />);
		expect(screen.getByTestId("card-price")).toHaveTextContent(/^Price ₹499$/);
		expect(screen.getByTestId("card-variant")).toHaveTextContent("2 sizes");
	});
});

describe("the product page's cart action", () => {
	it("is mirrored in a bar with the price while the panel is off screen, and both follow the cart", async () => {
		const screenEdge = mockIntersectionObserver();
		const api = fakeCartApi(
			[],
			frock.other_info.map((v) => cartTemplate(frock, v)),
		);
		logIn();
		const user = userEvent.setup();
		const chosen = frock.other_info[1];
		if (!chosen) throw new Error("fixture");
		renderWithProviders(<ProductDetailActions product={frock} variant={chosen} quantity={2} />);
		const bar = await screen.findByRole("region", { name: "Buy Floral Cotton Frock" });
		expect(bar).toHaveTextContent("₹499");
		expect(bar).toHaveTextContent("4-5 Y · Pink · Qty 2");
		const barAdd = within(bar).getByRole("button", { name: "Add to Cart" });
		await waitFor(() => expect(barAdd).toBeEnabled());
		await user.click(barAdd);
		// one action: the bar and the panel both say Go to Cart, and the chosen variant and quantity went in
		expect(await within(bar).findByRole("link", { name: "Go to Cart" })).toHaveAttribute("href", "/cart");
		expect(screen.getAllByRole("link", { name: "Go to Cart" })).toHaveLength(2);
		await waitFor(() => expect(polite()).toHaveTextContent(cartMessages.added));
		expect(api.changes().map((call) => call.body)).toEqual([{ user_id: 7, product_id: 102, quantity: 2 }]);

		// the panel on screen: no bar
		screenEdge.show(true);
		expect(screen.queryByRole("region", { name: "Buy Floral Cotton Frock" })).not.toBeInTheDocument();
	});
});
