import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { addressesQuery } from "../../features/addresses/api/get-addresses.ts";
import { CheckDelivery } from "../../features/delivery/components/check-delivery.tsx";
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
import { useSession } from "../../lib/session.ts";
import { ProductCardActions, ProductDetailActions } from "../shop-actions.tsx";

/**
 * /products/{category}/{productName} and /product/{category}/{productName}:
 * the product (products) with Add to Cart and the heart (cart, wishlist),
 * the size guide for clothes (size-guide), reviews and similar products.
 */
/** The signed-in shopper's default address's pincode, for the delivery check. */
function useDefaultPincode(): string | null | undefined {
	const session = useSession();
	const userId = session?.user.user_id ?? 0;
	const { data } = useQuery({ ...addressesQuery(userId), enabled: userId > 0 });
	if (!session) return null;
	if (!data) return undefined;
	return data.find((address) => address.is_default)?.pincode ?? null;
}

function DeliveryCheck() {
	const defaultPincode = useDefaultPincode();
	// the box reads this device's remembered pincode and the session: it appears after hydration, never in server HTML
	const [mounted, setMounted] = useState(false);
	useEffect(() => setMounted(true), []);
	if (!mounted) return null;
	// waits for the addresses of a signed-in shopper, so that their default pincode is the one first checked
	if (defaultPincode === undefined) return null;
	return <CheckDelivery defaultPincode={defaultPincode} />;
}

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
