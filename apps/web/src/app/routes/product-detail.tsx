import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { DeliveryRange } from "../../features/delivery/components/delivery-range.tsx";
import { useProduct } from "../../features/products/api/get-product.ts";
import { ProductDetail } from "../../features/products/components/product-detail.tsx";
import {
	ProductDetailSkeleton,
	ProductLoadError,
	ProductNotFound,
} from "../../features/products/components/product-detail-states.tsx";
import { SizeGuideButton } from "../../features/size-guide/components/size-guide-button.tsx";
import { chartIdForCategory } from "../../features/size-guide/lib/size-chart-ids.ts";
import { ApiError } from "../../lib/api-client.ts";
import { deferred } from "../../lib/deferred.tsx";
import { useParams } from "../../lib/router.tsx";
import { ProductDetailActions } from "../product-detail-actions.tsx";
import { afterReviewSaved } from "../stale-after.ts";

/** Below the fold: rendered by the server, hydrated once their code is here (lib/deferred.tsx). */
const ReviewsSection = deferred(() =>
	import("../../features/reviews/components/reviews-section.tsx").then((module) => module.ReviewsSection),
);
/** The free-delivery line and warranty (the shop's settings): drawn by the server, hydrated once their code is here. */
const ProductPromises = deferred(() => import("../product-promises.tsx").then((module) => module.ProductPromises));
const SimilarProducts = deferred(() =>
	import("../similar-products.tsx").then((module) => module.SimilarProductsWithActions),
);

/** Drawn after hydration only, so its code is fetched then: it is not part of the page's first load. */
const LazyDeliveryCheck = lazy(() =>
	import("../delivery-check.tsx").then((module) => ({ default: module.DeliveryCheck })),
);

function DeliveryCheck() {
	// the box appears after hydration (app/delivery-check.tsx): its code is asked for only then
	const [mounted, setMounted] = useState(false);
	useEffect(() => setMounted(true), []);
	// until then, and in the server's HTML, the shop's delivery range: nobody reads an empty box
	if (!mounted) return <DeliveryRange />;
	return (
		<Suspense fallback={<DeliveryRange />}>
			<LazyDeliveryCheck />
		</Suspense>
	);
}

/**
 * /products/{category}/{productName} and /product/{category}/{productName}:
 * the product (products) with Add to Cart and the heart (cart, wishlist),
 * the size guide for clothes (size-guide), reviews and similar products.
 */
export default function ProductDetailPage() {
	const { category = "", productName = "" } = useParams();
	const queryClient = useQueryClient();
	const { data: product, isPending, isError, error, refetch } = useProduct(category, productName);

	if (isPending) return <ProductDetailSkeleton />;
	if (isError) {
		if (error instanceof ApiError && error.status === 404) return <ProductNotFound />;
		return <ProductLoadError error={error} onRetry={() => refetch()} />;
	}
	// clothes come in body sizes: the page offers that kind's size chart
	const sizeChart = chartIdForCategory(product.category);
	return (
		<ProductDetail
			key={product.product_id}
			product={product}
			shop={
				<Suspense fallback={null}>
					<ProductPromises warranty={product.warranty} />
				</Suspense>
			}
			actions={(variant, quantity) => (
				<>
					<ProductDetailActions product={product} variant={variant} quantity={quantity} />
					<DeliveryCheck />
					{product.return_policy ? (
						<p className="text-sm text-slate-600" data-testid="return-policy">
							{product.return_policy}
						</p>
					) : null}
				</>
			)}
			sizeGuide={sizeChart ? (variant) => <SizeGuideButton chart={sizeChart} size={variant.size} /> : undefined}
		>
			<Suspense fallback={null}>
				<ReviewsSection productId={product.product_id} onReviewSaved={() => afterReviewSaved(queryClient)} />
			</Suspense>
			<Suspense fallback={null}>
				<SimilarProducts product={product} />
			</Suspense>
		</ProductDetail>
	);
}
