import {
	type Address,
	type CartItem,
	type CartSummary,
	checkoutMessages,
	type DeliveryPromise,
	deliveryMessages,
	giftCardMessages,
} from "@pitara/shared";
import { describe, expect, it } from "vitest";
import {
	type CheckoutAction,
	type CheckoutState,
	checkoutFigures,
	checkoutReducer,
	initialCheckout,
	placeProblem,
	stepProblem,
} from "./checkout-state.ts";

const address = (id: number, pincode: string, isDefault = false): Address => ({
	id,
	address_id: id,
	name: "Meera Iyer",
	phone: "9876543210",
	pincode,
	address_line1: "12 MG Road",
	address_line2: null,
	city: "Bengaluru",
	state: "Karnataka",
	country: "India",
	is_default: isDefault,
	user_id: 7,
});

const summary: CartSummary = {
	mrp_total: 1200,
	discount: 200,
	subtotal: 1000,
	delivery: 0,
	total: 1000,
	item_count: 2,
};
const cart = {
	items: [{ product_id: 11, quantity: 2, price: 500 } as unknown as CartItem],
	summary,
};

const promise = (pincode: string, over: Partial<DeliveryPromise> = {}): DeliveryPromise => ({
	pincode,
	district: "Bengaluru Urban",
	state: "Karnataka",
	serviceable: true,
	zone: "same_city",
	date: "2026-11-26",
	message: "Delivery by Thu, 26 Nov",
	cod: { available: true, max_total: 10_000, fee: 25 },
	...over,
});

const run = (...actions: CheckoutAction[]): CheckoutState => actions.reduce(checkoutReducer, initialCheckout);
const addresses = [address(1, "560001"), address(2, "560034", true)];

