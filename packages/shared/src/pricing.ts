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
	/** the promo applies to this line (its scope); absent: true. A promo's discount and minimum count only such lines */
	eligible?: boolean;
}

export interface PromoRule {
	code: string;
	/** a percentage off the subtotal; null (or absent) for a fixed amount */
	percentOff?: number | null;
	/** a fixed amount off the subtotal in paise; null (or absent) for a percentage */
	amountOff?: Paise | null;
	/** cap on a percentage's discount in paise; null for no cap */
	maxDiscount?: Paise | null;
	/** the promo takes off the delivery fee (not a cash on delivery fee) instead of an amount of the items */
	freeDelivery?: boolean;
}

export interface OrderAmounts {
	/** Σ mrp × quantity */
	mrpTotal: Paise;
	/** Σ price × quantity, before any promo code */
	subtotal: Paise;
	/** mrpTotal − subtotal */
	discount: Paise;
	promoCode: string | null;
	/** what the promo code takes off the subtotal (its eligible lines) */
	promoDiscount: Paise;
	/** Σ price × quantity of the lines the promo applies to (all of them without a promo): what its minimum measures */
	eligibleSubtotal?: Paise;
	/** the delivery fee a free-delivery promo took off (already out of `delivery`); 0 for none */
	promoDelivery?: Paise;
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
 * Each line's share of an order's promo discount (decision 067): shared by value among the lines the promo applies
 * to (0 for the others), in the order given, adding up exactly. The server records them on the order's lines.
 */
export function promoShares(lines: readonly PricedLine[], promoDiscount: Paise): Paise[] {
	return shareByWeight(
		promoDiscount,
		lines.map((line) =>
			line.eligible === false || !Number.isInteger(line.quantity) || line.quantity <= 0
				? 0
				: line.price * line.quantity,
		),
	);
}

/** Shares of `amount` in proportion to `weights` (largest remainder, ties to the earlier one), adding up exactly. */
export function shareByWeight(amount: Paise, weights: readonly number[]): Paise[] {
	const sum = weights.reduce((a, b) => a + b, 0);
	if (amount <= 0 || sum <= 0) return weights.map(() => 0);
	const exact = weights.map((w) => (amount * w) / sum);
	const shares = exact.map((x) => Math.floor(x));
	let left = amount - shares.reduce((a, b) => a + b, 0);
	const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
	for (const { i } of order) {
		if (left <= 0) break;
		shares[i] = (shares[i] ?? 0) + 1;
		left -= 1;
	}
	return shares;
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
	let eligibleSubtotal = 0;
	// a promo's discount is taken on the lines in its scope only (decision 067; promoShares shares it among them)
	for (const line of lines) {
		if (!Number.isInteger(line.quantity) || line.quantity <= 0) continue;
		subtotal += line.price * line.quantity;
		mrpTotal += Math.max(line.mrp, line.price) * line.quantity;
		itemCount += line.quantity;
		if (line.eligible !== false) eligibleSubtotal += line.price * line.quantity;
	}
	const promoDiscount = promo?.freeDelivery ? 0 : promoDiscountFor(eligibleSubtotal, promo);
	const afterPromo = subtotal - promoDiscount;
	const fee = deliveryFor(afterPromo, itemCount > 0, charge);
	// free delivery as a promo: the delivery fee goes when the promo has eligible items (a COD fee stays)
	const promoDelivery = promo?.freeDelivery && eligibleSubtotal > 0 ? fee : 0;
	const delivery = fee - promoDelivery;
	const beforeRounding = afterPromo + delivery + codFee;
	const roundOff = cash ? cashRoundOff(beforeRounding) : 0;
	return {
		mrpTotal,
		subtotal,
		discount: mrpTotal - subtotal,
		promoCode: promo && promoDiscount + promoDelivery > 0 ? promo.code : null,
		promoDiscount,
		eligibleSubtotal,
		promoDelivery,
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
