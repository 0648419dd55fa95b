/** Returns and size exchanges after delivery (issue 24; decision 047). */
export const policy = {
	returnsAndExchange: (days: number) => `Easy ${days}-day returns and size exchange`,
	returns: (days: number) => `Easy ${days}-day returns`,
	unopened: (days: number) => `${days}-day returns if unopened`,
	none: "Not returnable",
};
export const returnOrExchange = "Return or exchange";
export const returnBy = (date: string) => `Return or exchange until ${date}`;
export const windowClosed = "The return window has closed";
export const notReturnable = "This item is not returnable";
export const reasons = {
	too_small: "Too small",
	too_big: "Too big",
	damaged: "Damaged",
	wrong_item: "Wrong item",
	did_not_like: "Didn't like it",
} as Record<string, string>;
export const statuses = {
	Requested: "Requested",
	Approved: "Approved",
	"Pickup scheduled": "Pickup scheduled",
	"Picked up": "Picked up",
	Inspected: "Inspected",
	Refunded: "Refunded",
	Exchanged: "Exchange sent",
	Rejected: "Rejected",
	Cancelled: "Cancelled",
	"Pickup failed": "Pickup failed",
} as Record<string, string>;
export const refundTo = { source: "Original payment", credit: "Pitara Credit", bank: "Bank or UPI transfer" } as Record<
	string,
	string
>;
export const exchangeSize = "Exchange size";
export const newSize = "New size";
export const returnItem = "Return for a refund";
export const quantity = "How many";
export const reason = "Reason";
export const photos = "Photos (1 to 3)";
export const pickupAddress = "Pickup address";
export const refundMethod = "Refund to";
export const payoutTo = "UPI ID or bank account and IFSC";
export const submit = "Request return";
export const close = "Done";
export const back = "Not now";
export const photosAdded = (count: number) => `${count} photo${count === 1 ? "" : "s"} added`;
export const requestFailed = "The return could not be requested. Please try again.";
export const loadFailed = "Failed to load returns";
export const submitExchange = "Request exchange";
export const requested = (number: string) => `Return ${number} requested`;
export const exchangeWords = (from: string, to: string) =>
	`We'll pick up your ${from} and deliver ${to}. No payment needed.`;
export const noOtherSizes = "No other size of this item is in stock at the same price";
export const selfShip = (fee: string) =>
	`We cannot pick up from this pincode: please send the parcel to us and we will credit ${fee} for the courier.`;
// refusals
export const notDelivered = "Items can be returned only after the order is delivered";
export const lineNotFound = "This item is not on the order";
export const quantityTooHigh = (left: number) =>
	left === 0 ? "Nothing is left to return on this item" : `At most ${left} can be returned on this item`;
export const duplicateLine = "Name each item once";
export const photosNeeded = "Add 1 to 3 photos of the item for this reason";
export const photoUnknown = "This photo was not uploaded here: upload it first";
export const addressNotFound = "Choose a pickup address from your address book";
export const sourceNotForCod = "A cash on delivery order is refunded to Pitara Credit or to your bank or UPI account";
export const payoutNeeded = "Give the UPI ID or bank account (with IFSC) to refund to";
export const exchangeNotOffered = "This item cannot be exchanged: return it instead";
export const exchangeSameVariant = "Choose another size";
export const exchangeOtherProduct = "An exchange is for another size of the same item";
export const exchangeOtherPrice = (price: string) =>
	`That size costs ${price}, another price: exchanges are only at the same price. Return this one and order that size instead.`;
export const exchangeNoStock = "That size is out of stock";
export const idempotencyMismatch = "This Idempotency-Key was used for another return";
export const photoTooLarge = "A photo can be at most 5 MB";
export const chooseItems = "Choose at least one item to return";
export const chooseReason = "Choose a reason";
export const chooseRefundTo = "Choose where the refund goes";
export const atMostPhotos = (max: number) => `At most ${max} photos`;
// staff
export const reasonRequired = "Please give a reason";
export const exchangeReleased = (days: number) =>
	`The pickup did not happen within ${days} days, so the exchange was called off and the size you chose was released. You can ask again from My Orders.`;
export const wrongState = (status: string) => `This return is ${status}: that step does not apply now`;
export const inspectFirst = "Record the inspection of every line first";
export const utrRequired = "Record the UTR of the bank or UPI transfer";
export const inspectionTooMany = "Resalable and damaged units add up to more than were returned";
export const lineNotFoundStaff = "This line is not on the return";
export const inspectionIncomplete = "Say for every returned unit whether it is resalable or damaged";
export const returnNotFound = "Return not found";
export const unitsDoNotAddUp = "The line's returned units do not add up";
// texts (DLT template "return-update": each value at most 30 characters)
export const smsStep = (number: string, step: string) => `(${number}) ${step}`;
export const smsDetails = "see My Orders";
export const sms = (orderId: number, step: string, details: string) =>
	`Pitara: your return for order #${orderId} ${step}. Details: ${details}`;
export const smsSteps = {
	Requested: "is requested",
	Approved: "was approved",
	"Pickup scheduled": "pickup is scheduled",
	"Picked up": "has been picked up",
	Inspected: "was checked by us",
	Refunded: "was refunded",
	Exchanged: "exchange has shipped",
	Rejected: "was rejected",
	Cancelled: "was cancelled by you",
	"Pickup failed": "pickup was missed",
	"Send it": "needs you to send it",
} as Record<string, string>;
export const returnWords = (units: number, amount: string, to: string) =>
	`We'll pick up ${units === 1 ? "the item" : `${units} items`} and refund ${amount} to ${to} once it reaches us.`;
export const sendWords = (fee: string) =>
	`This pincode has no pickup: please send the parcel to us. We'll add ${fee} to your Pitara Credit for the courier.`;
// the shopper's own cancellation (allowed until the item has left them)
export const cancelReturn = "Cancel this return";
export const cancelReturnConfirm = "Yes, cancel it";
export const cancelledReturn = (number: string) => `Return ${number} cancelled`;
export const cancelFailed = "The return could not be cancelled. Please try again.";
export const cannotCancel = (status: string) =>
	`This return is ${status.toLowerCase()}: it can no longer be cancelled because the item has left you. Write to us from Contact us if you need help.`;
export const cancelWords = "Changed your mind? You can cancel this return until the item is picked up.";
/** the self-ship fee as the form states it before the shopper sends the request */
export const selfShipBefore = (fee: string) =>
	`We cannot pick up from this address's pincode: you will send the parcel yourself, and we will add ${fee} to your Pitara Credit for the courier when the return is done.`;
// a reverse pickup the courier could not make (decision 056): tried again up to a limit, then the shopper sends it
export const smsPickupAgain = "courier comes again";
export const smsSendIt = "send it; see My Orders";
export const pickupAgain = (attempt: number, limit: number, reason: string) =>
	`Pickup attempt ${attempt} of ${limit} failed${reason ? ` (${reason})` : ""}. The courier will come again.`;
export const pickupGaveUp = (limit: number, fee: string) =>
	`The courier could not pick up the parcel in ${limit} attempts. Please send it to us yourself: we will add ${fee} to your Pitara Credit for the courier when the return is done.`;
// a replacement returned again (decision 056)
export const replacementLabel = (size: string, color: string) => `Replacement ${size}, ${color}`;
export const returnReplacement = "Return the replacement";
export const noReplacementHeld =
	"This size was not sent to you as a replacement on this item, or it is already returned";
export const replacementNotExchanged = "A replacement can be returned for a refund, not exchanged again";
