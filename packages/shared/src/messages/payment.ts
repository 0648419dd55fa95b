export const paymentMessages = {
	paid: "Payment received. Thank you!",
	awaiting: "Order placed. Please complete the payment to confirm it.",
	failed: "Your payment did not go through. You can try again.",
	invalidSignature: "We could not confirm this payment. Nothing has been charged to your order.",
	tooManyAttempts: (max: number) =>
		`This order has had ${max} payment attempts, the most we allow. Please cancel it and place a new order, or contact us if money left your account.`,
	notCaptured:
		"Your bank has not confirmed this payment yet, so the order is still unpaid. Please check it again in a few minutes.",
	expired: "The time to pay for this order has run out, so it was cancelled. Please place it again.",
	alreadyPaid: "This order is already paid",
	notPayable: "This order cannot be paid online",
	nothingToPay: "This order has nothing left to pay.",
	late: "Your payment arrived after the order had expired. It will be refunded within 7-10 business days.",
	gatewayFailed: "The payment service did not answer. Please try again in a moment.",
	retry: "Try paying again",
	payNow: "Pay now",
	waiting: (minutes: number) =>
		`Please complete the payment within ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or the order will be cancelled.`,
} as const;
