import { messages, type Product, type Variant } from "@pitara/shared";
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

/** The variant a card stands for until a size is chosen: the cheapest in stock, else the cheapest. */
export function cardVariant(product: Product): Variant | undefined {
	const cheapest = (variants: Variant[]) =>
		variants.reduce<Variant | undefined>(
			(best, variant) => (!best || variant.price < best.price ? variant : best),
			undefined,
		);
	return cheapest(product.other_info.filter((variant) => variant.stock > 0)) ?? cheapest(product.other_info);
}

/** A variant's pictures, or those of another size in the same colour. */
function imagesOf(product: Product, variant: Variant): { image_url: string; alt: string }[] {
	const images = variant.images.length
		? variant.images
		: (product.other_info.find((other) => other.color === variant.color && other.images.length)?.images ?? []);
	return images.map((image) => ({ image_url: image.image_url, alt: image.alt }));
}

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
		images: imagesOf(product, variant),
	};
}

export function wishlistTemplate(product: Product, variant: Variant): WishlistTemplate {
	const available = variant.stock > 0;
	return {
		...cartTemplate(product, variant),
		rating: product.rating,
		available,
		problem: available ? null : messages.catalog.outOfStock,
	};
}

/** The sizes of a product that can be bought now, in the product's order. */
export function sizesInStock(product: Product): string[] {
	return [...new Set(product.other_info.filter((variant) => variant.stock > 0).map((variant) => variant.size))];
}

function countLabel(count: number, one: string, many: string): string {
	return `${count} ${count === 1 ? one : many}`;
}

/**
 * Under a product card: a line saying what it adds, the heart, then Add to
 * Cart (or minus / Go to Cart / plus). A product sold in more than one size
 * asks for the size first in a small picker; one with a single size in stock
 * adds it at once. Once a variant is in the cart the card follows that one.
 */
export function ProductCardActions({ product }: { product: Product }) {
	const [picking, setPicking] = useState(false);
	const [chosenId, setChosenId] = useState<number | null>(null);
	const variantIds = product.other_info.map((variant) => variant.id);
	const inCartId = useVariantInCart(variantIds, chosenId);
	const fallback = cardVariant(product);
	const byId = (id: number | null | undefined) =>
		id === null || id === undefined ? undefined : product.other_info.find((variant) => variant.id === id);
	const variant = byId(inCartId) ?? byId(chosenId) ?? fallback;
	if (!variant || !fallback) return null;
	const sizes = sizesInStock(product);
	const asksForSize = sizes.length > 1;
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
