import type { Paise } from "./money.ts";

/**
 * GST contained in Pitara's prices, for the invoice. Indian retail prices
 * include GST, so the invoice states the tax inside each amount rather than
 * adding it: tax contained = amount × rate / (100 + rate).
 *
 * The rates are deliberately simple (docs/decisions/006-orders-and-payments.md):
 * - clothing (Girls, Boys, Infants): 5% for a unit price up to ₹1,000, 12% above;
 * - Accessories, Toys, Sports: 12%; Books: 0%; Biotique skincare: 18%; Jewelry: 3%;
 * - anything else, and the delivery charge: 18%.
 */
export const APPAREL_LOW_RATE_UP_TO: Paise = 1000_00;
export const DELIVERY_GST_PERCENT = 18;
const DEFAULT_GST_PERCENT = 18;

const CATEGORY_RATES: Record<string, number> = {
	accessories: 12,
	toys: 12,
	sports: 12,
	books: 0,
	biotique: 18,
	jewelry: 3,
	jewellery: 3,
};
const APPAREL = new Set(["girls", "boys", "infants"]);

/** The GST rate, in percent, of one item of a category sold at a unit price (paise). */
export function gstRatePercent(category: string | null | undefined, unitPrice: Paise): number {
	const key = (category ?? "").trim().toLowerCase();
	if (APPAREL.has(key)) return unitPrice <= APPAREL_LOW_RATE_UP_TO ? 5 : 12;
	return CATEGORY_RATES[key] ?? DEFAULT_GST_PERCENT;
}

/** The tax inside a GST-inclusive amount: amount × rate / (100 + rate), rounded to the paisa. */
export function taxContained(amount: Paise, ratePercent: number): Paise {
	if (amount <= 0 || ratePercent <= 0) return 0;
	return Math.round((amount * ratePercent) / (100 + ratePercent));
}
