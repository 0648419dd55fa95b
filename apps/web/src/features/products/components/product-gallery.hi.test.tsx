import type { ProductImage, Variant } from "@pitara/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ProductGallery } from "./product-gallery.tsx";
import { VariantPicker } from "./variant-picker.tsx";

/** What a screen reader hears of a product page's pictures and choices on a Hindi page (`*.hi.test.tsx`): issue 31. */
const images: ProductImage[] = [
	{ image_id: 1, image_url: "/media/products/frock-pink-front-480.webp", alt: "फ्रॉक, सामने से" },
	{ image_id: 2, image_url: "/media/products/frock-pink-back-480.webp", alt: "फ्रॉक, पीछे से" },
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

describe("a product page's pictures and choices in Hindi", () => {
	it("names the large picture, the thumbnails and the full-screen viewer in Hindi", async () => {
		const user = userEvent.setup();
		render(<ProductGallery images={images} name="फूलों वाली फ्रॉक" />);
		expect(screen.getByRole("list", { name: "तस्वीरें" })).toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "तस्वीर 2 दिखाएँ, 2 में से" }));
		await user.click(screen.getByRole("button", { name: "तस्वीरें पूरी स्क्रीन पर देखें, 2 में से 2" }));
		expect(screen.getByRole("dialog", { name: "फूलों वाली फ्रॉक की तस्वीरें" })).toBeInTheDocument();
		expect(document.body.innerHTML).not.toMatch(/picture|full screen/i);
	});

	it("names a single picture's button in Hindi", () => {
		render(<ProductGallery images={images.slice(0, 1)} name="फूलों वाली फ्रॉक" />);
		expect(screen.getByRole("button", { name: "तस्वीर पूरी स्क्रीन पर देखें" })).toBeInTheDocument();
	});

	it("names the size and colour groups in Hindi, and what is not made in the other's choice", () => {
		const variants = [variant(1, "2-3 Y", "गुलाबी"), variant(2, "4-5 Y", "गुलाबी"), variant(3, "2-3 Y", "नीला")];
		render(<VariantPicker variants={variants} selected={variants[1] as Variant} onSelect={() => {}} />);
		expect(screen.getByRole("group", { name: "साइज़: 4-5 Y" })).toBeInTheDocument();
		expect(screen.getByRole("group", { name: "रंग: गुलाबी" })).toBeInTheDocument();
		// blue is made in 2-3 Y only: its option says so in Hindi
		// (jsdom's name drops the space before the bracket a screen reader hears)
		expect(screen.getByRole("radio", { name: /^नीला ?\(इसमें नहीं: साइज़\)$/ })).toBeInTheDocument();
		expect(document.body.textContent).not.toMatch(/Size|Colour|not in this/);
	});
});
