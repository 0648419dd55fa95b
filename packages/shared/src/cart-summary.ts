import { paiseToRupees } from "./money.ts";
import type { OrderAmounts } from "./pricing.ts";
import type { CartSummary } from "./schemas/cart.ts";

/**
 * The cart summary of amounts the shared pricing module computed (paise in, rupees out).
 * Kept out of schemas/cart.ts so the storefront's cart code does not carry zod (scripts/check-budgets.mjs).
 */
export function toCartSummary(amounts: OrderAmounts): CartSummary {
	return {
		mrp_total: paiseToRupees(amounts.mrpTotal),
		discount: paiseToRupees(amounts.discount),
		subtotal: paiseToRupees(amounts.subtotal),
		delivery: paiseToRupees(amounts.delivery),
		total: paiseToRupees(amounts.total),
		item_count: amounts.itemCount,
	};
}
