interface VariantLike<Image> {
	id: number;
	stock: number;
	color: string;
	images: Image[];
}

/**
 * The variant a product page shows: the one asked for (`?variant=`), else
 * the first in stock, else the first. The server uses the same rule to tell
 * the browser which picture to fetch first.
 */
export function chooseVariant<V extends VariantLike<unknown>>(variants: readonly V[], wantedId?: number | null): V {
	const chosen =
		variants.find((variant) => variant.id === wantedId) ?? variants.find((variant) => variant.stock > 0) ?? variants[0];
	if (!chosen) throw new Error("a product has at least one variant");
	return chosen;
}

/**
 * The one picture rule (issue 27): a variant's pictures are its own; a size without pictures shows those
 * of another size in the same colour; else the product's first pictures (its first variant, in the
 * product's order, that has any). The product page, the cart, checkout, the order (what it copies) and the
 * console's order line all answer through this, each over the product's variants on sale (and the line's own).
 * A colour's pictures are kept on its first size on sale (`colourHolder`, decision 066), so "another size in the
 * same colour" is where a colour's shared pictures come from.
 */
export function variantImages<V extends Omit<VariantLike<unknown>, "stock">>(
	variants: readonly V[],
	selected: V,
): V["images"] {
	if (selected.images.length) return selected.images;
	const colour = selected.color.toLowerCase();
	return (
		variants.find((variant) => variant.color.toLowerCase() === colour && variant.images.length)?.images ??
		variants.find((variant) => variant.images.length)?.images ??
		[]
	);
}

/** Two colours are one when they differ only in capitals or spaces around them ("Teal" and " teal"). */
export const sameColour = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The product's colours, each once, in the product's order, spelt as its first variant of that colour spells it. */
export function coloursOf(variants: readonly { color: string }[]): string[] {
	const colours: string[] = [];
	for (const variant of variants) {
		const colour = variant.color.trim();
		if (colour && !colours.some((other) => sameColour(other, colour))) colours.push(colour);
	}
	return colours;
}

/**
 * The size that holds a colour's pictures (decision 066): the colour's first variant on sale, in the
 * product's order, else its first. Its pictures are the colour's, which every other size of the colour
 * without pictures of its own shows by `variantImages`; the console shows and saves them as the colour's.
 */
export function colourHolder<V extends { color: string; active: boolean }>(
	variants: readonly V[],
	colour: string,
): V | undefined {
	const ofColour = variants.filter((variant) => sameColour(variant.color, colour));
	return ofColour.find((variant) => variant.active) ?? ofColour[0];
}

interface PricedVariant {
	size: string;
	/** rupees or paise: only compared */
	price: number;
	mrp: number;
	stock: number;
}

/**
 * The variant a product card stands for until the shopper picks a size: the
 * cheapest in stock, else the cheapest; the first in the product's order
 * among equals. The listing's `price` and `mrp` are this variant's (the API's
 * SQL follows the same order: in stock first, then price, then position), and
 * a card's Add to Cart adds it when it does not ask for a size.
 */
export function cardVariant<V extends PricedVariant>(variants: readonly V[]): V | undefined {
	const cheapest = (list: readonly V[]) =>
		list.reduce<V | undefined>((best, variant) => (!best || variant.price < best.price ? variant : best), undefined);
	return cheapest(variants.filter((variant) => variant.stock > 0)) ?? cheapest(variants);
}

/** What a product card offers: the variant it stands for, its headline price, and whether Add to Cart asks for a size. */
export interface CardOffer<V> {
	/** what Add to Cart adds when it does not ask for a size */
	variant: V;
	/** the headline price and the mrp struck through beside it: `variant`'s */
	price: number;
	mrp: number;
	/** more than one size is in stock: Add to Cart opens the size picker first */
	asksForSize: boolean;
	/** the picker's sizes cost different amounts: the headline reads "from ₹price" (the lowest of them) */
	from: boolean;
	/** the sizes that can be bought now, in the product's order */
	sizesInStock: string[];
}

/**
 * The one rule of what a product card shows and what its Add to Cart adds, so
 * the two always agree: the headline is the price of the variant that would be
 * added, or "from" the lowest in-stock price when the shopper picks among sizes
 * that cost different amounts. A sold-out variant's price is never the headline
 * while another variant is in stock. Undefined for a product without variants.
 */
export function cardOffer<V extends PricedVariant>(variants: readonly V[]): CardOffer<V> | undefined {
	const variant = cardVariant(variants);
	if (!variant) return undefined;
	const inStock = variants.filter((other) => other.stock > 0);
	const sizesInStock = [...new Set(inStock.map((other) => other.size))];
	const asksForSize = sizesInStock.length > 1;
	return {
		variant,
		price: variant.price,
		mrp: variant.mrp,
		asksForSize,
		from: asksForSize && new Set(inStock.map((other) => other.price)).size > 1,
		sizesInStock,
	};
}
