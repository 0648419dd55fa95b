import { availabilityProblem, type CartImage, paiseToRupees } from "@pitara/shared";
import { imageUrl } from "../../../lib/media.ts";
import type { VariantLineRow } from "./lines.repository.ts";

/** A line's pictures as the API answers them: URLs of the 480px WebP, in display order. */
export function lineImages(line: VariantLineRow): CartImage[] {
	return line.images.flatMap((image) => {
		const url = imageUrl(image.path);
		return url ? [{ image_url: url, alt: image.alt }] : [];
	});
}

/**
 * What a cart line and a wishlist entry both say of their variant (SPEC.md
 * §3), prices in rupees: whether `quantity` of it can be bought, and why not.
 */
export function lineFields(line: VariantLineRow, quantity = 1) {
	const problem = availabilityProblem(line, quantity);
	return {
		product_id: line.variantId,
		parent_product_id: line.productId,
		name: line.name,
		brand: line.brand,
		category: line.category,
		slug: line.slug,
		size: line.size,
		color: line.color,
		price: paiseToRupees(line.price),
		mrp: paiseToRupees(line.mrp),
		stock: line.stock,
		images: lineImages(line),
		available: problem === null,
		problem,
	};
}
