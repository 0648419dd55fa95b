import {
	computeOrderAmounts,
	DEFAULT_DELIVERY_CHARGE,
	type DeliveryCharge,
	messages,
	type OrderAmounts,
	promoShares,
} from "@pitara/shared";
import { conflict } from "../../lib/errors.ts";
import { assertPromoMinimum, isScoped, lineInScope, type PromoRow, promoRule } from "./promo.service.ts";

/** What pricing needs of a variant, as the line read model answers it (catalog's findVariantLines, the placement's read). */
export interface PricedVariant {
	name: string;
	/** the variant and its product are both on sale */
	active: boolean;
	/** paise */
	price: number;
	/** paise */
	mrp: number;
	/** what a promo's scope is matched against */
	productId: number;
	categoryId: number;
	subcategoryId: number | null;
	brandId: number;
}

/** The lines of an order being priced, each with its variant, and the amounts (no cash-on-delivery fee). */
export interface PricedOrder<Item, Variant> {
	lines: { item: Item; variant: Variant; eligible: boolean }[];
	amounts: OrderAmounts;
	/** each line's share of the promo discount, in the order of `lines` (0 for a line out of its scope) */
	shares: number[];
	/** The same amounts paid in cash on delivery: with its fee, rounded to the rupee. */
	withCodFee(fee: number): OrderAmounts;
}

/**
 * An order's lines priced, once for the promo code's preview (`/promo/validate`) and the placement alike,
 * so that the amounts a shopper is shown are the ones the order is placed at: every line's variant must be
 * on sale (409 PRODUCT_UNAVAILABLE, naming it), the amounts are packages/shared's computeOrderAmounts at
 * the variants' prices, a promo's discount is taken on the lines in its scope only (decision 067), and a code
 * with a minimum order is refused for eligible items (before the code) worth less (`field`: the request's
 * field that carries the code). A typed code none of whose lines is in scope is refused (PROMO_NOT_ELIGIBLE).
 */
export function priceOrderLines<Item extends { product_id: number; quantity: number }, Variant extends PricedVariant>(
	items: readonly Item[],
	variants: ReadonlyMap<number, Variant>,
	promo: PromoRow | null,
	field = "promo_code",
	/** the shop's delivery charge (the delivery module's setting), read by the caller */
	charge: DeliveryCharge = DEFAULT_DELIVERY_CHARGE,
): PricedOrder<Item, Variant> {
	const lines = items.map((item) => {
		const variant = variants.get(item.product_id);
		if (!variant?.active) {
			throw conflict(messages.checkout.unavailable(variant?.name ?? "A product in your cart"), "PRODUCT_UNAVAILABLE");
		}
		return { item, variant, eligible: promo ? lineInScope(promo, variant) : true };
	});
	const priced = lines.map(({ item, variant, eligible }) => ({
		price: variant.price,
		mrp: variant.mrp,
		quantity: item.quantity,
		eligible,
	}));
	const rule = promo ? promoRule(promo) : null;
	const amounts = computeOrderAmounts(priced, rule, 0, false, charge);
	// a minimum order counts the eligible items at their prices, before the code
	if (promo) assertPromoMinimum(promo, amounts.eligibleSubtotal ?? amounts.subtotal, field, isScoped(promo));
	return {
		lines,
		amounts,
		shares: promoShares(priced, amounts.promoDiscount),
		withCodFee: (fee) => computeOrderAmounts(priced, rule, fee, true, charge),
	};
}

/** What a promo saves the shopper on these amounts: its discount and the delivery it took off. */
export const promoValue = (amounts: OrderAmounts): number => amounts.promoDiscount + (amounts.promoDelivery ?? 0);
