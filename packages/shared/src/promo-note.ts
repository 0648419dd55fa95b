import { promoMessages } from "./messages.ts";
import { formatPaise, rupeesToPaise } from "./money.ts";

/**
 * What the shopper is told under the order's promo in the cart and at checkout (decision 067): that an automatic one
 * applied itself (and a code that saves more would replace it), that a scoped one counts some items only, and its
 * minimum on those items. Null when there is nothing to say.
 */
export function promoNote(promo: { automatic: boolean; scoped: boolean; min_order: number }): string | null {
	const parts = [
		promo.automatic ? promoMessages.automaticNote : null,
		promo.scoped ? promoMessages.scopedNote : null,
		promo.min_order > 0 ? promoMessages.minimumNote(formatPaise(rupeesToPaise(promo.min_order))) : null,
	].filter((part): part is string => part !== null);
	return parts.length > 0 ? parts.join(" · ") : null;
}
