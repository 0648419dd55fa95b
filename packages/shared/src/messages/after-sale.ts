/** After the order (issue 24): cancelling lines, refunds, Pitara Credit. */

export const cancelItem = "Cancel item";
export const quantityToCancel = "How many to cancel";
export const reviewCancellation = "Review";
export const confirmCancel = "Cancel item now";
export const keepItem = "Keep it";
export const itemCancelled = "Item cancelled";
export const cancelFailed = "The item could not be cancelled. Please try again.";
export const newTotal = "New order total";
export const refund = "Refund";
export const refundTo = "Refund goes to";
export const noRefund = "Nothing to refund";
export const cancelledUnits = (count: number) => `${count} cancelled`;
export const payOnDelivery = (amount: string) => `You will pay ${amount} on delivery`;
export const instrument = {
	online: "Your original payment",
	gift_card: "Your gift card",
	credit: "Pitara Credit",
} as Record<string, string>;
export const promoLost = (code: string, minimum: string, now: string) =>
	`${code} needs ${minimum}; your order is now ${now}, so its discount is removed`;
export const notCancellableNow = "Items can be cancelled only before the order ships";
export const payFirst = "This order is not paid yet: pay for it or cancel the whole order";
export const lineNotFound = "This item is not on the order";
export const quantityTooHigh = (left: number) =>
	left === 0 ? "Nothing is left to cancel on this item" : `At most ${left} can be cancelled on this item`;
export const duplicateLine = "Name each item once";
export const chooseItems = "Choose at least one item to cancel";
export const idempotencyMismatch = "This Idempotency-Key was used for another cancellation";
export const reasonRequired = "Please give a reason";
export const smsLinesCancelled = (orderId: number, items: string, refund: string | null, newTotal: string) =>
	`Pitara: ${items} cancelled from your order #${orderId}. ${refund ? `${refund} will be refunded. ` : ""}Order total now ${newTotal}.`;
export const creditChanged = "Your Pitara Credit balance changed. Please review the amounts and place the order again.";
export const refundNotFound = "No such online refund";
export const refundDone = "This refund was already made";
export const refundUnderWay = "This refund is being made: wait for the gateway's answer";
export const refundRetried = "The refund will be asked for again";
/** Section 34(2): a credit note for a financial year cannot be issued after 30 November of the next one */
export const creditNoteDeadlinePassed = (year: string, deadline: string) =>
	`The credit note for this ${year} invoice was due by ${deadline}: the shop must confirm it as an exception`;
