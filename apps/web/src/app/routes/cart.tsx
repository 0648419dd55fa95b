import { cartMessages, checkoutMessages } from "@pitara/shared";
import { useIsMutating } from "@tanstack/react-query";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { CartIcon } from "../../components/ui/icons.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { StickyActionBar } from "../../components/ui/sticky-action-bar.tsx";
import { useInView } from "../../components/ui/use-in-view.ts";
import { useCart } from "../../features/cart/api/get-cart.ts";
import { updateCartMutationKey } from "../../features/cart/api/update-cart-item.ts";
import { RefreshIcon } from "../../features/cart/components/cart-icons.tsx";
import { CartLine } from "../../features/cart/components/cart-line.tsx";
import { CartLoadError } from "../../features/cart/components/cart-load-error.tsx";
import { OrderSummary } from "../../features/cart/components/order-summary.tsx";
import { formatRupees } from "../../lib/format.ts";
import { Link } from "../../lib/router.tsx";
import { loginHref } from "../../lib/safe-redirect.ts";
import { useSession } from "../../lib/session.ts";
import { DeliveryCheck } from "../delivery-check.tsx";

function LineSkeletons() {
	return (
		<ul aria-hidden="true" className="space-y-3">
			{[0, 1, 2].map((index) => (
				<li key={index} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
					<div className="h-24 w-24 animate-pulse rounded-lg bg-slate-100 sm:h-28 sm:w-28" />
					<div className="flex-1 space-y-2">
						<div className="h-3 w-1/4 animate-pulse rounded bg-slate-100" />
						<div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
						<div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
						<div className="h-9 w-32 animate-pulse rounded bg-slate-100" />
					</div>
				</li>
			))}
		</ul>
	);
}

function EmptyCart() {
	return (
		<div className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
			<CartIcon className="mx-auto h-12 w-12 text-brand-500" />
			<p className="mt-4 text-lg font-semibold text-slate-900">{cartMessages.empty}</p>
			<p className="mt-1 text-sm text-slate-600">{cartMessages.frocksToysBooksAnd}</p>
			<Link to="/products" className={buttonClasses({ size: "lg", className: "mt-6" })}>
				{cartMessages.continueShopping}
			</Link>
		</div>
	);
}

