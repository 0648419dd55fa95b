export const paid = "Payment received. Thank you!";
export const awaiting = "Order placed. Please complete the payment to confirm it.";
export const failed = "Your payment did not go through. You can try again.";
export const invalidSignature = "We could not confirm this payment. Nothing has been charged to your order.";
export const tooManyAttempts = (max: number) =>
	`This order has had ${max} payment attempts, the most we allow. Please cancel it and place a new order, or contact us if money left your account.`;
export const notCaptured =
	"Your bank has not confirmed this payment yet, so the order is still unpaid. Please check it again in a few minutes.";
export const expired = "The time to pay for this order has run out, so it was cancelled. Please place it again.";
export const alreadyPaid = "This order is already paid";
export const notPayable = "This order cannot be paid online";
export const nothingToPay = "This order has nothing left to pay.";
export const late = "Your payment arrived after the order had expired. It will be refunded within 7-10 business days.";
export const gatewayFailed = "The payment service did not answer. Please try again in a moment.";
export const retry = "Try paying again";
export const payNow = "Pay now";
export const waiting = (minutes: number) =>
	`Please complete the payment within ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or the order will be cancelled.`;

export const order = "Order #";
export const amountToPay = "Amount to pay";
export const paymentMethod = "Payment method";
export const payBefore = "Pay before";
export const yourItemsAreHeld = "Your items are held for you until then; after that the order is cancelled.";
export const confirmingYourPayment = "Confirming your payment";
export const confirmingYourPayment2 = "Confirming your payment…";
export const loadingYourOrder = "Loading your order";
export const tryAgain = "Try again";
export const payment = "Payment";
