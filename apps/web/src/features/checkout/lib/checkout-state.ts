import {
	type Address,
	type AppliedPromo,
	type CartItem,
	type CartSummary,
	type CodRefusal,
	checkoutMessages,
	codRefusal,
	codTerms,
	creditToApply,
	DEFAULT_COD_SETTINGS,
	type DeliveryPromise,
	deliveryMessages,
	giftCardMessages,
	type OrderAmountsRupees,
	type PaymentMode,
	paiseToRupees,
	promoNote,
	rupeesToPaise,
} from "@pitara/shared";
import { formatRupees } from "../../../lib/format.ts";
import type { CheckoutStep } from "../components/checkout-steps.tsx";
import { amountsFromSummary, linesKey, withCodFee } from "./order-request.ts";

/**
 * The checkout's state and its rules, apart from React: what the shopper
 * chose and was told (a reducer), and what follows from it with the cart,
 * the addresses and the delivery promise (`checkoutFigures`), and what keeps
 * them from the next step or from placing the order (`stepProblem`,
 * `placeProblem`). The /checkout route holds the state with useReducer and
 * composes the features around it.
 */

export interface PlacedOrder {
	orderId: number;
	mode: PaymentMode;
	/** rupees left to pay by the mode */
	total: number;
	/** rupees of Pitara Credit spent */
	credit?: number;
	promisedDate: string | null;
}

export interface CheckedPromo {
	code: string;
	message: string;
	/** the promo the order gets with it: the code, or an automatic one that saves more (decision 067) */
	applied?: AppliedPromo | null;
	amounts: OrderAmountsRupees;
	/** the lines it was checked against (linesKey) */
	key: string;
}

export interface CheckoutState {
	step: CheckoutStep;
	/** the address the shopper picked; null: the default one */
	chosenAddress: number | null;
	paymentMode: PaymentMode | null;
	stepError: string | null;
	placeError: string | null;
	placed: PlacedOrder | null;
	redirecting: boolean;
	/** the new-address dialog is open */
	adding: boolean;
	addError: { message: string; fields: { field: string; message: string }[] } | null;
	promo: CheckedPromo | null;
	promoError: string | null;
	giftCode: string;
	giftChecked: { code: string; balance: number } | null;
	giftError: string | null;
	/** pay part or all with the shopper's Pitara Credit */
	useCredit: boolean;
}

export const initialCheckout: CheckoutState = {
	step: 1,
	chosenAddress: null,
	paymentMode: null,
	stepError: null,
	placeError: null,
	placed: null,
	redirecting: false,
	adding: false,
	addError: null,
	promo: null,
	promoError: null,
	giftCode: "",
	giftChecked: null,
	giftError: null,
	useCredit: false,
};

/** Answers after which the cart is read again: what the shopper sees must be what the server would charge. */
export const STALE_CART_CODES: ReadonlySet<string> = new Set([
	"PRICE_CHANGED",
	"INSUFFICIENT_STOCK",
	"PRODUCT_UNAVAILABLE",
]);
/** Answers after which the gift card's balance must be checked again. */
const GIFT_CARD_CODES: ReadonlySet<string> = new Set(["GIFT_CARD_REFUSED", "GIFT_CARD_LOCKED"]);

