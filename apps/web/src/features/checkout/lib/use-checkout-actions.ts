import { type CartItem, checkoutMessages, isOnlinePaymentMode, type PaymentStart, promoMessages } from "@pitara/shared";
import { type Dispatch, useRef } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useCheckGiftCard } from "../api/check-gift-card.ts";
import { usePlaceOrder } from "../api/place-order.ts";
import { useValidatePromo } from "../api/validate-promo.ts";
import { type BusinessPurchase, businessPurchaseProblem, gstinToSend } from "../components/business-gstin.tsx";
import {
	type CheckoutAction,
	type CheckoutFigures,
	type CheckoutState,
	placeProblem,
	STALE_CART_CODES,
} from "./checkout-state.ts";
import { linesKey, newIdempotencyKey, orderRequest } from "./order-request.ts";

/**
 * The checkout's writes and what follows each: placing the order once per attempt (its Idempotency-Key), then the
 * placed screen or the payment; a promo code; a gift card's balance. What lies outside this feature comes in: the
 * cart's refetch, what an order makes stale elsewhere, and how an online payment is opened (the payments feature),
 * so the route (app/routes/checkout.tsx) only composes.
 */
export function useCheckoutActions({
	userId,
	state,
	dispatch,
	figures,
	items,
	refetchCart,
	onOrderSettled,
	toPayment,
	consents,
	business,
}: {
	userId: number;
	/** a business purchase's GSTIN and trade name, when the shopper asked for one (issue 29 item 3) */
	business?: BusinessPurchase;
	/** the two message consents the shopper ticked (issue 26 item 4) */
	consents?: { whatsappUpdates: boolean; offers: boolean };
	state: CheckoutState;
	dispatch: Dispatch<CheckoutAction>;
	figures: CheckoutFigures;
	items: CartItem[];
	refetchCart: () => unknown;
	onOrderSettled: () => Promise<unknown>;
	/** an online payment's next step: the gateway when the order came with one, else the order's payment page */
	toPayment: (orderId: number, payment: PaymentStart | undefined) => Promise<void> | void;
}) {
	const placeOrder = usePlaceOrder({ onSettled: onOrderSettled });
	const validatePromo = useValidatePromo();
	const checkGiftCard = useCheckGiftCard();
	// one key per checkout attempt: a double tap or a retry after a lost answer makes one order
	const idempotencyKey = useRef(newIdempotencyKey());
	const { paymentMode, giftCode } = state;
	const { appliedPromo, addressId, amounts, credit, due } = figures;

	const place = () => {
		const problem =
			placeProblem(state, figures) ?? (business ? businessPurchaseProblem(business, figures.address?.state) : null);
		dispatch({ type: "placing", problem });
		if (problem || addressId === null || paymentMode === null || !amounts) return;
		const body = orderRequest({
			userId,
			addressId,
			paymentMode,
			items,
			amounts,
			promoCode: appliedPromo?.code ?? null,
			giftCardCode: paymentMode === "GIFT_CARD" ? giftCode.trim() : null,
			credit,
			...(consents ? { consents } : {}),
			business:
				business && gstinToSend(business)
					? { gstin: gstinToSend(business) ?? "", tradeName: business.tradeName }
					: null,
		});
		placeOrder.mutate(
			{ body, idempotencyKey: idempotencyKey.current },
			{
				onSuccess: async (data) => {
					const orderId = data.response.order_id;
					if (!isOnlinePaymentMode(paymentMode) || due === 0) {
						dispatch({
							type: "placed",
							order: {
								orderId,
								mode: paymentMode,
								total: due,
								credit,
								promisedDate: data.response.promised_delivery_date ?? null,
							},
						});
						return;
					}
					const payment = data.response.payment;
					if (payment) dispatch({ type: "redirecting" });
					await toPayment(orderId, payment);
				},
				onError: (error) => {
					const code = error instanceof ApiError ? error.code : null;
					// a stale cart drops the promo, a refused gift card must be checked again (the reducer's rules)
					dispatch({ type: "placeFailed", message: errorMessage(error, checkoutMessages.failed), code });
					if (code && STALE_CART_CODES.has(code)) void refetchCart();
					if (code === "IDEMPOTENCY_MISMATCH") idempotencyKey.current = newIdempotencyKey();
				},
			},
		);
	};

	const applyPromo = (code: string) => {
		dispatch({ type: "promoChecking" });
		if (!code.trim()) return dispatch({ type: "promoFailed", message: promoMessages.codeRequired });
		const key = linesKey(items);
		validatePromo.mutate(
			{ code, order_items: items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })) },
			{
				onSuccess: (data) =>
					dispatch({
						type: "promoApplied",
						promo: {
							code: data.response.code,
							message: data.message,
							amounts: data.response.amounts,
							applied: data.response.applied ?? null,
							key,
						},
					}),
				onError: (error) => dispatch({ type: "promoFailed", message: errorMessage(error) }),
			},
		);
	};

	const checkCard = () => {
		dispatch({ type: "giftChecking" });
		if (!giftCode.trim()) return dispatch({ type: "giftFailed", message: checkoutMessages.giftCardRequired });
		checkGiftCard.mutate(giftCode.trim(), {
			onSuccess: (data) => dispatch({ type: "giftChecked", code: data.response.code, balance: data.response.balance }),
			onError: (error) => dispatch({ type: "giftFailed", message: errorMessage(error) }),
		});
	};

	return {
		place,
		placing: placeOrder.isPending,
		applyPromo,
		applyingPromo: validatePromo.isPending,
		checkCard,
		checkingCard: checkGiftCard.isPending,
	};
}
