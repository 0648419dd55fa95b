export const promoMessages = {
	codeRequired: "Please enter a promo code",
	unknown: "That promo code is not valid",
	expired: "That promo code has expired",
	inactive: "That promo code is no longer active",
	notFirstOrder: "That promo code is only for your first order",
	notStarted: (from: string) => `That promo code can be used from ${from}`,
	belowMinimum: (minimum: string) => `That promo code needs items worth at least ${minimum}`,
	alreadyUsed: "You have already used that promo code",
	/** `off` is "10%" or "₹200" */
	applied: (code: string, off: string) => `${code} applied: ${off} off your items`,
} as const;
