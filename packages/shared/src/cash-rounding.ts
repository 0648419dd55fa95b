// Its own module, not pricing.ts: only the order and invoice pages read it, and pricing.ts is in every page's
// first load (a module goes to a chunk whole).

/**
 * The round-off inside an order's total (rupees, as an order or invoice answers its amounts): what the total has
 * beyond its parts, for an order paid in cash that was rounded to the rupee; 0 for any other.
 */
export function roundOffIn(amounts: {
	total_amount: number;
	subTotalAmount: number;
	promoDiscountAmount: number;
	deliveryAmount: number;
	codFeeAmount?: number;
}): number {
	const paise = (rupees: number) => Math.round(rupees * 100);
	const parts =
		paise(amounts.subTotalAmount) -
		paise(amounts.promoDiscountAmount) +
		paise(amounts.deliveryAmount) +
		paise(amounts.codFeeAmount ?? 0);
	const off = paise(amounts.total_amount) - parts;
	return Math.abs(off) < 100 ? off / 100 : 0;
}
