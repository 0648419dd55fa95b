import type { Product } from "@pitara/shared";
import { SimilarProducts } from "../features/products/components/similar-products.tsx";
import { ProductCardActions } from "./shop-actions.tsx";

/**
 * The product page's similar products with each card's cart and wishlist
 * buttons: one module, hydrated once its code is here (routes/product-detail.tsx,
 * lib/deferred.tsx), so the cards' code is not in the product page's first load.
 */
export function SimilarProductsWithActions({ product }: { product: Product }) {
	return (
		<SimilarProducts
			category={product.category}
			slug={product.slug}
			cardActions={(similar) => <ProductCardActions product={similar} />}
		/>
	);
}
