import { describe, expect, it } from "vitest";
import { cardOffer, cardVariant, chooseVariant, variantImages } from "./variants.ts";

const v = (id: number, size: string, price: number, stock: number, color = "Pink", images: string[] = []) => ({
	id,
	size,
	color,
	price,
	mrp: price + 100,
	stock,
	images,
});

describe("cardVariant", () => {
	it("is the cheapest variant in stock, not a cheaper sold-out one", () => {
		expect(cardVariant([v(1, "2-3 Y", 499, 3), v(2, "4-5 Y", 399, 0), v(3, "6-7 Y", 449, 1)])?.id).toBe(3);
	});

	it("is the cheapest of all when every variant is sold out", () => {
		expect(cardVariant([v(1, "2-3 Y", 499, 0), v(2, "4-5 Y", 399, 0)])?.id).toBe(2);
	});

	it("is the first in the product's order among equal prices", () => {
		expect(cardVariant([v(1, "2-3 Y", 499, 0), v(2, "4-5 Y", 449, 2), v(3, "6-7 Y", 449, 5)])?.id).toBe(2);
	});

	it("is undefined without variants", () => {
		expect(cardVariant([])).toBeUndefined();
	});
});

describe("cardOffer", () => {
	it("headlines the price of what Add to Cart adds when one size is in stock", () => {
		const offer = cardOffer([v(1, "2-3 Y", 399, 0), v(2, "4-5 Y", 549, 2)]);
		expect(offer).toMatchObject({ price: 549, mrp: 649, asksForSize: false, from: false, sizesInStock: ["4-5 Y"] });
		expect(offer?.variant.id).toBe(2);
	});

	it("reads 'from' the lowest in-stock price when the picker offers sizes at different prices", () => {
		const offer = cardOffer([v(1, "2-3 Y", 399, 0), v(2, "4-5 Y", 549, 2), v(3, "6-7 Y", 599, 4)]);
		expect(offer).toMatchObject({ price: 549, asksForSize: true, from: true, sizesInStock: ["4-5 Y", "6-7 Y"] });
	});

	it("asks for a size without 'from' when every size in stock costs the same", () => {
		expect(cardOffer([v(1, "2-3 Y", 499, 1), v(2, "4-5 Y", 499, 2), v(3, "6-7 Y", 299, 0)])).toMatchObject({
			price: 499,
			asksForSize: true,
			from: false,
		});
	});

	it("does not ask for a size when one size is in stock in several colours, and adds the cheapest", () => {
		const offer = cardOffer([v(1, "2-3 Y", 499, 1, "Pink"), v(2, "2-3 Y", 449, 1, "Yellow")]);
		expect(offer).toMatchObject({ price: 449, asksForSize: false, from: false });
		expect(offer?.variant.id).toBe(2);
	});

	it("is undefined for a product without variants", () => {
		expect(cardOffer([])).toBeUndefined();
	});
});

describe("chooseVariant and variantImages", () => {
	const variants = [v(1, "2-3 Y", 499, 0, "Pink", ["a"]), v(2, "4-5 Y", 499, 2, "Pink"), v(3, "2-3 Y", 499, 1, "Blue")];

	it("chooses the variant asked for, else the first in stock", () => {
		expect(chooseVariant(variants, 3).id).toBe(3);
		expect(chooseVariant(variants, 99).id).toBe(2);
		expect(chooseVariant(variants).id).toBe(2);
	});

	it("lends a variant without pictures those of another size in its colour, else the product's first", () => {
		expect(variantImages(variants, variants[1] as (typeof variants)[number])).toEqual(["a"]);
		// Blue has none of its own: the product's first pictures, never a placeholder
		expect(variantImages(variants, variants[2] as (typeof variants)[number])).toEqual(["a"]);
		const two = [v(1, "S", 1, 1, "Pink", ["p"]), v(2, "S", 1, 1, "Blue", ["b"]), v(3, "M", 1, 1, "blue")];
		expect(variantImages(two, two[2] as (typeof two)[number])).toEqual(["b"]);
		const none = [v(1, "S", 1, 1, "Pink"), v(2, "M", 1, 1, "Pink")];
		expect(variantImages(none, none[1] as (typeof none)[number])).toEqual([]);
	});
});
