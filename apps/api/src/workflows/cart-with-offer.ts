import { type CartSummary, paiseToRupees, toCartSummary } from "@pitara/shared";
import type { Db } from "../db/client.ts";
import { fetchCart } from "../modules/cart/index.ts";
import { appliedPromo, choosePromo } from "../modules/orders/index.ts";

/**
 * The shopper's cart with the automatic promo it gets (decision 067): the orders module's one choice of promo over
 * the lines that can be bought, so the cart shows "Discount (NAME)" and the total the checkout will be placed at.
 * The server computes it; the storefront only shows it.
 */
export async function cartWithOffer(db: Db, userId: number): Promise<Awaited<ReturnType<typeof fetchCart>>> {
	const cart = await fetchCart(db, userId);
	if (cart.buyable.items.length === 0) return cart;
	const chosen = await choosePromo(db, {
		userId,
		typed: null,
		items: cart.buyable.items,
		variants: cart.buyable.variants,
		charge: cart.charge,
	});
	if (!chosen.promo) return cart;
	const applied = appliedPromo(chosen.promo, chosen.pricing.amounts);
	const summary: CartSummary = {
		...cart.summary,
		...toCartSummary(chosen.pricing.amounts),
		delivery_fee: paiseToRupees(cart.charge.fee),
		free_delivery_above: paiseToRupees(cart.charge.freeAbove),
		promo: {
			name: applied.name,
			free_delivery: applied.free_delivery,
			discount: applied.discount,
			delivery: applied.delivery,
			scoped: applied.scoped,
			min_order: applied.min_order,
		},
	};
	return { ...cart, summary };
}
