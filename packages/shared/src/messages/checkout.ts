export const checkoutMessages = {
	selectBoth: "Please select both address and payment method",
	selectAddress: "Please select a delivery address",
	selectPayment: "Please select a payment method",
	noAddresses: "No addresses found. Please add an address to continue.",
	placing: "Placing Order...",
	placed: "Order Placed Successfully!",
	failed: "Failed to place order",
	pricesChanged: "Prices have changed. Please review your order.",
	insufficientStock: (name: string, left: number) =>
		left > 0
			? `Only ${left} of ${name} ${left === 1 ? "is" : "are"} left. Please reduce the quantity in your cart.`
			: `${name} is out of stock. Please remove it from your cart.`,
	unavailable: (name: string) => `${name} is no longer available. Please remove it from your cart.`,
	emptyOrder: "Your order has no items",
	duplicateItem: "Each product may appear only once in an order",
	addressNotFound: "That delivery address was not found. Please choose another.",
	idempotencyMismatch: "This checkout attempt was already used for a different order. Please try again.",
	emptyCart: "Your cart is empty. Add something you like before checking out.",
	continueShopping: "Continue Shopping",
	viewOrders: "View Orders",
	giftCardRequired: "Please enter your gift card code",
	tooLarge: "This order is too large to place online. Please contact us to order in bulk.",
	codLimit: (max: string) =>
		`Cash on delivery is available for orders up to ${max}. Please pay by UPI, card, net banking or a gift card.`,
	codUnavailable: (max: string) => `Not available for orders above ${max}`,
	codZone: (where: string) =>
		`Cash on delivery is not available for pincode ${where}. Please pay by UPI, card, net banking or a gift card.`,
	codZoneUnavailable: (pincode: string) => `Not available for pincode ${pincode}`,
	codFee: (fee: string) => `a ${fee} cash on delivery fee is added`,
	tooManyUnpaid: (count: number) =>
		`You already have ${count} orders waiting for payment. Please pay for or cancel one of them first.`,
	lineQuantityLimit: (max: number) => `You can order up to ${max} of one item. Please lower the quantity in your cart.`,
	tooManyHeldUnits: (max: number, held: number) =>
		held > 0
			? `You can have up to ${max} items in orders waiting for payment or shipping, and ${held} are already waiting. Please pay for or cancel an open order, or order fewer items.`
			: `You can order up to ${max} items at a time. Please lower the quantities in your cart.`,
	tooManyCod: (count: number) =>
		`You already have ${count} cash on delivery orders waiting to be shipped. Please cancel one of them or choose another way to pay.`,
	/** Pitara Credit at checkout (issue 24) */
	creditApply: (balance: string) => `Use my Pitara Credit (${balance} available)`,
	creditApplied: "Pitara Credit",
	creditLeftToPay: "Left to pay",
	creditCoversAll: "Your Pitara Credit pays for the whole order: nothing more to pay.",
	creditPaid: (amount: string) => `${amount} was paid with your Pitara Credit.`,
} as const;
