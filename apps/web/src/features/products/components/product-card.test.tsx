import type { Product } from "@pitara/shared";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { ProductCard, type ProductCardItem, toProductCardItem } from "./product-card.tsx";

const item = (overrides: Partial<ProductCardItem> = {}): ProductCardItem => ({
	name: "Floral Cotton Frock",
	brand: "Tiny Tots",
	href: "/products/girls/floral-cotton-frock",
	price: 1299,
	mrp: 1999,
	images: [
		{ url: "/media/products/frock-pink-front-480.webp", alt: "Floral Cotton Frock in pink, front view" },
		{ url: "/media/products/frock-pink-back-480.webp", alt: "Floral Cotton Frock in pink, back view" },
		{ url: "/media/products/frock-blue-front-480.webp", alt: "Floral Cotton Frock in blue, front view" },
	],
	...overrides,
});

describe("ProductCard prices", () => {
	it("shows the price, the higher mrp struck through and the rounded percent off", () => {
		renderWithProviders(<ProductCard item={item()} />);
		expect(screen.getByTestId("card-price")).toHaveTextContent("₹1,299");
		const mrp = screen.getByTestId("card-mrp");
		expect(mrp.tagName).toBe("S");
		expect(mrp).toHaveTextContent("₹1,999");
		// (1999 - 1299) / 1999 = 35.02 %
		expect(screen.getByText("35% off")).toBeInTheDocument();
	});

	it.each([
		[499, 999, "50% off"],
		[1, 3, "67% off"],
		[2, 3, "33% off"],
		[199.5, 200, "0% off"],
		[1234.5, 1500, "18% off"],
	])("rounds the discount of %s against %s to %s", (price, mrp, label) => {
		renderWithProviders(<ProductCard item={item({ price, mrp })} />);
		if (label === "0% off") expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
		else expect(screen.getByText(label)).toBeInTheDocument();
	});

	it("shows neither mrp nor badge when there is no discount", () => {
		renderWithProviders(<ProductCard item={item({ price: 799, mrp: 799 })} />);
		expect(screen.getByTestId("card-price")).toHaveTextContent("₹799");
		expect(screen.queryByTestId("card-mrp")).not.toBeInTheDocument();
		expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
	});

	it("formats paise-precise and large prices the Indian way", () => {
		renderWithProviders(<ProductCard item={item({ price: 1234.5, mrp: 123456 })} />);
		expect(screen.getByTestId("card-price")).toHaveTextContent("₹1,234.50");
		expect(screen.getByTestId("card-mrp")).toHaveTextContent("₹1,23,456");
		expect(screen.getByText("99% off")).toBeInTheDocument();
	});
});

describe("ProductCard", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it("links to the product page and names it", () => {
		renderWithProviders(<ProductCard item={item()} />);
		const link = screen.getByRole("link");
		expect(link).toHaveAttribute("href", "/products/girls/floral-cotton-frock");
		expect(screen.getByRole("heading", { name: "Floral Cotton Frock" })).toBeInTheDocument();
		expect(screen.getByText("Tiny Tots")).toBeInTheDocument();
	});

	it("loads lazily below the fold and eagerly with high priority in the first row, always with a size", () => {
		const { unmount } = renderWithProviders(<ProductCard item={item()} />);
		let image = screen.getByRole("img", { name: /front view/ });
		expect(image).toHaveAttribute("loading", "lazy");
		expect(image).toHaveAttribute("width", "480");
		expect(image).toHaveAttribute("height", "480");
		expect(image.getAttribute("srcset")).toContain("/media/products/frock-pink-front-960.webp 960w");
		unmount();
		renderWithProviders(<ProductCard item={item()} eager />);
		image = screen.getByRole("img", { name: /front view/ });
		expect(image).toHaveAttribute("loading", "eager");
		expect(image).toHaveAttribute("fetchpriority", "high");
	});

	it("cycles through the pictures every 1.5 s while hovered and goes back to the first after", () => {
		vi.useFakeTimers();
		renderWithProviders(<ProductCard item={item()} />);
		const link = screen.getByRole("link");
		fireEvent.mouseEnter(link);
		expect(screen.getByRole("img", { name: /pink, front/ })).toBeInTheDocument();
		act(() => {
			vi.advanceTimersByTime(1500);
		});
		expect(screen.getByRole("img", { name: /pink, back/ })).toBeInTheDocument();
		act(() => {
			vi.advanceTimersByTime(1500);
		});
		expect(screen.getByRole("img", { name: /blue, front/ })).toBeInTheDocument();
		act(() => {
			vi.advanceTimersByTime(1500);
		});
		expect(screen.getByRole("img", { name: /pink, front/ })).toBeInTheDocument();
		act(() => {
			vi.advanceTimersByTime(1500);
		});
		fireEvent.mouseLeave(link);
		expect(screen.getByRole("img", { name: /pink, front/ })).toBeInTheDocument();
	});

	it("swaps a broken picture for the placeholder", () => {
		renderWithProviders(<ProductCard item={item({ images: [{ url: "/media/gone-480.webp", alt: "Gone" }] })} />);
		const image = screen.getByRole("img", { name: "Gone" });
		fireEvent.error(image);
		expect(image).toHaveAttribute("src", "/placeholder.svg");
		expect(image).not.toHaveAttribute("srcset");
	});

	it("renders the actions slot outside the link", () => {
		renderWithProviders(<ProductCard item={item()} actions={<button type="button">Add to Cart</button>} />);
		const button = screen.getByRole("button", { name: "Add to Cart" });
		expect(screen.getByRole("link")).not.toContainElement(button);
	});
});

