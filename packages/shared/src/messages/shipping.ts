/** A shopper's answers after dispatch (decision 048): a failed delivery, a COD order to confirm, a texted link. */
export const ndrTitle = "Delivery attempt failed";
export const ndrReason = (reason: string) => `The courier said: ${reason}`;
export const ndrAnswerBy = (when: string) => `Choose a new date by ${when}`;
export const ndrDate = "New delivery date";
export const ndrFixAddress = "Correct the address or phone";
export const ndrAddressLine1 = "House, street";
export const ndrAddressLine2 = "Area, landmark (optional)";
export const ndrPhone = "Phone for the courier";
export const ndrSubmit = "Deliver on this date";
export const ndrDone = "Thank you: the courier will deliver again on the date you chose.";
export const ndrAnswered = "We have your answer: the courier will deliver again.";
export const codTitle = "Awaiting your confirmation";
export const codExplain = (when: string) =>
	`Please confirm this cash on delivery order by ${when}. Orders not confirmed in time are cancelled.`;
export const codConfirm = "Confirm order";
export const codCancel = "Cancel order";
export const codCancelAsk = "Cancel this order? This cannot be undone.";
export const codPayOnline = (amount: string, saving: string) => `Pay ${amount} online now (save ${saving})`;
export const codConfirmed = "Your order is confirmed. Please pay in cash on delivery.";
export const codCancelled = "Your order is cancelled.";
export const linkTitle = "Your Pitara order";
export const linkUsed = "This link has been used already. See your order under My orders.";
export const linkExpired = "This link has expired.";
export const linkInvalid = "This link is not valid.";
export const linkPayOnline = "Log in to pay online";
export const deliveryTo = "Delivery to";
export const loadingLink = "Loading";
// the API's answers: a texted link, a failed delivery, a COD order to confirm
export const linkNotValid = "This link is not valid";
export const linkUsedAlready = "This link has been used already";
export const linkHasExpired = "This link has expired";
export const notALink = "Not a valid link";
export const ndrThanks = "Thank you: the courier will deliver again on the date you chose";
export const parcelNotFound = "Parcel not found";
/** `status` the parcel's status as the shopper reads it ("Delivered") */
export const noNdrToAnswer = (status: string) =>
	`This parcel is ${status.toLowerCase()}: there is no failed delivery to answer`;
export const ndrNextFiveDays = "Choose one of the next five days";
export const codNoConfirmation = "This order needs no confirmation";
/** `state` the confirmation's state as the shopper reads it */
export const codNoLongerAwaiting = (state: string) => `This order is no longer awaiting confirmation (${state})`;
export const codClosed = "The time to confirm this order has ended";
export const codNotPayableNow = "This order cannot be paid online now";
export const codNoPrepaidOffer = "Paying online is not offered for this order";
export const codAwaitingShopper = "This cash on delivery order is awaiting the shopper's confirmation";
// the failed delivery's form's field rules
export const ndrPhoneInvalid = "Enter a 10-digit mobile number";
export const ndrChooseDate = "Choose a date";
export const ndrEnterStreet = "Enter the house and street";

/** the answer to a COD confirmation from the shopper's link or order page */
export const codOrderConfirmed = "Your order is confirmed";
export const codOrderCancelled = "Your order is cancelled";
