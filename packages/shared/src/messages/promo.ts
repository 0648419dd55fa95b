export const codeRequired = "Please enter a promo code";
export const unknown = "That promo code is not valid";
export const expired = "That promo code has expired";
export const inactive = "That promo code is no longer active";
export const notFirstOrder = "That promo code is only for your first order";
export const notStarted = (from: string) => `That promo code can be used from ${from}`;
export const belowMinimum = (minimum: string) => `That promo code needs items worth at least ${minimum}`;
export const alreadyUsed = "You have already used that promo code";
/** the code's total uses (all shoppers together) are taken */
export const usedUp = "That promo code has been used as many times as it can be";
/** `off` is "10%" or "₹200" */
export const applied = (code: string, off: string) => `${code} applied: ${off} off your items`;
/** a scoped code: none of the bag's items is in its scope */
export const notEligible = "That promo code does not apply to the items in your bag";
/** a scoped code's minimum counts only the items it applies to (decision 067) */
export const belowMinimumEligible = (minimum: string) =>
	`That promo code needs items it applies to worth at least ${minimum}`;
/** a free-delivery code applied */
export const appliedFreeDelivery = (code: string) => `${code} applied: free delivery`;
/** one promo per order: an automatic offer worth more than the typed code stays */
export const automaticBetter = (name: string, code: string) =>
	`${name} saves you more than ${code}, so it stays applied (one offer per order)`;
/** the cart and checkout, under an automatic offer's line */
export const automaticNote = "Applied automatically. One offer per order: a code that saves more replaces it.";
/** a scoped promo's line: which items it counts */
export const scopedNote = "On selected items only";
export const minimumNote = (minimum: string) => `Minimum ${minimum} of the items in this offer`;
