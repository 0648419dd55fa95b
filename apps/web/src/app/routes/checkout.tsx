import {
	type AddressFields,
	addressesMessages,
	cartMessages,
	checkoutMessages,
	isOnlinePaymentMode,
	paymentHref,
} from "@pitara/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useReducer, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useAddAddress } from "../../features/addresses/api/add-address.ts";
import { useAddresses } from "../../features/addresses/api/get-addresses.ts";
import { AddressFormDialog } from "../../features/addresses/components/address-form-dialog.tsx";
import { useCart } from "../../features/cart/api/get-cart.ts";
import { CartLoadError } from "../../features/cart/components/cart-load-error.tsx";
import { useCreditBalance } from "../../features/checkout/api/get-credit-balance.ts";
import { AddressStep } from "../../features/checkout/components/address-step.tsx";
import {
	BusinessGstin,
	type BusinessPurchase,
	NO_BUSINESS_PURCHASE,
} from "../../features/checkout/components/business-gstin.tsx";
import { type CheckoutStep, CheckoutSteps } from "../../features/checkout/components/checkout-steps.tsx";
import { CheckoutSummary } from "../../features/checkout/components/checkout-summary.tsx";
import { CreditChoice } from "../../features/checkout/components/credit-choice.tsx";
import { type CheckoutConsents, MessageConsents } from "../../features/checkout/components/message-consents.tsx";
import { OrderPlaced } from "../../features/checkout/components/order-placed.tsx";
import { type GiftCardState, PaymentStep } from "../../features/checkout/components/payment-step.tsx";
import { ReviewStep } from "../../features/checkout/components/review-step.tsx";
import {
	checkoutAddress,
	checkoutFigures,
	checkoutReducer,
	initialCheckout,
	stepProblem,
} from "../../features/checkout/lib/checkout-state.ts";
import { useCheckoutActions } from "../../features/checkout/lib/use-checkout-actions.ts";
import { useDeliveryPromise } from "../../features/delivery/api/get-delivery-promise.ts";
import { openGateway } from "../../features/payments/lib/open-gateway.ts";
import { useShop } from "../../features/shop/api/get-shop.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { formatRupees } from "../../lib/format.ts";
import { Link, useNavigate } from "../../lib/router.tsx";
import type { SessionUser } from "../../lib/session.ts";
import { RequireSession } from "../require-session.tsx";
import { afterOrderAttempt } from "../stale-after.ts";

