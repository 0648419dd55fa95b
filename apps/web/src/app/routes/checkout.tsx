import {
	type AddressFields,
	codRefusal,
	codTerms,
	DEFAULT_COD_SETTINGS,
	deliveryMessages,
	isOnlinePaymentMode,
	messages,
	type OrderAmountsRupees,
	type PaymentMode,
	paiseToRupees,
	paymentHref,
	rupeesToPaise,
} from "@pitara/shared";
import { useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useAddAddress } from "../../features/addresses/api/add-address.ts";
import { useAddresses } from "../../features/addresses/api/get-addresses.ts";
import { AddressFormDialog } from "../../features/addresses/components/address-form-dialog.tsx";
import { useCart } from "../../features/cart/api/get-cart.ts";
import { CartLoadError } from "../../features/cart/components/cart-load-error.tsx";
import { useCheckGiftCard } from "../../features/checkout/api/check-gift-card.ts";
import { usePlaceOrder } from "../../features/checkout/api/place-order.ts";
import { useValidatePromo } from "../../features/checkout/api/validate-promo.ts";
import { AddressStep } from "../../features/checkout/components/address-step.tsx";
import { type CheckoutStep, CheckoutSteps } from "../../features/checkout/components/checkout-steps.tsx";
import { CheckoutSummary } from "../../features/checkout/components/checkout-summary.tsx";
import { OrderPlaced } from "../../features/checkout/components/order-placed.tsx";
import { type GiftCardState, PaymentStep } from "../../features/checkout/components/payment-step.tsx";
import { ReviewStep } from "../../features/checkout/components/review-step.tsx";
import {
	amountsFromSummary,
	linesKey,
	newIdempotencyKey,
	orderRequest,
	withCodFee,
} from "../../features/checkout/lib/order-request.ts";
import { useDeliveryPromise } from "../../features/delivery/api/get-delivery-promise.ts";
import { openGateway } from "../../features/payments/lib/open-gateway.ts";
import { ApiError, errorMessage, type FieldError } from "../../lib/api-client.ts";
import { formatRupees } from "../../lib/format.ts";
import type { SessionUser } from "../../lib/session.ts";
import { RequireSession } from "../require-session.tsx";

/** Codes after which the cart is read again: what the shopper sees must be what the server would charge. */
const STALE_CART_CODES = new Set(["PRICE_CHANGED", "INSUFFICIENT_STOCK", "PRODUCT_UNAVAILABLE"]);