export type CheckoutAction =
	| { type: "chooseAddress"; id: number }
	| { type: "choosePayment"; mode: PaymentMode }
	| { type: "goBack"; to: CheckoutStep }
	/** Next or Place Order was pressed: the problem that stops it, or null to go on */
	| { type: "advance"; problem: string | null }
	| { type: "placing"; problem: string | null }
	| { type: "placed"; order: PlacedOrder }
	| { type: "redirecting" }
	| { type: "placeFailed"; message: string; code: string | null }
	| { type: "promoChecking" }
	| { type: "promoApplied"; promo: CheckedPromo }
	| { type: "promoFailed"; message: string }
	| { type: "promoRemoved" }
	| { type: "giftCode"; code: string }
	| { type: "giftChecking" }
	| { type: "giftChecked"; code: string; balance: number }
	| { type: "giftFailed"; message: string }
	| { type: "useCredit"; on: boolean }
	| { type: "addingAddress"; open: boolean }
	| { type: "addressSaved"; id: number }
	| { type: "addressFailed"; message: string; fields: { field: string; message: string }[] };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
	switch (action.type) {
		case "chooseAddress":
			return { ...state, chosenAddress: action.id, stepError: null };
		case "choosePayment":
			return { ...state, paymentMode: action.mode, stepError: null };
		case "goBack":
			return action.to < state.step ? { ...state, step: action.to, stepError: null, placeError: null } : state;
		case "advance":
			if (action.problem) return { ...state, placeError: null, stepError: action.problem };
			return {
				...state,
				placeError: null,
				stepError: null,
				step: state.step < 3 ? ((state.step + 1) as CheckoutStep) : state.step,
			};
		case "placing":
			return { ...state, placeError: null, stepError: action.problem };
		case "placed":
			return { ...state, placed: action.order };
		case "redirecting":
			return { ...state, redirecting: true };
		case "placeFailed":
			return {
				...state,
				placeError: action.message,
				promo: action.code && STALE_CART_CODES.has(action.code) ? null : state.promo,
				giftChecked: action.code && GIFT_CARD_CODES.has(action.code) ? null : state.giftChecked,
			};
		case "promoChecking":
			return { ...state, promoError: null };
		case "promoApplied":
			return { ...state, promo: action.promo };
		case "promoFailed":
			return { ...state, promoError: action.message };
		case "promoRemoved":
			return { ...state, promo: null };
		case "giftCode":
			return { ...state, giftCode: action.code };
		case "giftChecking":
			return { ...state, giftError: null, giftChecked: null };
		case "giftChecked":
			return { ...state, giftChecked: { code: action.code, balance: action.balance }, stepError: null };
		case "giftFailed":
			return { ...state, giftError: action.message };
		case "useCredit":
			return { ...state, useCredit: action.on, placeError: null };
		case "addingAddress":
			return action.open ? { ...state, adding: true, addError: null } : { ...state, adding: false };
		case "addressSaved":
			return { ...state, adding: false, chosenAddress: action.id, stepError: null };
		case "addressFailed":
			return { ...state, addError: { message: action.message, fields: action.fields } };
	}
}

/** What follows from the state with the cart, the addresses and the delivery promise for the chosen address. */
export interface CheckoutFigures {
	/** the promo, while the lines are the ones it was checked against */
	appliedPromo: CheckedPromo | null;
	/** the order's one promo as its row shows it: "Discount (NAME)" or "Free delivery (NAME)", with its note */
	promoLine: { name: string; discount: number; delivery?: number; note?: string | null } | null;
	/** the chosen address, else the default one, else the first */
	addressId: number | null;
	address: Address | null;
	/** "we do not deliver to …", before Place Order */
	unserviceable: string | null;
	/** "Delivery by Thu, 26 Nov" */
	promisedText: string | null;
	codRefused: CodRefusal | null;
	/** the cash on delivery fee, rupees */
	codFee: number;
	/** the order's amounts: the cart's or the promo's, with the COD fee when COD is chosen; null without a cart */
	amounts: OrderAmountsRupees | null;
	/** the checked gift card covers what is left to pay */
	giftOk: boolean;
	/** rupees of Pitara Credit the order takes (the server's rule, creditToApply); 0 when not used */
	credit: number;
	/** rupees left to pay by the payment mode: the total less the credit */
	due: number;
}

/** The address the order goes to: the shopper's choice, else the default one, else the first. */
export function checkoutAddress(
	state: Pick<CheckoutState, "chosenAddress">,
	addresses: readonly Address[],
): Address | null {
	return (
		addresses.find((a) => a.id === state.chosenAddress) ?? addresses.find((a) => a.is_default) ?? addresses[0] ?? null
	);
}

