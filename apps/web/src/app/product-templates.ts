import { availabilityProblem, type Product, type Variant, variantImages } from "@pitara/shared";
import type { CartLineTemplate } from "../features/cart/lib/cart-cache.ts";
import type { WishlistTemplate } from "../features/wishlist/api/toggle-wishlist.ts";

/** What the cart and the wishlist show of a product's variant before the server answers (optimistic updates). */
export function cartTemplate(product: Product, variant: Variant): CartLineTemplate {
	return {
		product_id: variant.id,
		parent_product_id: product.product_id,
		name: product.name,
		brand: product.brand,
		category: product.category,
		slug: product.slug,
		size: variant.size,
		color: variant.color,
		price: variant.price,
		mrp: variant.mrp,
		stock: variant.stock,
		images: variantImages(product.other_info, variant).map(({ image_url, alt }) => ({ image_url, alt })),
	};
}

export function wishlistTemplate(product: Product, variant: Variant): WishlistTemplate {
	const problem = availabilityProblem({ active: true, stock: variant.stock });
	return {
		...cartTemplate(product, variant),
		rating: product.rating,
		available: problem === null,
		problem,
	};
}
