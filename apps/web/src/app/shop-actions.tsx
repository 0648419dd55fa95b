import { cardOffer, catalogMessages, type Product } from "@pitara/shared";
import { lazy, Suspense, useState } from "react";
import { useVariantInCart } from "../features/cart/api/get-cart.ts";
import { CardCartButtons } from "../features/cart/components/card-cart-buttons.tsx";
import { WishlistHeart } from "../features/wishlist/components/wishlist-heart.tsx";
import { formatRupees } from "../lib/format.ts";
import { cartTemplate, wishlistTemplate } from "./product-templates.ts";

export { cartTemplate, wishlistTemplate } from "./product-templates.ts";

/**
 * The cart and wishlist buttons of a product, composed here because they
 * come from two features: a card's (the size the shopper picks, or the one
 * size in stock) and the product page's (the chosen variant and quantity).
 */

/** The size picker, fetched the first time a shopper asks for it (app/size-picker.tsx). */
const CardSizePicker = lazy(() => import("./size-picker.tsx"));

/**
 * Under a product card: a line saying what it adds, the heart, then Add to
 * Cart (or minus / Go to Cart / plus). A product sold in more than one size
 * asks for the size first in a small picker; one with a single size in stock
 * adds it at once (packages/shared `cardOffer`, the rule the card's price
 * follows). Once a variant is in the cart the card follows that one, and
 * says its price when the card's reads "from".
 */
function countLabel(count: number, one: string, many: string): string {
	return `${count} ${count === 1 ? one : many}`;
}

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
	return (
		<div className="space-y-2">
			<div className="flex items-center justify-between gap-2">
				<p className="min-w-0 truncate text-xs text-slate-500" data-testid="card-variant">
					{asksForSize && !inCart ? (
						<>
							{countLabel(sizes.length, catalogMessages.sizeOne, catalogMessages.sizeMany)}
							{colours > 1 ? ` · ${countLabel(colours, catalogMessages.colourOne, catalogMessages.colourMany)}` : null}
						</>
					) : (
						<>
							<span className="sr-only">{inCart ? catalogMessages.inYourCartSize : catalogMessages.addsSize}</span>
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
				<Suspense fallback={null}>
					<CardSizePicker
						product={product}
						initialColor={fallback.color}
						onClose={() => setPicking(false)}
						onAdded={setChosenId}
					/>
				</Suspense>
			) : null}
		</div>
	);
}
