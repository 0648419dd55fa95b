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