function Checkout({ user }: { user: SessionUser }) {
	const userId = user.user_id;
	const navigate = useNavigate();
	const cart = useCart({ refetchOnMount: "always" });
	const addresses = useAddresses(userId);
	const addAddress = useAddAddress(userId);
	const queryClient = useQueryClient();

	const [state, dispatch] = useReducer(checkoutReducer, initialCheckout);
	const { step, paymentMode, stepError, placeError, placed, redirecting, adding, addError, promoError, giftCode } =
		state;
	const newAddressDefaults = useMemo(() => ({ name: user.full_name, phone: user.phone }), [user.full_name, user.phone]);

	const items = cart.data?.items ?? [];
	const addressList = addresses.data ?? [];
	// the delivery promise for the order's address: its date, or that the couriers do not reach it (before Place Order)
	const promise = useDeliveryPromise(checkoutAddress(state, addressList)?.pincode ?? null);
	// the shopper's Pitara Credit, offered at the payment step
	const creditBalance = useCreditBalance(userId).data ?? 0;
	const figures = checkoutFigures(state, cart.data, addressList, promise.data, creditBalance);
	const { appliedPromo, addressId, address, unserviceable, promisedText, codRefused, codFee, amounts } = figures;
	const [consents, setConsents] = useState<CheckoutConsents>({ whatsappUpdates: false, offers: false });
	const [business, setBusiness] = useState<BusinessPurchase>(NO_BUSINESS_PURCHASE);
	const shop = useShop();
	const checkout = useCheckoutActions({
		userId,
		consents,
		business,
		state,
		dispatch,
		figures,
		items,
		refetchCart: () => cart.refetch(),
		onOrderSettled: () => afterOrderAttempt(queryClient),
		toPayment: async (orderId, payment) => {
			if (!payment) return navigate(paymentHref(orderId));
			try {
				await openGateway(payment, (to) => navigate(to));
			} catch {
				navigate(paymentHref(orderId));
			}
		},
	});

	if (placed) {
		return (
			<OrderPlaced orderId={placed.orderId} promisedDate={placed.promisedDate}>
				{placed.credit ? `${checkoutMessages.creditPaid(formatRupees(placed.credit))} ` : null}
				{placed.total === 0
					? null
					: placed.mode === "COD"
						? checkoutMessages.keepCashReady(formatRupees(placed.total))
						: placed.mode === "GIFT_CARD"
							? checkoutMessages.paidWithGiftCard(formatRupees(placed.total))
							: null}
			</OrderPlaced>
		);
	}
	if (redirecting) {
		return (
			<div className="flex flex-col items-center gap-3 py-16 text-slate-700">
				<Spinner label={checkoutMessages.takingYouToThe} />
				<p>{checkoutMessages.takingYouToThe2}</p>
			</div>
		);
	}
	if (cart.isPending || addresses.isPending) {
		return (
			<div className="flex justify-center py-16">
				<Spinner label={checkoutMessages.loadingYourCheckout} />
			</div>
		);
	}
	if (cart.isError && !cart.data) {
		return <CartLoadError error={cart.error} onRetry={() => cart.refetch()} retrying={cart.isFetching} />;
	}
	if (items.length === 0 || !amounts) {
		return (
			<div className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
				<p className="text-lg font-semibold text-slate-900">{checkoutMessages.emptyCart}</p>
				<Link to="/products" className={buttonClasses({ size: "lg", className: "mt-6" })}>
					{checkoutMessages.continueShopping}
				</Link>
			</div>
		);
	}
	if (items.some((item) => !item.available)) {
		return (
			<Alert
				action={
					<Link to="/cart" className={buttonClasses({ size: "sm", variant: "secondary" })}>
						{checkoutMessages.goToCart}
					</Link>
				}
			>
				{cartMessages.checkoutBlocked}
			</Alert>
		);
	}

	const goBack = (to: CheckoutStep) => dispatch({ type: "goBack", to });
	const next = () => dispatch({ type: "advance", problem: stepProblem(state, figures) });

	const { place, placing, applyPromo, applyingPromo, checkCard, checkingCard } = checkout;

	const saveAddress = (fields: AddressFields, makeDefault: boolean) => {
		addAddress.mutate(
			{ ...fields, is_default: makeDefault },
			{
				onSuccess: (data) => dispatch({ type: "addressSaved", id: data.response.id }),
				onError: (error) =>
					dispatch({
						type: "addressFailed",
						message: errorMessage(error),
						fields: error instanceof ApiError ? error.errors : [],
					}),
			},
		);
	};

	const giftCard: GiftCardState = {
		code: giftCode,
		checked: state.giftChecked,
		error: state.giftError,
		checking: checkingCard,
	};
	const itemCount = cart.data?.summary.item_count ?? 0;
	const actions = (
		<div className="space-y-3">
			{stepError ? <Alert>{stepError}</Alert> : null}
			{placeError ? <Alert>{placeError}</Alert> : null}
			{/* not offered above ₹5 crore turnover (B2B invoices there need an IRN, which Pitara does not make) */}
			{step === 3 && shop?.business_purchases ? (
				<BusinessGstin value={business} deliveryState={address?.state ?? null} onChange={setBusiness} />
			) : null}
			{step === 3 ? <MessageConsents value={consents} onChange={setConsents} /> : null}
			{step < 3 ? (
				<Button fullWidth size="lg" onClick={next}>
					{checkoutMessages.next}
				</Button>
			) : (
				<Button fullWidth size="lg" onClick={place} loading={placing}>
					{placing
						? checkoutMessages.placing
						: paymentMode && isOnlinePaymentMode(paymentMode) && figures.due > 0
							? checkoutMessages.placeOrderAndPay(formatRupees(figures.due))
							: checkoutMessages.placeOrder}
				</Button>
			)}
			<p className="text-center text-xs text-slate-500">
				{checkoutMessages.privacyShared}{" "}
				<Link to="/privacy#notice" className="underline">
					{checkoutMessages.privacyNoticeLink}
				</Link>
			</p>
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
									{checkoutMessages.tryAgain}
								</Button>
							}
						>
							{errorMessage(addresses.error, addressesMessages.loadFailed)}
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
							onSelect={(id) => dispatch({ type: "chooseAddress", id })}
							onAdd={() => dispatch({ type: "addingAddress", open: true })}
						/>
					) : step === 2 ? (
						<>
							<CreditChoice
								balance={creditBalance}
								on={state.useCredit}
								applied={figures.credit}
								due={figures.due}
								onChange={(on) => dispatch({ type: "useCredit", on })}
							/>
							<PaymentStep
								mode={paymentMode}
								onMode={(mode) => dispatch({ type: "choosePayment", mode })}
								giftCard={giftCard}
								total={figures.due}
								cod={{ refusal: codRefused, fee: codFee }}
								onGiftCardCode={(code) => dispatch({ type: "giftCode", code })}
								onCheckGiftCard={checkCard}
							/>
						</>
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
						<Alert>{checkoutMessages.selectBoth}</Alert>
					)}
				</div>
				<div className="lg:sticky lg:top-36">
					<CheckoutSummary
						amounts={amounts}
						itemCount={itemCount}
						promo={{
							applied: appliedPromo ? { code: appliedPromo.code, message: appliedPromo.message } : null,
							line: figures.promoLine,
							error: promoError,
							applying: applyingPromo,
						}}
						onApplyPromo={applyPromo}
						onRemovePromo={() => dispatch({ type: "promoRemoved" })}
						credit={figures.credit > 0 ? { applied: figures.credit, due: figures.due } : null}
						footer={actions}
						charge={{ fee: cart.data?.summary.delivery_fee, freeAbove: cart.data?.summary.free_delivery_above }}
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
				onClose={() => dispatch({ type: "addingAddress", open: false })}
			/>
		</>
	);
}

/** /checkout: Address, Payment and Review, then the success screen or the payment page (SPEC.md §2, §4, §5). */
export default function CheckoutPage() {
	return (
		<div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
			<PageHeading className="mb-5">{checkoutMessages.checkout}</PageHeading>
			<RequireSession>{(session) => <Checkout user={session.user} />}</RequireSession>
		</div>
	);
}
