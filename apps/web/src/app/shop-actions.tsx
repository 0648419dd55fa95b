import { availabilityProblem, cardOffer, type Product, type Variant, variantImages } from "@pitara/shared";
import { useState } from "react";
import { Link } from "react-router";
import { StickyActionBar, useInView } from "../components/ui/sticky-action-bar.tsx";
import { useVariantInCart } from "../features/cart/api/get-cart.ts";
import { AddToCartButton, AddToCartPanel } from "../features/cart/components/add-to-cart-panel.tsx";
import { CardCartButtons } from "../features/cart/components/card-cart-buttons.tsx";
import { SizePickerDialog } from "../features/cart/components/size-picker-dialog.tsx";
import type { CartLineTemplate } from "../features/cart/lib/cart-cache.ts";
import { chartForCategory } from "../features/size-guide/lib/size-charts.ts";
import type { WishlistTemplate } from "../features/wishlist/api/toggle-wishlist.ts";
import { WishlistHeart } from "../features/wishlist/components/wishlist-heart.tsx";
import { formatRupees } from "../lib/format.ts";

/**
 * The cart and wishlist buttons of a product, composed here because they
 * come from two features: a card's (the size the shopper picks, or the one
 * size in stock) and the product page's (the chosen variant and quantity).
 */

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

function countLabel(count: number, one: string, many: string): string {
	return `${count} ${count === 1 ? one : many}`;
}

/**
 * Under a product card: a line saying what it adds, the heart, then Add to
 * Cart (or minus / Go to Cart / plus). A product sold in more than one size
 * asks for the size first in a small picker; one with a single size in stock
 * adds it at once (packages/shared `cardOffer`, the rule the card's price
 * follows). Once a variant is in the cart the card follows that one, and
 * says its price when the card's reads "from".
 */
export function ProductCardActions({ product }: { product: Product }) {
	const [picking, setPicking] = useState(false);
	const [chosenId, setChosenId] = useState<number | null>(null);
	const variantIds = product.other_info.map((variant) => variant.id);
	const inCartId = useVariantInCart(variantIds, chosenId);
	const offer = cardOffer(product.other_info);
	const fallback = offer?.variant;
	const byId = (id: number | null | undefined) =>
		id === null || id === undefined ? undefined : product.other_info.find((variant) => variant.id === id);
	const variant = byId(inCartId) ?? byId(chosenId) ?? fallback;
	if (!variant || !offer || !fallback) return null;
	const sizes = offer.sizesInStock;
	const asksForSize = offer.asksForSize;
	const colours = new Set(product.other_info.map((other) => other.color)).size;
	const inCart = inCartId !== undefined;
	const sizeChart = chartForCategory(product.category);
	return (
		<div className="space-y-2">
			<div className="flex items-center justify-between gap-2">
				<p className="min-w-0 truncate text-xs text-slate-500" data-testid="card-variant">
					{asksForSize && !inCart ? (
						<>
							{countLabel(sizes.length, "size", "sizes")}
							{colours > 1 ? ` · ${countLabel(colours, "colour", "colours")}` : null}
						</>
					) : (
						<>
							<span className="sr-only">{inCart ? "In your cart: size " : "Adds size "}</span>
							{variant.size} · {variant.color}
							{inCart && offer.from ? ` · ${formatRupees(variant.price)}` : null}
						</>
					)}
				</p>
				<WishlistHeart variantIds={variantIds} template={wishlistTemplate(product, variant)} size="sm" />
			</div>
			<CardCartButtons
				template={cartTemplate(product, variant)}
				chooseSize={asksForSize ? () => setPicking(true) : undefined}
			/>
			{asksForSize && picking ? (
				<SizePickerDialog
					open
					onClose={() => setPicking(false)}
					name={product.name}
					choices={product.other_info.map((other) => cartTemplate(product, other))}
					initialColor={fallback.color}
					onAdded={setChosenId}
					footer={
						sizeChart ? (
							<Link
								to={`/size-guide#${sizeChart.id}`}
								className="inline-flex min-h-10 items-center text-sm font-medium text-brand-700 underline underline-offset-2"
							>
								Not sure? See the size guide
							</Link>
						) : undefined
					}
				/>
			) : null}
		</div>
	);
}

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
				<StickyActionBar label={`Buy ${product.name}`}>
					<div className="min-w-0 flex-1">
						<p className="text-lg font-bold leading-tight text-slate-900">
							<span className="sr-only">Price </span>
							{formatRupees(variant.price)}
						</p>
						<p className="truncate text-xs text-slate-600">
							{variant.size} · {variant.color}
							{quantity > 1 ? ` · Qty ${quantity}` : ""}
						</p>
					</div>
					<AddToCartButton template={template} quantity={quantity} className="shrink-0 px-5" />
				</StickyActionBar>
			)}
		</>
	);
}
