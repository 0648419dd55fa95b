import { checkoutMessages, deliveryPromiseText } from "@pitara/shared";
import type { ReactNode } from "react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Link } from "../../../lib/router.tsx";

/** The success screen: 'Order Placed Successfully!', the promised delivery date, View Orders (SPEC.md §2 /checkout). */
export function OrderPlaced({
	orderId,
	promisedDate = null,
	children,
}: {
	orderId: number;
	/** YYYY-MM-DD the order was promised for */
	promisedDate?: string | null;
	children?: ReactNode;
}) {
	return (
		<div className="mx-auto max-w-md rounded-2xl border border-green-200 bg-white px-6 py-10 text-center shadow-sm">
			<div
				aria-hidden="true"
				className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
			>
				✓
			</div>
			<h2 className="mt-4 text-2xl font-bold text-slate-900">{checkoutMessages.placed}</h2>
			<p className="mt-2 text-slate-700">
				{checkoutMessages.yourOrderNumberIs}
				<strong>#{orderId}</strong>
				{checkoutMessages.weHaveSentYou}
			</p>
			{promisedDate ? <p className="mt-2 font-semibold text-green-800">{deliveryPromiseText(promisedDate)}</p> : null}
			{children ? <div className="mt-2 text-sm text-slate-600">{children}</div> : null}
			<div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
				<Link to="/orders" className={buttonClasses({ size: "lg" })}>
					{checkoutMessages.viewOrders}
				</Link>
				<Link to="/products" className={buttonClasses({ size: "lg", variant: "secondary" })}>
					{checkoutMessages.continueShopping}
				</Link>
			</div>
		</div>
	);
}
