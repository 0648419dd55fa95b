export const unknown = "We could not find a gift card with that code";
export const usedUp = "This gift card has been fully used";
export const insufficient = (balance: string, total: string) =>
	`This gift card has only ${balance} left, which does not cover the order total of ${total}`;
export const expired = "This gift card has expired";
export const inactive = "This gift card is no longer active";
export const balance = (balance: string) => `Gift card balance: ${balance}`;
/** at order creation, whatever the reason: the specific ones are for the rate-limited balance check */
export const refused = "This gift card cannot pay for this order. Check its balance at the Payment step.";
export const locked = (minutes: number) =>
	`Too many gift card codes did not work. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
