/** After the order (issue 24): cancelling lines, refunds, Pitara Credit. */
export const afterSaleMessages = {
	cancelItem: "Cancel item",
	quantityToCancel: "How many to cancel",
	reviewCancellation: "Review",
	confirmCancel: "Cancel item now",
	keepItem: "Keep it",
	itemCancelled: "Item cancelled",
	cancelFailed: "The item could not be cancelled. Please try again.",
	newTotal: "New order total",
	refund: "Refund",
	refundTo: "Refund goes to",
	noRefund: "Nothing to refund",
	cancelledUnits: (count: number) => `${count} cancelled`,
	payOnDelivery: (amount: string) => `You will pay ${amount} on delivery`,
	instrument: {
		online: "Your original payment",
		gift_card: "Your gift card",
		credit: "Pitara Credit",
	} as Record<string, string>,
	promoLost: (code: string, minimum: string, now: string) =>
		`${code} needs ${minimum}; your order is now ${now}, so its discount is removed`,
	notCancellableNow: "Items can be cancelled only before the order ships",
	payFirst: "This order is not paid yet: pay for it or cancel the whole order",
	lineNotFound: "This item is not on the order",
	quantityTooHigh: (left: number) =>
		left === 0 ? "Nothing is left to cancel on this item" : `At most ${left} can be cancelled on this item`,
	duplicateLine: "Name each item once",
	chooseItems: "Choose at least one item to cancel",
	idempotencyMismatch: "This Idempotency-Key was used for another cancellation",
	reasonRequired: "Please give a reason",
	creditChanged: "Your Pitara Credit balance changed. Please review the amounts and place the order again.",
	refundNotFound: "No such online refund",
	refundDone: "This refund was already made",
	refundUnderWay: "This refund is being made: wait for the gateway's answer",
	refundRetried: "The refund will be asked for again",
	smsLinesCancelled: (orderId: number, items: string, refund: string | null, newTotal: string) =>
		`Pitara: ${items} cancelled from your order #${orderId}. ${refund ? `${refund} will be refunded. ` : ""}Order total now ${newTotal}.`,
} as const;