describe("toProductCardItem", () => {
	it("takes the first variant's pictures and one of each other colour, and the price of what Add to Cart adds", () => {
		const variant = (id: number, color: string, images: string[]) => ({
			id,
			product_id: 7,
			size: "2-3 years",
			color,
			price: 599,
			mrp: 799,
			stock: 3,
			brand: "Tiny Tots",
			images: images.map((url, n) => ({ image_id: id * 10 + n, image_url: url, alt: `${color} ${n}` })),
		});
		const product: Product = {
			product_id: 7,
			name: "Twirl Frock",
			slug: "twirl-frock",
			brand: "Tiny Tots",
			category: "Girls",
			sub_category: "Frocks & Dresses",
			featured: false,
			createdAt: "2026-01-01T00:00:00.000Z",
			age_groups: ["2-3 years"],
			rating: { average: 4.5, count: 2 },
			price: 599,
			mrp: 799,
			in_stock: true,
			other_info: [
				variant(1, "Pink", ["/p1-480.webp", "/p2-480.webp"]),
				variant(2, "Pink", ["/p1-480.webp", "/p2-480.webp"]),
				variant(3, "Blue", ["/b1-480.webp", "/b2-480.webp"]),
			],
		};
		expect(toProductCardItem(product)).toEqual({
			name: "Twirl Frock",
			brand: "Tiny Tots",
			href: "/products/girls/twirl-frock",
			price: 599,
			mrp: 799,
			from: false,
			images: [
				{ url: "/p1-480.webp", alt: "Pink 0" },
				{ url: "/p2-480.webp", alt: "Pink 1" },
				{ url: "/b1-480.webp", alt: "Blue 0" },
			],
			rating: { average: 4.5, count: 2 },
			inStock: true,
		});
	});

	it("headlines an in-stock variant's price over a cheaper sold-out one, 'from' when sizes in stock differ", () => {
		const variant = (id: number, size: string, price: number, stock: number) => ({
			id,
			product_id: 8,
			size,
			color: "Blue",
			price,
			mrp: 999,
			stock,
			brand: "Tiny Tots",
			images: [],
		});
		const product = (other_info: Product["other_info"]): Product => ({
			product_id: 8,
			name: "Denim Dungaree",
			slug: "denim-dungaree",
			brand: "Tiny Tots",
			category: "Boys",
			sub_category: "Sets",
			featured: false,
			createdAt: "2026-01-01T00:00:00.000Z",
			age_groups: [],
			rating: { average: 0, count: 0 },
			price: 399,
			mrp: 999,
			in_stock: true,
			other_info,
		});
		const oneLeft = toProductCardItem(product([variant(1, "2-3 Y", 399, 0), variant(2, "4-5 Y", 649, 2)]));
		expect(oneLeft).toMatchObject({ price: 649, mrp: 999, from: false });
		const twoLeft = toProductCardItem(
			product([variant(1, "2-3 Y", 399, 0), variant(2, "4-5 Y", 649, 2), variant(3, "6-7 Y", 699, 2)]),
		);
		expect(twoLeft).toMatchObject({ price: 649, from: true });
		renderWithProviders(<ProductCard item={twoLeft} />);
		expect(screen.getByTestId("card-price")).toHaveTextContent(/^Price from ₹649$/);
	});
});
