import type { CartSummary } from "@pitara/shared";
import { cartMessages, checkoutMessages, promoNote } from "@pitara/shared";
import type { ReactNode } from "react";
import { AmountRows } from "../../../components/ui/amount-rows.tsx";

/**
 * The cart's order summary (SPEC.md §9): Total MRP, Discount, Subtotal,
 * Delivery (₹50 up to a ₹500 subtotal, FREE above) and Total, as the server's
 * pricing answered them, or as the same shared module works them out for the
 * moment between a click and the server's answer.
 */
export function OrderSummary({
	summary,
	footer,
	leftOut = 0,
}: {
	summary: CartSummary;
	footer?: ReactNode;
	/** how many lines are left out because they cannot be bought */
	leftOut?: number;
}) {
	const items = summary.item_count;
	return (
		<section aria-labelledby="order-summary-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
			<h2 id="order-summary-heading" className="text-lg font-bold text-slate-900">
				{cartMessages.orderSummary}
			</h2>
			<p className="text-sm text-slate-500">
				{checkoutMessages.itemCount(items)}
				{leftOut > 0 ? checkoutMessages.unavailableNotCounted(leftOut) : ""}
			</p>
			<AmountRows
				mrpTotal={summary.mrp_total}
				discount={summary.discount}
				subtotal={summary.subtotal}
				delivery={summary.delivery}
				total={summary.total}
				promo={summary.promo ? { ...summary.promo, note: promoNote({ ...summary.promo, automatic: true }) } : null}
				charge={{ fee: summary.delivery_fee, freeAbove: summary.free_delivery_above }}
				testId="order-summary"
			/>
			{footer ? <div className="mt-4">{footer}</div> : null}
		</section>
	);
}
