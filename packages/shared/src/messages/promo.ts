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
