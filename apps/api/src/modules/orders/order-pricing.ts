import {
	computeOrderAmounts,
	DEFAULT_DELIVERY_CHARGE,
	type DeliveryCharge,
	messages,
	type OrderAmounts,
} from "@pitara/shared";
import { conflict } from "../../lib/errors.ts";
import { assertPromoMinimum, type PromoRow, promoRule } from "./promo.service.ts";

/** What pricing needs of a variant, as the line read model answers it (catalog's findVariantLines, the placement's read). */
export interface PricedVariant {
	name: string;
	/** the variant and its product are both on sale */
	active: boolean;
	/** paise */
	price: number;
	/** paise */
	mrp: number;
}

/** The lines of an order being priced, each with its variant, and the amounts (no cash-on-delivery fee). */
export interface PricedOrder<Item, Variant> {
	lines: { item: Item; variant: Variant }[];
	amounts: OrderAmounts;
	/** The same amounts paid in cash on delivery: with its fee, rounded to the rupee. */
	withCodFee(fee: number): OrderAmounts;
}

/**
 * An order's lines priced, once for the promo code's preview (`/promo/validate`) and the placement alike,
 * so that the amounts a shopper is shown are the ones the order is placed at: every line's variant must be
 * on sale (409 PRODUCT_UNAVAILABLE, naming it), the amounts are packages/shared's computeOrderAmounts at
 * the variants' prices, and a code with a minimum order is refused for items (before the code) worth less
 * (`field`: the request's field that carries the code).
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
		return { item, variant };
	});
	const priced = lines.map(({ item, variant }) => ({
		price: variant.price,
		mrp: variant.mrp,
		quantity: item.quantity,
	}));
	const rule = promo ? promoRule(promo) : null;
	const amounts = computeOrderAmounts(priced, rule, 0, false, charge);
	// a minimum order counts the items at their prices, before the code
	if (promo) assertPromoMinimum(promo, amounts.subtotal, field);
	return { lines, amounts, withCodFee: (fee) => computeOrderAmounts(priced, rule, fee, true, charge) };
}
