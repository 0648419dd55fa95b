import { useParams } from "react-router";
import { useProduct } from "../../features/products/api/get-product.ts";
import { ProductDetail } from "../../features/products/components/product-detail.tsx";
import {
	ProductDetailSkeleton,
	ProductLoadError,
	ProductNotFound,
} from "../../features/products/components/product-detail-states.tsx";
import { SimilarProducts } from "../../features/products/components/similar-products.tsx";
import { ReviewsSection } from "../../features/reviews/components/reviews-section.tsx";
import { SizeGuideButton } from "../../features/size-guide/components/size-guide-button.tsx";
import { chartForCategory } from "../../features/size-guide/lib/size-charts.ts";
import { ApiError } from "../../lib/api-client.ts";
import { DeliveryCheck } from "../delivery-check.tsx";
import { ProductCardActions, ProductDetailActions } from "../shop-actions.tsx";

/**
 * /products/{category}/{productName} and /product/{category}/{productName}:
 * the product (products) with Add to Cart and the heart (cart, wishlist),
 * the size guide for clothes (size-guide), reviews and similar products.
 */
export default function ProductDetailPage() {
	const { category = "", productName = "" } = useParams();
	const { data: product, isPending, isError, error, refetch } = useProduct(category, productName);

	if (isPending) return <ProductDetailSkeleton />;
	if (isError) {
		if (error instanceof ApiError && error.status === 404) return <ProductNotFound />;
		return <ProductLoadError error={error} onRetry={() => refetch()} />;
	}
	// clothes come in body sizes: the page offers that kind's size chart
	const sizeChart = chartForCategory(product.category);
	return (
		<ProductDetail
			key={product.product_id}
			product={product}
			actions={(variant, quantity) => (
				<>
					<ProductDetailActions product={product} variant={variant} quantity={quantity} />
					<DeliveryCheck />
				</>
			)}
			sizeGuide={sizeChart ? (variant) => <SizeGuideButton chart={sizeChart} size={variant.size} /> : undefined}
		>
			<ReviewsSection productId={product.product_id} />
			<SimilarProducts
				category={product.category}
				slug={product.slug}
				cardActions={(similar) => <ProductCardActions product={similar} />}
			/>
		</ProductDetail>
	);
}
