import type { Product, Variant } from "@pitara/shared";
import { catalogMessages } from "@pitara/shared";
import { lazy, Suspense } from "react";
import { useInView } from "../components/ui/use-in-view.ts";
import { AddToCartButton, AddToCartPanel } from "../features/cart/components/add-to-cart-panel.tsx";
import { WishlistHeart } from "../features/wishlist/components/wishlist-heart.tsx";
import { formatRupees } from "../lib/format.ts";
import { cartTemplate, wishlistTemplate } from "./product-templates.ts";

/** The phone's bottom bar appears once the panel is scrolled away: its code is fetched then. */
const StickyActionBar = lazy(() =>
	import("../components/ui/sticky-action-bar.tsx").then((module) => ({ default: module.StickyActionBar })),
);

/**
 * On the product page: Add to Cart with the chosen variant and quantity (or
 * Go to Cart), and the heart. On a phone, while that panel is off screen, a
 * bar at the bottom of the screen offers the same action with the price.
 */
export function ProductDetailActions({
	product,
	variant,
	quantity,
}: {
	product: Product;
	variant: Variant;
	quantity: number;
}) {
	const [panel, panelInView] = useInView<HTMLDivElement>();
	const template = cartTemplate(product, variant);
	return (
		<>
			<AddToCartPanel
				ref={panel}
				template={template}
				quantity={quantity}
				aside={<WishlistHeart variantIds={[variant.id]} template={wishlistTemplate(product, variant)} size="lg" />}
			/>
			{panelInView ? null : (
				<Suspense fallback={null}>
					<StickyActionBar label={catalogMessages.buyNamed.replace("{name}", product.name)}>
						<div className="min-w-0 flex-1">
							<p className="text-lg font-bold leading-tight text-slate-900">
								<span className="sr-only">{catalogMessages.price}</span>
								{formatRupees(variant.price)}
							</p>
							<p className="truncate text-xs text-slate-600">
								{variant.size} · {variant.color}
								{quantity > 1 ? catalogMessages.quantityNote.replace("{quantity}", String(quantity)) : ""}
							</p>
						</div>
						<AddToCartButton template={template} quantity={quantity} className="shrink-0 px-5" />
					</StickyActionBar>
				</Suspense>
			)}
		</>
	);
}
