/**
 * The shop's return policy as data (issue 24 item 4, decision 047). Pure: the product page's line, the order
 * page's "return by" dates and the return request's window check all read it.
 *
 * A rule belongs to a category, a subcategory or one product; the narrowest one wins. Without any stored rule a
 * product follows the defaults below, by its category's and subcategory's names (so the demo shop and a new shop
 * behave as the issue says before staff touch the settings): 15 days with a size exchange for clothing, footwear
 * and toys; earrings not returnable; skincare returnable only unopened; anything else 15 days without exchange.
 */

export interface ReturnPolicy {
	returnable: boolean;
	/** days after delivery (0 when not returnable) */
	windowDays: number;
	exchange: boolean;
	unopenedOnly: boolean;
	/** where it comes from: a stored rule's scope, or "default" */
	source: "product" | "subcategory" | "category" | "default";
}

export type StoredRule = Omit<ReturnPolicy, "source"> & { scope: "category" | "subcategory" | "product" };

export const DEFAULT_WINDOW_DAYS = 15;

const CLOTHING_FOOTWEAR_TOYS = /\b(girls|boys|infants?|kids|clothing|footwear|shoes|toys)\b/i;
const NOT_RETURNABLE = /\b(earrings?|innerwear)\b/i;
const SKINCARE = /\b(biotique|skin ?care|face care|body care|baby care|sun care|hair care)\b/i;

/** The default of a product without a stored rule, by its category's and subcategory's names. */
export function defaultPolicy(categoryName: string, subcategoryName: string): ReturnPolicy {
	const names = `${categoryName} | ${subcategoryName}`;
	if (NOT_RETURNABLE.test(subcategoryName)) {
		return { returnable: false, windowDays: 0, exchange: false, unopenedOnly: false, source: "default" };
	}
	if (SKINCARE.test(names)) {
		return {
			returnable: true,
			windowDays: DEFAULT_WINDOW_DAYS,
			exchange: false,
			unopenedOnly: true,
			source: "default",
		};
	}
	return {
		returnable: true,
		windowDays: DEFAULT_WINDOW_DAYS,
		exchange: CLOTHING_FOOTWEAR_TOYS.test(categoryName),
		unopenedOnly: false,
		source: "default",
	};
}

/** The policy of a product: its own rule, else its subcategory's, else its category's, else the default. */
export function resolvePolicy(
	rules: readonly StoredRule[],
	names: { category: string; subcategory: string },
): ReturnPolicy {
	for (const scope of ["product", "subcategory", "category"] as const) {
		const rule = rules.find((r) => r.scope === scope);
		if (rule) {
			return {
				returnable: rule.returnable && rule.windowDays > 0,
				windowDays: rule.returnable ? rule.windowDays : 0,
				exchange: rule.returnable && rule.exchange,
				unopenedOnly: rule.returnable && rule.unopenedOnly,
				source: scope,
			};
		}
	}
	return defaultPolicy(names.category, names.subcategory);
}

/** The last moment a line delivered at `deliveredAt` can be asked back: the end of the window's last day (IST). */
export function returnUntil(deliveredAt: Date, policy: Pick<ReturnPolicy, "returnable" | "windowDays">): Date | null {
	if (!policy.returnable || policy.windowDays <= 0) return null;
	const IST = 330 * 60_000;
	const local = new Date(deliveredAt.getTime() + IST);
	const endOfDay = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + policy.windowDays + 1);
	return new Date(endOfDay - IST - 1);
}
