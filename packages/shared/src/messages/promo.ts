export const promoMessages = {
	codeRequired: "Please enter a promo code",
	unknown: "That promo code is not valid",
	expired: "That promo code has expired",
	inactive: "That promo code is no longer active",
	notFirstOrder: "That promo code is only for your first order",
	applied: (code: string, percent: number) => `${code} applied: ${percent}% off your items`,
} as const;
