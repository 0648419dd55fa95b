/** Returns and size exchanges after delivery (issue 24; decision 047). */
export const returnsMessages = {
	policy: {
		returnsAndExchange: (days: number) => `Easy ${days}-day returns and size exchange`,
		returns: (days: number) => `Easy ${days}-day returns`,
		unopened: (days: number) => `${days}-day returns if unopened`,
		none: "Not returnable",
	},
	returnOrExchange: "Return or exchange",
	returnBy: (date: string) => `Return or exchange until ${date}`,
	windowClosed: "The return window has closed",
	notReturnable: "This item is not returnable",
	reasons: {
		too_small: "Too small",
		too_big: "Too big",
		damaged: "Damaged",
		wrong_item: "Wrong item",
		did_not_like: "Didn't like it",
	} as Record<string, string>,
	statuses: {
		Requested: "Requested",
		Approved: "Approved",
		"Pickup scheduled": "Pickup scheduled",
		"Picked up": "Picked up",
		Refunded: "Refunded",
		Exchanged: "Exchange sent",
		Rejected: "Rejected",
	} as Record<string, string>,
	refundTo: { source: "Original payment", credit: "Pitara Credit", bank: "Bank or UPI transfer" } as Record<
		string,
		string
	>,
	exchangeSize: "Exchange size",
	returnItem: "Return for a refund",
	quantity: "How many",
	reason: "Reason",
	photos: "Photos (1 to 3)",
	pickupAddress: "Pickup address",
	refundMethod: "Refund to",
	payoutTo: "UPI ID or bank account and IFSC",
	submit: "Request return",
	submitExchange: "Request exchange",
	requested: (number: string) => `Return ${number} requested`,
	exchangeWords: (from: string, to: string) => `We'll pick up your ${from} and deliver ${to}. No payment needed.`,
	noOtherSizes: "No other size of this item is in stock at the same price",
	selfShip: (fee: string) =>
		`We cannot pick up from this pincode: please send the parcel to us and we will credit ${fee} for the courier.`,
	// refusals
	notDelivered: "Items can be returned only after the order is delivered",
	lineNotFound: "This item is not on the order",
	quantityTooHigh: (left: number) =>
		left === 0 ? "Nothing is left to return on this item" : `At most ${left} can be returned on this item`,
	duplicateLine: "Name each item once",
	photosNeeded: "Add 1 to 3 photos of the item for this reason",
	photoUnknown: "This photo was not uploaded here: upload it first",
	addressNotFound: "Choose a pickup address from your address book",
	sourceNotForCod: "A cash on delivery order is refunded to Pitara Credit or to your bank or UPI account",
	payoutNeeded: "Give the UPI ID or bank account (with IFSC) to refund to",
	exchangeNotOffered: "This item cannot be exchanged: return it instead",
	exchangeSameVariant: "Choose another size",
	exchangeOtherProduct: "An exchange is for another size of the same item",
	exchangeOtherPrice: (price: string) =>
		`That size costs ${price}, another price: exchanges are only at the same price. Return this one and order that size instead.`,
	exchangeNoStock: "That size is out of stock",
	idempotencyMismatch: "This Idempotency-Key was used for another return",
	// staff
	reasonRequired: "Please give a reason",
	wrongState: (status: string) => `This return is ${status}: that step does not apply now`,
	inspectFirst: "Record the inspection of every line first",
	utrRequired: "Record the UTR of the bank or UPI transfer",
	inspectionTooMany: "Resalable and damaged units add up to more than were returned",
	lineNotFoundStaff: "This line is not on the return",
	inspectionIncomplete: "Say for every returned unit whether it is resalable or damaged",
	// texts (DLT template "return-update": each value at most 30 characters)
	smsStep: (number: string, step: string) => `(${number}) ${step}`,
	smsDetails: "see My Orders",
	sms: (orderId: number, step: string, details: string) =>
		`Pitara: your return for order #${orderId} ${step}. Details: ${details}`,
	smsSteps: {
		Requested: "is requested",
		Approved: "was approved",
		"Pickup scheduled": "pickup is scheduled",
		"Picked up": "has been picked up",
		Refunded: "was refunded",
		Exchanged: "exchange has shipped",
		Rejected: "was rejected",
	} as Record<string, string>,
	returnWords: (units: number, amount: string, to: string) =>
		`We'll pick up ${units === 1 ? "the item" : `${units} items`} and refund ${amount} to ${to} once it reaches us.`,
	sendWords: (fee: string) =>
		`This pincode has no pickup: please send the parcel to us. We'll add ${fee} to your Pitara Credit for the courier.`,
} as const;
