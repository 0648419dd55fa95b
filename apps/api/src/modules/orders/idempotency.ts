import { createHash } from "node:crypto";
import { rupeesToPaise } from "@pitara/shared";

/** What an order request asks for, as the server has parsed it. */
export interface FingerprintedRequest {
	address_id: number;
	payment_mode: string;
	order_items: { product_id: number; quantity: number; price: number }[];
	subTotalAmount: number;
	deliveryAmount: number;
	discountAmount: number;
	promoDiscountAmount?: number | undefined;
	total_amount: number;
	promo_code?: string | undefined;
	gift_card_code?: string | undefined;
	use_credit?: boolean | undefined;
}

/**
 * The fingerprint of an order request, kept with the order that claimed its
 * Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header §2.2):
 * everything the request asks for, in one canonical form: lines in product
 * order, amounts in paise, codes as parsed (trimmed, upper-cased). The same
 * key with another fingerprint is another request, refused with 422; the
 * address is compared by its id, so an address edited since still repeats.
 */
export function orderRequestFingerprint(body: FingerprintedRequest): string {
	const canonical = {
		address_id: body.address_id,
		payment_mode: body.payment_mode,
		order_items: [...body.order_items]
			.sort((a, b) => a.product_id - b.product_id)
			.map((item) => [item.product_id, item.quantity, rupeesToPaise(item.price)]),
		subTotalAmount: rupeesToPaise(body.subTotalAmount),
		deliveryAmount: rupeesToPaise(body.deliveryAmount),
		discountAmount: rupeesToPaise(body.discountAmount),
		promoDiscountAmount: body.promoDiscountAmount === undefined ? null : rupeesToPaise(body.promoDiscountAmount),
		total_amount: rupeesToPaise(body.total_amount),
		promo_code: body.promo_code ?? null,
		gift_card_code: body.gift_card_code ?? null,
		// asked only when credit is used, so an order placed before credit existed keeps its fingerprint
		...(body.use_credit ? { use_credit: true } : {}),
	};
	return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}
