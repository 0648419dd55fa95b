import type { ProductImage, Variant } from "@pitara/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ProductGallery } from "./product-gallery.tsx";
import { VariantPicker } from "./variant-picker.tsx";

/** What a screen reader hears of a product page's pictures and choices (their Hindi: the `.hi.test.tsx` beside). */
const images: ProductImage[] = [
	{ image_id: 1, image_url: "/media/products/frock-pink-front-480.webp", alt: "Frock in pink, front view" },
	{ image_id: 2, image_url: "/media/products/frock-pink-back-480.webp", alt: "Frock in pink, back view" },
];
const variant = (id: number, size: string, color: string, stock = 3): Variant => ({
	id,
	product_id: 11,
	size,
	color,
	price: 499,
	mrp: 599,
	stock,
	images: [],
	brand: "Tiny Tots",
});

describe("a product page's pictures and choices", () => {
	it("names the large picture, the thumbnails and the full-screen viewer", async () => {
		const user = userEvent.setup();
		render(<ProductGallery images={images} name="Floral Frock" />);
		await user.click(screen.getByRole("button", { name: "Show picture 2 of 2" }));
		await user.click(screen.getByRole("button", { name: "View pictures full screen, 2 of 2" }));
		expect(screen.getByRole("dialog", { name: "Floral Frock pictures" })).toBeInTheDocument();
	});

	it("names a single picture's button", () => {
		render(<ProductGallery images={images.slice(0, 1)} name="Floral Frock" />);
		expect(screen.getByRole("button", { name: "View picture full screen" })).toBeInTheDocument();
	});

	it("names the size and colour groups, and what is not made in the other's choice", () => {
		const variants = [variant(1, "2-3 Y", "Pink"), variant(2, "4-5 Y", "Pink"), variant(3, "2-3 Y", "Blue")];
		render(<VariantPicker variants={variants} selected={variants[1] as Variant} onSelect={() => {}} />);
		expect(screen.getByRole("group", { name: "Size: 4-5 Y" })).toBeInTheDocument();
		expect(screen.getByRole("group", { name: "Colour: Pink" })).toBeInTheDocument();
		// (jsdom's name drops the space before the bracket a screen reader hears)
		expect(screen.getByRole("radio", { name: /^Blue ?\(not in this size\)$/ })).toBeInTheDocument();
	});
});
