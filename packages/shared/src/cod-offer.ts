import type { CodOffer } from "./delivery.ts";
import { formatPaise } from "./money.ts";

/**
 * What "Check delivery" says of paying in cash at a pincode (the offer's
 * amounts in rupees). Apart from delivery.ts, without zod, for the product
 * page's budget (scripts/check-budgets.mjs).
 */
export function codOfferText(offer: CodOffer, pincode: string): string {
	if (!offer.available) return `Cash on delivery is not available for ${pincode}.`;
	const max = formatPaise(Math.round(offer.max_total * 100));
	const fee = offer.fee > 0 ? ` (a ${formatPaise(Math.round(offer.fee * 100))} fee)` : "";
	return `Cash on delivery available on orders up to ${max}${fee}.`;
}
