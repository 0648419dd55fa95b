export const giftCardMessages = {
	unknown: "We could not find a gift card with that code",
	usedUp: "This gift card has been fully used",
	insufficient: (balance: string, total: string) =>
		`This gift card has only ${balance} left, which does not cover the order total of ${total}`,
	expired: "This gift card has expired",
	inactive: "This gift card is no longer active",
	balance: (balance: string) => `Gift card balance: ${balance}`,
	/** at order creation, whatever the reason: the specific ones are for the rate-limited balance check */
	refused: "This gift card cannot pay for this order. Check its balance at the Payment step.",
	locked: (minutes: number) =>
		`Too many gift card codes did not work. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
} as const;