function Checkout({ user }: { user: SessionUser }) {
	const userId = user.user_id;
	const navigate = useNavigate();
	const cart = useCart({ refetchOnMount: "always" });
	const addresses = useAddresses(userId);
	const addAddress = useAddAddress(userId);
	const placeOrder = usePlaceOrder();
	const validatePromo = useValidatePromo();
	const checkGiftCard = useCheckGiftCard();

	const [step, setStep] = useState<CheckoutStep>(1);
	const [chosenAddress, setChosenAddress] = useState<number | null>(null);
	const [paymentMode, setPaymentMode] = useState<PaymentMode | null>(null);
	const [stepError, setStepError] = useState<string | null>(null);
	const [placeError, setPlaceError] = useState<string | null>(null);
	const [placed, setPlaced] = useState<{
		orderId: number;
		mode: PaymentMode;
		total: number;
		promisedDate: string | null;
	} | null>(null);
	const [redirecting, setRedirecting] = useState(false);
	const [adding, setAdding] = useState(false);
	const [addError, setAddError] = useState<{ message: string; fields: FieldError[] } | null>(null);
	const [promo, setPromo] = useState<{
		code: string;
		message: string;
		amounts: OrderAmountsRupees;
		key: string;
	} | null>(null);
	const [promoError, setPromoError] = useState<string | null>(null);
	const [giftCode, setGiftCode] = useState("");
	const [giftChecked, setGiftChecked] = useState<{ code: string; balance: number } | null>(null);
	const [giftError, setGiftError] = useState<string | null>(null);
	// one key per checkout attempt: a double tap or a retry after a lost answer makes one order
	const idempotencyKey = useRef(newIdempotencyKey());
	const newAddressDefaults = useMemo(() => ({ name: user.full_name, phone: user.phone }), [user.full_name, user.phone]);

	const items = cart.data?.items ?? [];
	const key = linesKey(items);
	// a promo checked against other lines no longer counts (derived, not synchronised)
	const appliedPromo = promo && promo.key === key ? promo : null;
	const goodsAmounts: OrderAmountsRupees | null = appliedPromo
		? appliedPromo.amounts
		: cart.data
			? amountsFromSummary(cart.data.summary)
			: null;
	const addressList = addresses.data ?? [];
	// the shopper's choice, else the default address
	const addressId =
		chosenAddress !== null && addressList.some((a) => a.id === chosenAddress)
			? chosenAddress
			: (addressList.find((a) => a.is_default)?.id ?? addressList[0]?.id ?? null);
	const address = addressList.find((a) => a.id === addressId) ?? null;
	// the delivery promise for the chosen address: its date, or that the couriers do not reach it (before Place Order)
	const promise = useDeliveryPromise(address?.pincode ?? null);
	const promiseFor = promise.data && promise.data.pincode === address?.pincode ? promise.data : null;
	const unserviceable =
		promiseFor && !promiseFor.serviceable ? deliveryMessages.unserviceableAddress(promiseFor.pincode) : null;
	const promisedText = promiseFor?.serviceable ? promiseFor.message : null;
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
		goodsAmounts && paymentMode === "COD" && !codRefused ? withCodFee(goodsAmounts, codFee) : goodsAmounts;
	const giftOk =
		giftChecked !== null &&
		giftChecked.code === giftCode.trim().toUpperCase() &&
		amounts !== null &&
		giftChecked.balance >= amounts.total_amount;

	if (placed) {
		return (
			<OrderPlaced orderId={placed.orderId} promisedDate={placed.promisedDate}>
				{placed.mode === "COD"
					? `Please keep ${formatRupees(placed.total)} ready to pay in cash on delivery.`
					: placed.mode === "GIFT_CARD"
						? `${formatRupees(placed.total)} was paid with your gift card.`
						: null}
			</OrderPlaced>
		);
	}
	if (redirecting) {
		return (
			<div className="flex flex-col items-center gap-3 py-16 text-slate-700">
				<Spinner label="Taking you to the payment page" />
				<p>Taking you to the payment page…</p>
			</div>
		);
	}
	if (cart.isPending || addresses.isPending) {
		return (
			<div className="flex justify-center py-16">
				<Spinner label="Loading your checkout" />
			</div>
		);
	}
	if (cart.isError && !cart.data) {
		return <CartLoadError error={cart.error} onRetry={() => cart.refetch()} retrying={cart.isFetching} />;
	}
	if (items.length === 0 || !amounts) {
		return (
			<div className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
				<p className="text-lg font-semibold text-slate-900">{messages.checkout.emptyCart}</p>
				<Link to="/products" className={buttonClasses({ size: "lg", className: "mt-6" })}>
					{messages.checkout.continueShopping}
				</Link>
			</div>
		);
	}
	if (items.some((item) => !item.available)) {
		return (
			<Alert
				action={
					<Link to="/cart" className={buttonClasses({ size: "sm", variant: "secondary" })}>
						Go to cart
					</Link>
				}
			>
				{messages.cart.checkoutBlocked}
			</Alert>
		);
	}

	const goBack = (to: CheckoutStep) => {
		if (to < step) {
			setStepError(null);
			setPlaceError(null);
			setStep(to);
		}
	};

	const next = () => {
		setPlaceError(null);
		if (step === 1) {
			if (addressId === null) return setStepError(messages.checkout.selectAddress);
			if (unserviceable) return setStepError(unserviceable);
			setStepError(null);
			return setStep(2);
		}
		if (step === 2) {
			if (paymentMode === null) return setStepError(messages.checkout.selectPayment);
			if (paymentMode === "COD" && codRefused) return setStepError(codRefused.message);
			if (paymentMode === "GIFT_CARD" && !giftOk) {
				return setStepError(
					giftCode.trim() === ""
						? messages.checkout.giftCardRequired
						: giftChecked && giftChecked.code === giftCode.trim().toUpperCase()
							? messages.giftCard.insufficient(formatRupees(giftChecked.balance), formatRupees(amounts.total_amount))
							: "Please check your gift card's balance first",
				);
			}
			setStepError(null);
			return setStep(3);
		}
	};

	const place = () => {
		setPlaceError(null);
		if (addressId === null && paymentMode === null) return setStepError(messages.checkout.selectBoth);
		if (addressId === null) return setStepError(messages.checkout.selectAddress);
		if (paymentMode === null) return setStepError(messages.checkout.selectPayment);
		if (unserviceable) return setStepError(unserviceable);
		if (paymentMode === "COD" && codRefused) return setStepError(codRefused.message);
		setStepError(null);
		const body = orderRequest({
			userId,
			addressId,
			paymentMode,
			items,
			amounts,
			promoCode: appliedPromo?.code ?? null,
			giftCardCode: paymentMode === "GIFT_CARD" ? giftCode.trim() : null,
		});
		placeOrder.mutate(
			{ body, idempotencyKey: idempotencyKey.current },
			{
				onSuccess: async (data) => {
					const orderId = data.response.order_id;
					if (!isOnlinePaymentMode(paymentMode)) {
						setPlaced({
							orderId,
							mode: paymentMode,
							total: amounts.total_amount,
							promisedDate: data.response.promised_delivery_date ?? null,
						});
						return;
					}
					const payment = data.response.payment;
					if (!payment) {
						navigate(paymentHref(orderId));
						return;
					}
					setRedirecting(true);
					try {
						await openGateway(payment, (to) => navigate(to));
					} catch {
						navigate(paymentHref(orderId));
					}
				},
				onError: (error) => {
					setPlaceError(errorMessage(error, messages.checkout.failed));
					if (error instanceof ApiError && STALE_CART_CODES.has(error.code)) {
						setPromo(null);
						void cart.refetch();
					}
					if (error instanceof ApiError && error.code === "IDEMPOTENCY_MISMATCH") {
						idempotencyKey.current = newIdempotencyKey();
					}
					// the card changed since its balance was checked: check it again before the next try
					if (error instanceof ApiError && (error.code === "GIFT_CARD_REFUSED" || error.code === "GIFT_CARD_LOCKED")) {
						setGiftChecked(null);
					}
				},
			},
		);
	};

	const applyPromo = (code: string) => {
		setPromoError(null);
		if (!code.trim()) return setPromoError(messages.promo.codeRequired);
		validatePromo.mutate(
			{ code, order_items: items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })) },
			{
				onSuccess: (data) =>
					setPromo({ code: data.response.code, message: data.message, amounts: data.response.amounts, key }),
				onError: (error) => setPromoError(errorMessage(error)),
			},
		);
	};

	const checkCard = () => {
		setGiftError(null);
		setGiftChecked(null);
		if (!giftCode.trim()) return setGiftError(messages.checkout.giftCardRequired);
		checkGiftCard.mutate(giftCode.trim(), {
			onSuccess: (data) => {
				setGiftChecked({ code: data.response.code, balance: data.response.balance });
				setStepError(null);
			},
			onError: (error) => setGiftError(errorMessage(error)),
		});
	};

	const saveAddress = (fields: AddressFields, makeDefault: boolean) => {
		setAddError(null);
		addAddress.mutate(
			{ ...fields, is_default: makeDefault },
			{
				onSuccess: (data) => {
					setAdding(false);
					setChosenAddress(data.response.id);
					setStepError(null);
				},
				onError: (error) =>
					setAddError({ message: errorMessage(error), fields: error instanceof ApiError ? error.errors : [] }),
			},
		);
	};

	const giftCard: GiftCardState = {
		code: giftCode,
		checked: giftChecked,
		error: giftError,
		checking: checkGiftCard.isPending,
	};
	const itemCount = cart.data?.summary.item_count ?? 0;
	const actions = (
		<div className="space-y-3">
			{stepError ? <Alert>{stepError}</Alert> : null}
			{placeError ? <Alert>{placeError}</Alert> : null}
			{step < 3 ? (
				<Button fullWidth size="lg" onClick={next}>
					Next
				</Button>
			) : (
				<Button fullWidth size="lg" onClick={place} loading={placeOrder.isPending}>
					{placeOrder.isPending
						? messages.checkout.placing
						: paymentMode && isOnlinePaymentMode(paymentMode)
							? `Place Order and Pay ${formatRupees(amounts.total_amount)}`
							: "Place Order"}
				</Button>
			)}
		</div>
	);

	return (
		<>
			<CheckoutSteps step={step} onBack={goBack} />
			<div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
				<div className="min-w-0">
					{addresses.isError ? (
						<Alert
							className="mb-4"
							action={
								<Button variant="secondary" size="sm" onClick={() => addresses.refetch()}>
									Try again
								</Button>
							}
						>
							{errorMessage(addresses.error, messages.addresses.loadFailed)}
						</Alert>
					) : null}
					{step === 1 ? (
						<AddressStep
							addresses={addressList}
							selectedId={addressId}
							delivery={
								unserviceable
									? { text: unserviceable, ok: false }
									: promisedText
										? { text: promisedText, ok: true }
										: null
							}
							onSelect={(id) => {
								setChosenAddress(id);
								setStepError(null);
							}}
							onAdd={() => {
								setAddError(null);
								setAdding(true);
							}}
						/>
					) : step === 2 ? (
						<PaymentStep
							mode={paymentMode}
							onMode={(mode) => {
								setPaymentMode(mode);
								setStepError(null);
							}}
							giftCard={giftCard}
							total={amounts.total_amount}
							cod={{ refusal: codRefused, fee: codFee }}
							onGiftCardCode={setGiftCode}
							onCheckGiftCard={checkCard}
						/>
					) : address && paymentMode ? (
						<ReviewStep
							items={items}
							address={address}
							mode={paymentMode}
							deliveryPromise={promisedText}
							giftCardCode={paymentMode === "GIFT_CARD" ? giftCode.trim().toUpperCase() : null}
							onEdit={goBack}
						/>
					) : (
						<Alert>{messages.checkout.selectBoth}</Alert>
					)}
				</div>
				<div className="lg:sticky lg:top-36">
					<CheckoutSummary
						amounts={amounts}
						itemCount={itemCount}
						promo={{
							applied: appliedPromo ? { code: appliedPromo.code, message: appliedPromo.message } : null,
							error: promoError,
							applying: validatePromo.isPending,
						}}
						onApplyPromo={applyPromo}
						onRemovePromo={() => setPromo(null)}
						footer={actions}
					/>
				</div>
			</div>
			<AddressFormDialog
				open={adding}
				address={null}
				isFirst={addressList.length === 0}
				defaults={newAddressDefaults}
				saving={addAddress.isPending}
				error={addError?.message ?? null}
				fieldErrors={addError?.fields ?? []}
				onSave={saveAddress}
				onClose={() => setAdding(false)}
			/>
		</>
	);
}

/** /checkout: Address, Payment and Review, then the success screen or the payment page (SPEC.md §2, §4, §5). */
export default function CheckoutPage() {
	return (
		<div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
			<PageHeading className="mb-5">Checkout</PageHeading>
			<RequireSession>{(session) => <Checkout user={session.user} />}</RequireSession>
		</div>
	);
}
