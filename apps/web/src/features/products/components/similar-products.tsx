import { catalogMessages, type Product } from "@pitara/shared";
import type { ReactNode } from "react";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSimilarProducts } from "../api/get-similar-products.ts";
import { ProductCard, ProductCardSkeleton, toProductCardItem } from "./product-card.tsx";

/**
 * Up to 4 other products of the category (SPEC.md §2), or 'No similar
 * products found'. `cardActions` fills each card's slot for Add to Cart and
 * the heart, which come from other features.
 */
export function SimilarProducts({
	category,
	slug,
	cardActions,
}: {
	category: string;
	slug: string;
	cardActions?: (product: Product) => ReactNode;
}) {
	const { data, isPending, isError, error, refetch } = useSimilarProducts(category, slug);
	return (
		<section aria-labelledby="similar-heading" className="border-t border-slate-200 pt-8">
			<h2 id="similar-heading" className="text-xl font-bold text-slate-900">
				{catalogMessages.similarProducts}
			</h2>
			<div className="mt-4">
				{isPending ? (
					<ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
						{Array.from({ length: 4 }, (_, index) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
							<li key={index}>
								<ProductCardSkeleton />
							</li>
						))}
					</ul>
				) : isError ? (
					<p className="text-sm text-red-700">
						{errorMessage(error, catalogMessages.productsFailed)}{" "}
						<button type="button" className="font-medium underline" onClick={() => refetch()}>
							{catalogMessages.tryAgain2}
						</button>
					</p>
				) : data.length === 0 ? (
					<p className="text-sm text-slate-600">{catalogMessages.noSimilar}</p>
				) : (
					<ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
						{data.map((product) => (
							<li key={product.product_id}>
								<ProductCard item={toProductCardItem(product)} headingLevel="h3" actions={cardActions?.(product)} />
							</li>
						))}
					</ul>
				)}
			</div>
		</section>
	);
}
