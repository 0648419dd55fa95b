import {
	type CartItem,
	type CartSummary,
	type CreateOrderRequest,
	cashRoundOff,
	type OrderAmountsRupees,
	type PaymentMode,
	paiseToRupees,
	rupeesToPaise,
} from "@pitara/shared";

/** The cart's amounts in the order's names (with the automatic promo the server applied, if any). */
export function amountsFromSummary(summary: CartSummary): OrderAmountsRupees {
	return {
		mrpTotalAmount: summary.mrp_total,
		subTotalAmount: summary.subtotal,
		discountAmount: summary.discount,
		promoDiscountAmount: summary.promo?.discount ?? 0,
		...(summary.promo?.delivery ? { promoDeliveryAmount: summary.promo.delivery } : {}),
		deliveryAmount: summary.delivery,
		total_amount: summary.total,
	};
}

/**
 * The amounts paid in cash on delivery: its fee (rupees) added as its own line (none for no fee), then the total
 * rounded to the rupee as the server rounds it (cashRoundOff), so the cash asked for is whole.
 */
export function withCodFee(amounts: OrderAmountsRupees, fee: number): OrderAmountsRupees {
	const withFee = rupeesToPaise(amounts.total_amount) + (fee > 0 ? rupeesToPaise(fee) : 0);
	const roundOff = cashRoundOff(withFee);
	return {
		...amounts,
		...(fee > 0 ? { codFeeAmount: fee } : {}),
		...(roundOff !== 0 ? { roundOffAmount: paiseToRupees(roundOff) } : {}),
		total_amount: paiseToRupees(withFee + roundOff),
	};
}

/** What identifies the lines a promo was checked against: a change of any line asks for a new check. */
export function linesKey(items: readonly Pick<CartItem, "product_id" | "quantity" | "price">[]): string {
	return items
		.map((item) => `${item.product_id}x${item.quantity}@${item.price}`)
		.sort()
		.join(",");
}

/**
 * The order payload of SPEC.md §3 from the cart's lines and the amounts the
 * server answered (the cart's summary, or the promo check's). The server
 * computes them again and refuses the order if anything differs.
 */
export function orderRequest(input: {
	userId: number;
	addressId: number;
	paymentMode: PaymentMode;
	items: readonly Pick<CartItem, "product_id" | "quantity" | "price">[];
	amounts: OrderAmountsRupees;
	promoCode?: string | null;
	giftCardCode?: string | null;
	/** rupees of Pitara Credit shown as applied (sent for the server to compare); 0 or absent: none */
	credit?: number;
	/** the checkout's message consents; only a ticked box is sent (issue 26 item 4) */
	consents?: { whatsappUpdates: boolean; offers: boolean };
	/** a business purchase: the buyer's GSTIN (and trade name) for the invoice (issue 29 item 3) */
	business?: { gstin: string; tradeName: string } | null;
}): CreateOrderRequest {
	const { amounts } = input;
	return {
		user_id: input.userId,
		address_id: input.addressId,
		subTotalAmount: amounts.subTotalAmount,
		deliveryAmount: amounts.deliveryAmount,
		discountAmount: amounts.discountAmount,
		total_amount: amounts.total_amount,
		payment_mode: input.paymentMode,
		order_items: input.items.map((item) => ({
			product_id: item.product_id,
			quantity: item.quantity,
			price: item.price,
		})),
		...(input.paymentMode === "COD" && amounts.codFeeAmount ? { codFeeAmount: amounts.codFeeAmount } : {}),
		...(input.promoCode ? { promo_code: input.promoCode, promoDiscountAmount: amounts.promoDiscountAmount } : {}),
		...(input.paymentMode === "GIFT_CARD" && input.giftCardCode ? { gift_card_code: input.giftCardCode } : {}),
		...(input.credit && input.credit > 0 ? { use_credit: true, creditAmount: input.credit } : {}),
		...(input.consents?.whatsappUpdates ? { whatsapp_updates: true } : {}),
		...(input.consents?.offers ? { offers: true } : {}),
		...(input.business
			? {
					buyer_gstin: input.business.gstin,
					...(input.business.tradeName.trim() ? { buyer_trade_name: input.business.tradeName.trim() } : {}),
				}
			: {}),
	};
}

/** A fresh Idempotency-Key for one checkout attempt (crypto.randomUUID where the browser has it). */
export function newIdempotencyKey(): string {
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	// randomUUID needs a secure context; plain http on a LAN address still has getRandomValues
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
	bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
	const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