function CartContent() {
	const cart = useCart({ refetchOnMount: "always" });
	const changing = useIsMutating({ mutationKey: updateCartMutationKey }) > 0;
	// on a phone, the summary's Checkout is below the lines: a bar offers it while it is off screen
	const [checkoutRef, checkoutInView] = useInView<HTMLDivElement>();
	const refreshing = cart.isFetching && !cart.isPending;

	const refresh = (
		<Button
			variant="secondary"
			size="sm"
			onClick={() => cart.refetch()}
			disabled={cart.isFetching}
			aria-label={cartMessages.refreshCart}
			className="min-h-10 min-w-10"
		>
			<RefreshIcon className={`h-4 w-4 ${refreshing ? "animate-spin" : ""}`} />
			<span className="hidden sm:inline">{cartMessages.refresh}</span>
		</Button>
	);

	const loadError = cart.isError ? (
		<CartLoadError error={cart.error} onRetry={() => cart.refetch()} retrying={cart.isFetching} />
	) : null;

	if (cart.isPending && !cart.isError) {
		return (
			<>
				<Heading count={null} action={refresh} />
				<span className="sr-only" role="status">
					{cartMessages.loadingYourCart}
				</span>
				<div className="mt-6">
					<LineSkeletons />
				</div>
			</>
		);
	}
	if (!cart.data) {
		return (
			<>
				<Heading count={null} action={refresh} />
				<div className="mt-6">{loadError}</div>
			</>
		);
	}

	const { items, summary, count } = cart.data;
	const blocked = items.some((item) => !item.available);
	return (
		<>
			<Heading count={count} action={refresh} />
			{loadError ? <div className="mt-4">{loadError}</div> : null}
			{items.length === 0 ? (
				<div className="mt-8">
					<EmptyCart />
				</div>
			) : (
				<div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
					<ul className="space-y-3" aria-label={cartMessages.itemsInYourCart}>
						{items.map((item, index) => (
							<CartLine key={item.product_id} item={item} eager={index < 3} />
						))}
					</ul>
					<div className="space-y-4 lg:sticky lg:top-36">
						<OrderSummary
							summary={summary}
							leftOut={items.filter((item) => !item.available).length}
							footer={
								<div ref={checkoutRef} className="space-y-2">
									<CheckoutAction blocked={blocked} changing={changing} fullWidth />
									{blocked ? (
										<p id="checkout-blocked" className="text-sm text-amber-800">
											{cartMessages.checkoutBlocked}
										</p>
									) : null}
									<Link to="/products" className="block text-center text-sm font-medium text-brand-700 hover:underline">
										{cartMessages.continueShopping}
									</Link>
								</div>
							}
						/>
						{/* where and by when, or that the pincode is not served, before checkout (issue 17) */}
						<DeliveryCheck />
					</div>
					{checkoutInView ? null : (
						<StickyActionBar label={cartMessages.cartTotalAndCheckout}>
							<div className="min-w-0 flex-1">
								<p className="text-xs text-slate-600">{cartMessages.total}</p>
								<p className="text-lg font-bold leading-tight text-slate-900" data-testid="bar-total">
									{formatRupees(summary.total)}
								</p>
							</div>
							<CheckoutAction blocked={blocked} changing={changing} className="shrink-0 px-8" />
						</StickyActionBar>
					)}
				</div>
			)}
		</>
	);
}

/** Checkout: a link to /checkout, or disabled while a change is on its way or a line cannot be bought. */
function CheckoutAction({
	blocked,
	changing,
	fullWidth = false,
	className,
}: {
	blocked: boolean;
	changing: boolean;
	fullWidth?: boolean;
	className?: string;
}) {
	if (blocked || changing) {
		return (
			<Button
				fullWidth={fullWidth}
				size="lg"
				disabled
				aria-describedby={blocked ? "checkout-blocked" : undefined}
				className={className}
			>
				{cartMessages.checkout}
			</Button>
		);
	}
	return (
		<Link to="/checkout" className={buttonClasses({ size: "lg", fullWidth, className })}>
			{cartMessages.checkout}
		</Link>
	);
}

function Heading({ count, action }: { count: number | null; action?: React.ReactNode }) {
	return (
		<div className="flex flex-wrap items-center justify-between gap-3">
			<div className="flex items-baseline gap-2">
				<PageHeading>{cartMessages.shoppingCart}</PageHeading>
				{count !== null && count > 0 ? (
					<span className="text-sm text-slate-500" data-testid="cart-page-count">
						({checkoutMessages.itemCount(count)})
					</span>
				) : null}
			</div>
			{action}
		</div>
	);
}

/** /cart: the lines, a refresh, the order summary, the delivery check and the way to checkout (SPEC.md §2, §4, §9). */
export default function CartPage() {
	const session = useSession();
	return (
		<div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
			{session ? (
				<CartContent />
			) : (
				<>
					<Heading count={null} />
					<div className="mx-auto mt-8 max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center">
						<CartIcon className="mx-auto h-12 w-12 text-brand-500" />
						<p className="mt-4 font-semibold text-slate-900">{cartMessages.loginToView}</p>
						<Link to={loginHref("/cart")} className={buttonClasses({ size: "lg", className: "mt-6" })}>
							{cartMessages.logIn}
						</Link>
						<p className="mt-3 text-sm text-slate-600">
							{cartMessages.newToPitara}{" "}
							<Link to="/register" className="font-medium text-brand-700 hover:underline">
								{cartMessages.createAnAccount}
							</Link>
						</p>
					</div>
				</>
			)}
		</div>
	);
}
