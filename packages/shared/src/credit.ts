/**
 * How much Pitara Credit an order takes at checkout (issue 24 item 6), in paise: as much as the balance and the
 * order's total allow; for cash on delivery whole rupees only (what is left to pay in cash stays whole, decision
 * 044); an online payment is never left with less than the gateway's ₹1. The checkout shows it and the server
 * places the order with it (a different answer there is CREDIT_CHANGED).
 */
export function creditToApply(balance: number, total: number, paymentMode: string): number {
	let credit = Math.max(0, Math.min(balance, total));
	if (paymentMode === "COD") credit = Math.floor(credit / 100) * 100;
	const left = total - credit;
	if (paymentMode !== "COD" && paymentMode !== "GIFT_CARD" && left > 0 && left < 100) {
		credit = Math.max(0, total - 100);
	}
	return credit;
}

/** Cash an unpaid cash on delivery order still asks for: its total less what was given back and the credit spent. */
export function cashToCollect(order: { total: number; refundedAmount: number; creditAmount: number }): number {
	return Math.max(0, order.total - order.refundedAmount - order.creditAmount);
}