export function checkoutFigures(
	state: CheckoutState,
	cart: { items: readonly CartItem[]; summary: CartSummary } | undefined,
	addresses: readonly Address[],
	promise: DeliveryPromise | undefined,
	/** the shopper's Pitara Credit balance, rupees */
	creditBalance = 0,
): CheckoutFigures {
	const appliedPromo = state.promo && cart && state.promo.key === linesKey(cart.items) ? state.promo : null;
	// the order's one promo as the server chose it: with a code, the check's answer; else the cart's automatic one
	const chosen = appliedPromo
		? (appliedPromo.applied ?? null)
		: cart?.summary.promo
			? { ...cart.summary.promo, automatic: true }
			: null;
	const promoLine = chosen
		? { name: chosen.name, discount: chosen.discount, delivery: chosen.delivery, note: promoNote(chosen) }
		: appliedPromo
			? { name: appliedPromo.code, discount: appliedPromo.amounts.promoDiscountAmount }
			: null;
	const goodsAmounts = appliedPromo ? appliedPromo.amounts : cart ? amountsFromSummary(cart.summary) : null;
	const address = checkoutAddress(state, addresses);
	const addressId = address?.id ?? null;
	const promiseFor = promise && promise.pincode === address?.pincode ? promise : null;
	const unserviceable =
		promiseFor && !promiseFor.serviceable ? deliveryMessages.unserviceableAddress(promiseFor.pincode) : null;
	// cash on delivery by the address's zone and the total before its fee (the server's rule); the default terms until known
	const cod = promiseFor
		? {
				...codTerms(DEFAULT_COD_SETTINGS, promiseFor.pincode, promiseFor.zone),
				zoneAllowed: promiseFor.cod.available,
				maxTotal: rupeesToPaise(promiseFor.cod.max_total),
				fee: rupeesToPaise(promiseFor.cod.fee),
			}
		: codTerms(DEFAULT_COD_SETTINGS, address?.pincode ?? null, null);
	const codRefused = goodsAmounts ? codRefusal(cod, rupeesToPaise(goodsAmounts.total_amount)) : null;
	const codFee = paiseToRupees(cod.fee);
	const amounts =
		goodsAmounts && state.paymentMode === "COD" && !codRefused ? withCodFee(goodsAmounts, codFee) : goodsAmounts;
	const credit =
		state.useCredit && amounts
			? paiseToRupees(
					creditToApply(rupeesToPaise(creditBalance), rupeesToPaise(amounts.total_amount), state.paymentMode ?? "UPI"),
				)
			: 0;
	const due = amounts ? paiseToRupees(rupeesToPaise(amounts.total_amount) - rupeesToPaise(credit)) : 0;
	const giftOk =
		state.giftChecked !== null &&
		state.giftChecked.code === state.giftCode.trim().toUpperCase() &&
		amounts !== null &&
		state.giftChecked.balance >= due;
	return {
		appliedPromo,
		promoLine,
		addressId,
		address,
		unserviceable,
		promisedText: promiseFor?.serviceable ? promiseFor.message : null,
		codRefused,
		codFee,
		amounts,
		giftOk,
		credit,
		due,
	};
}

/** What keeps the shopper on this step when they press Next, or null. */
export function stepProblem(state: CheckoutState, figures: CheckoutFigures): string | null {
	if (state.step === 1) {
		if (figures.addressId === null) return checkoutMessages.selectAddress;
		return figures.unserviceable;
	}
	if (state.step === 2) {
		if (state.paymentMode === null) return checkoutMessages.selectPayment;
		if (state.paymentMode === "COD" && figures.codRefused) return figures.codRefused.message;
		if (state.paymentMode === "GIFT_CARD" && !figures.giftOk && figures.due > 0) {
			const code = state.giftCode.trim();
			if (code === "") return checkoutMessages.giftCardRequired;
			return state.giftChecked && state.giftChecked.code === code.toUpperCase() && figures.amounts
				? giftCardMessages.insufficient(formatRupees(state.giftChecked.balance), formatRupees(figures.due))
				: checkoutMessages.checkGiftCardFirst;
		}
	}
	return null;
}

/** What keeps the order from being placed, or null. */
export function placeProblem(state: CheckoutState, figures: CheckoutFigures): string | null {
	if (figures.addressId === null && state.paymentMode === null) return checkoutMessages.selectBoth;
	if (figures.addressId === null) return checkoutMessages.selectAddress;
	if (state.paymentMode === null) return checkoutMessages.selectPayment;
	if (figures.unserviceable) return figures.unserviceable;
	if (state.paymentMode === "COD" && figures.codRefused) return figures.codRefused.message;
	return null;
}
