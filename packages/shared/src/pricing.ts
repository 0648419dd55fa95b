import type { Paise } from "./money.ts";

/**
 * Delivery costs ₹50 on an order whose items, after any promo code, come to ₹500 or less — including ₹0, when a
 * code took off all they cost — and is free above ₹500. It follows its own threshold: a code never waives it.
 */
export const DELIVERY_FEE: Paise = 50_00;
export const FREE_DELIVERY_ABOVE: Paise = 500_00;

/**
 * The delivery charge as the shop sets it (console → Shop settings → Delivery charge, issue 27 item 7): `fee` on
 * an order whose items, after any promo code, come to `freeAbove` or less; free above it. The server reads it
 * from the settings for every cart, promo preview and order (one source); these are the defaults.
 */
export type DeliveryCharge = {
	fee: Paise;
	freeAbove: Paise;
};
export const DEFAULT_DELIVERY_CHARGE: DeliveryCharge = { fee: DELIVERY_FEE, freeAbove: FREE_DELIVERY_ABOVE };

export interface PricedLine {
	/** unit price in paise, GST inclusive */
	price: Paise;
	/** unit maximum retail price in paise */
	mrp: Paise;
	quantity: number;
}

export interface PromoRule {
	code: string;
	/** a percentage off the subtotal; null (or absent) for a fixed amount */
	percentOff?: number | null;
	/** a fixed amount off the subtotal in paise; null (or absent) for a percentage */
	amountOff?: Paise | null;
	/** cap on a percentage's discount in paise; null for no cap */
	maxDiscount?: Paise | null;
}

export interface OrderAmounts {
	/** Σ mrp × quantity */
	mrpTotal: Paise;
	/** Σ price × quantity, before any promo code */
	subtotal: Paise;
	/** mrpTotal − subtotal */
	discount: Paise;
	promoCode: string | null;
	/** what the promo code takes off the subtotal */
	promoDiscount: Paise;
	delivery: Paise;
	/** the cash on delivery fee, when the order is paid in cash (a setting; decision 019) */
	codFee: Paise;
	/**
	 * What rounds an order paid in cash to the rupee (−49 to +50 paise; 0 for any other order): the invoice
	 * shows it as its own "Round off" line, as GST allows (CGST Act s. 170), so the cash asked for is whole.
	 */
	roundOff: Paise;
	/** subtotal − promoDiscount + delivery + codFee + roundOff */
	total: Paise;
	itemCount: number;
}

/** What takes an amount to the nearest whole rupee (half a rupee up): ₹1,573.20 → −20 paise, ₹1,573.50 → +50. */
export function cashRoundOff(amount: Paise): Paise {
	return Math.round(amount / 100) * 100 - amount;
}

/** `subtotal` is after any promo code; `hasItems` tells an order whose items a code made free from an empty one. */
export function deliveryFor(
	subtotal: Paise,
	hasItems = subtotal > 0,
	charge: DeliveryCharge = DEFAULT_DELIVERY_CHARGE,
): Paise {
	return hasItems && subtotal <= charge.freeAbove ? charge.fee : 0;
}

/**
 * What is left to spend for free delivery, in whole rupees (paise, rounded up
 * to the rupee, so that spending it does make the order free: ₹380 needs
 * ₹121 more, since free means over ₹500). 0 once delivery is free, and for an
 * empty order. `subtotal` is after any promo code, as the delivery rule sees it.
 */
export function moreForFreeDelivery(
	subtotal: Paise,
	hasItems = subtotal > 0,
	charge: DeliveryCharge = DEFAULT_DELIVERY_CHARGE,
): Paise {
	if (!hasItems || subtotal > charge.freeAbove || charge.fee === 0) return 0;
	return Math.ceil((charge.freeAbove - Math.max(0, subtotal) + 1) / 100) * 100;
}

/** What a code takes off: never more than the items cost (a code can make them free, never the delivery). */
export function promoDiscountFor(subtotal: Paise, promo: PromoRule | null | undefined): Paise {
	if (!promo || subtotal <= 0) return 0;
	// a fixed amount never takes more than the items cost
	if (promo.amountOff != null) return Math.max(0, Math.min(promo.amountOff, subtotal));
	const raw = Math.round((subtotal * (promo.percentOff ?? 0)) / 100);
	const capped = promo.maxDiscount != null ? Math.min(raw, promo.maxDiscount) : raw;
	return Math.max(0, Math.min(capped, subtotal));
}

/**
 * The one calculation of what an order costs, used by the cart, checkout,
 * order creation and the invoice. A promo code comes off the subtotal before
 * the delivery rule is applied; a cash on delivery fee is added last. An
 * order with items always costs something (₹50 of delivery at least, when a
 * code took off all the items cost), so no order asks for a ₹0 payment. An order
 * paid in cash (`cash`) is rounded to the rupee last (`roundOff`), so the cash asked for is whole.
 */
export function computeOrderAmounts(
	lines: readonly PricedLine[],
	promo?: PromoRule | null,
	codFee: Paise = 0,
	cash = false,
	charge: DeliveryCharge = DEFAULT_DELIVERY_CHARGE,
): OrderAmounts {
	let mrpTotal = 0;
	let subtotal = 0;
	let itemCount = 0;
	for (const line of lines) {
		if (!Number.isInteger(line.quantity) || line.quantity <= 0) continue;
		subtotal += line.price * line.quantity;
		mrpTotal += Math.max(line.mrp, line.price) * line.quantity;
		itemCount += line.quantity;
	}
	const promoDiscount = promoDiscountFor(subtotal, promo);
	const afterPromo = subtotal - promoDiscount;
	const delivery = deliveryFor(afterPromo, itemCount > 0, charge);
	const beforeRounding = afterPromo + delivery + codFee;
	const roundOff = cash ? cashRoundOff(beforeRounding) : 0;
	return {
		mrpTotal,
		subtotal,
		discount: mrpTotal - subtotal,
		promoCode: promo && promoDiscount > 0 ? promo.code : null,
		promoDiscount,
		delivery,
		codFee,
		roundOff,
		total: beforeRounding + roundOff,
		itemCount,
	};
}

/** Discount percent shown on a card: round((mrp − price) / mrp × 100); 0 when there is none. */
export function discountPercent(mrp: number, price: number): number {
	if (!(mrp > 0) || !(price < mrp)) return 0;
	return Math.round(((mrp - price) / mrp) * 100);
}