describe("the checkout's state", () => {
	it("sends the order to the default address until the shopper picks another, and back if that one goes", () => {
		expect(checkoutFigures(initialCheckout, cart, addresses, undefined).addressId).toBe(2);
		const picked = run({ type: "chooseAddress", id: 1 });
		expect(checkoutFigures(picked, cart, addresses, undefined).addressId).toBe(1);
		expect(checkoutFigures(picked, cart, [address(2, "560034", true)], undefined).addressId).toBe(2);
		expect(checkoutFigures(initialCheckout, cart, [], undefined).addressId).toBeNull();
	});

	it("moves on only when the step is done, and back only to an earlier step, forgetting the errors", () => {
		const stuck = checkoutReducer(initialCheckout, { type: "advance", problem: checkoutMessages.selectAddress });
		expect(stuck).toMatchObject({ step: 1, stepError: checkoutMessages.selectAddress });
		const second = checkoutReducer(stuck, { type: "advance", problem: null });
		expect(second).toMatchObject({ step: 2, stepError: null });
		const third = run({ type: "advance", problem: null }, { type: "advance", problem: null });
		expect(third.step).toBe(3);
		expect(checkoutReducer(third, { type: "advance", problem: null }).step).toBe(3);
		const failed = checkoutReducer(third, { type: "placeFailed", message: "Out of stock", code: "INSUFFICIENT_STOCK" });
		expect(checkoutReducer(failed, { type: "goBack", to: 1 })).toMatchObject({ step: 1, placeError: null });
		expect(checkoutReducer(initialCheckout, { type: "goBack", to: 2 })).toBe(initialCheckout);
	});

	it("says what step 1 and step 2 lack, and refuses an address the couriers do not reach", () => {
		expect(stepProblem(initialCheckout, checkoutFigures(initialCheckout, cart, [], undefined))).toBe(
			checkoutMessages.selectAddress,
		);
		const far = checkoutFigures(initialCheckout, cart, addresses, promise("560034", { serviceable: false }));
		expect(stepProblem(initialCheckout, far)).toBe(deliveryMessages.unserviceableAddress("560034"));
		const onPayment = run({ type: "advance", problem: null });
		expect(stepProblem(onPayment, checkoutFigures(onPayment, cart, addresses, undefined))).toBe(
			checkoutMessages.selectPayment,
		);
		expect(placeProblem(initialCheckout, checkoutFigures(initialCheckout, cart, [], undefined))).toBe(
			checkoutMessages.selectBoth,
		);
	});

	it("adds the COD fee only when cash on delivery is chosen, and refuses it where the zone does not allow it", () => {
		const near = promise("560034");
		expect(checkoutFigures(initialCheckout, cart, addresses, near).amounts?.total_amount).toBe(1000);
		const cod = run({ type: "choosePayment", mode: "COD" });
		const figures = checkoutFigures(cod, cart, addresses, near);
		expect(figures.amounts).toMatchObject({ codFeeAmount: 25, total_amount: 1025 });
		expect(figures.promisedText).toBe("Delivery by Thu, 26 Nov");

		const islands = promise("560034", {
			zone: "north_east_islands",
			cod: { available: false, max_total: 10_000, fee: 25 },
		});
		const refused = checkoutFigures({ ...cod, step: 2 }, cart, addresses, islands);
		expect(refused.amounts?.total_amount).toBe(1000);
		expect(stepProblem({ ...cod, step: 2 }, refused)).toBe(refused.codRefused?.message);
		expect(refused.codRefused?.message).toContain("Cash on delivery is not available for pincode 560034");
		// a promise for another pincode (the address changed meanwhile) is not this address's
		expect(checkoutFigures(cod, cart, addresses, promise("781001")).promisedText).toBeNull();
	});

	it("keeps a promo while the lines are those it was checked against, and drops it when the cart turned out stale", () => {
		const amounts = { ...cart.summary, promoDiscountAmount: 150 } as never;
		const applied = run({
			type: "promoApplied",
			promo: { code: "WELCOME15", message: "Applied", amounts, key: "11x2@500" },
		});
		expect(checkoutFigures(applied, cart, addresses, undefined).appliedPromo?.code).toBe("WELCOME15");
		const changed = { ...cart, items: [{ product_id: 11, quantity: 3, price: 500 } as unknown as CartItem] };
		expect(checkoutFigures(applied, changed, addresses, undefined).appliedPromo).toBeNull();
		expect(checkoutReducer(applied, { type: "placeFailed", message: "x", code: "PRICE_CHANGED" }).promo).toBeNull();
		expect(checkoutReducer(applied, { type: "placeFailed", message: "x", code: "NETWORK" }).promo).not.toBeNull();
	});

	it("lets a gift card pay only when the checked card is the one typed and covers the total", () => {
		const onPayment = run({ type: "advance", problem: null }, { type: "choosePayment", mode: "GIFT_CARD" });
		const figures = (state: CheckoutState) => checkoutFigures(state, cart, addresses, undefined);
		expect(stepProblem(onPayment, figures(onPayment))).toBe(checkoutMessages.giftCardRequired);
		const typed = checkoutReducer(onPayment, { type: "giftCode", code: "pitara-1000" });
		expect(stepProblem(typed, figures(typed))).toBe("Please check your gift card's balance first");
		const low = checkoutReducer(typed, { type: "giftChecked", code: "PITARA-1000", balance: 400 });
		expect(stepProblem(low, figures(low))).toBe(giftCardMessages.insufficient("₹400", "₹1,000"));
		const enough = checkoutReducer(typed, { type: "giftChecked", code: "PITARA-1000", balance: 1000 });
		expect(figures(enough).giftOk).toBe(true);
		expect(stepProblem(enough, figures(enough))).toBeNull();
		// another code typed after the check, or a refusal at placing: check again
		expect(figures(checkoutReducer(enough, { type: "giftCode", code: "OTHER" })).giftOk).toBe(false);
		const refused = checkoutReducer(enough, { type: "placeFailed", message: "x", code: "GIFT_CARD_REFUSED" });
		expect(refused.giftChecked).toBeNull();
	});

	it("chooses a newly saved address and closes its dialog", () => {
		const open = run({ type: "addingAddress", open: true });
		expect(open.adding).toBe(true);
		const failed = checkoutReducer(open, { type: "addressFailed", message: "Check the pincode", fields: [] });
		expect(failed.addError?.message).toBe("Check the pincode");
		expect(checkoutReducer(failed, { type: "addressSaved", id: 9 })).toMatchObject({ adding: false, chosenAddress: 9 });
	});
});
