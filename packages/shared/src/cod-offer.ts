import type { CodOffer } from "./delivery.ts";
import * as catalogMessages from "./messages/catalog.ts";
import { formatPaise } from "./money.ts";

/**
 * What "Check delivery" says of paying in cash at a pincode (the offer's
 * amounts in rupees). Apart from delivery.ts, without zod, for the product
 * page's budget (scripts/check-budgets.mjs). The catalogue's texts: a Hindi
 * build reads their twins (decision 060).
 */
export function codOfferText(offer: CodOffer, pincode: string): string {
	if (!offer.available) return catalogMessages.codNotAvailable.replace("{pincode}", pincode);
	const max = formatPaise(Math.round(offer.max_total * 100));
	const fee = offer.fee > 0 ? catalogMessages.codFee.replace("{fee}", formatPaise(Math.round(offer.fee * 100))) : "";
	return catalogMessages.codAvailable.replace("{max}", max).replace("{fee}", fee);
}
