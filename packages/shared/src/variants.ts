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

/** A variant's pictures: its own, or those of another size in the same colour. */
export function variantImages<V extends VariantLike<unknown>>(variants: readonly V[], selected: V): V["images"] {
	if (selected.images.length) return selected.images;
	return variants.find((variant) => variant.color === selected.color && variant.images.length)?.images ?? [];
}
