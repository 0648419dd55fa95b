import type { Order } from "@pitara/shared";
import { formatRupees } from "../../../../lib/format.ts";
import { Card } from "../../../ui/page.tsx";

/** One line of the amounts: a label and its amount. */
function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
	return (
		<div
			className={`flex justify-between gap-3 py-1 ${strong ? "border-t border-slate-200 pt-2 font-semibold text-slate-900" : ""}`}
		>
			<dt className={strong ? "" : "text-slate-600"}>{label}</dt>
			<dd className="tabular-nums">{value}</dd>
		</div>
	);
}

/**
 * The order's amounts as the shopper was charged them: the promo by the name the shopper read and its code (an
 * automatic promo has a name of its own), the delivery a free-delivery promo took off, the cash on delivery fee.
 */
export function OrderAmounts({ order }: { order: Order }) {
	const promoName = order.promo_name && order.promo_name !== order.promo_code ? order.promo_name : null;
	const freeDelivery = order.promoDeliveryAmount ?? 0;
	return (
		<Card title="Amounts">
			<dl className="text-sm">
				<Row label="MRP total" value={formatRupees(order.mrpTotalAmount)} />
				<Row label="Discount" value={`− ${formatRupees(order.discountAmount)}`} />
				<Row label="Subtotal" value={formatRupees(order.subTotalAmount)} />
				{order.promo_code && order.promoDiscountAmount > 0 ? (
					<Row
						label={promoName ? `Promo “${promoName}” (${order.promo_code})` : `Promo ${order.promo_code}`}
						value={`− ${formatRupees(order.promoDiscountAmount)}`}
					/>
				) : null}
				<Row label="Delivery" value={order.deliveryAmount === 0 ? "Free" : formatRupees(order.deliveryAmount)} />
				{order.promo_code && freeDelivery > 0 ? (
					<Row
						label={`Free delivery: promo ${promoName ? `“${promoName}” (${order.promo_code})` : order.promo_code}`}
						value={`− ${formatRupees(freeDelivery)}`}
					/>
				) : null}
				{order.codFeeAmount > 0 ? <Row label="Cash on delivery fee" value={formatRupees(order.codFeeAmount)} /> : null}
				<Row label="Total (incl. GST)" value={formatRupees(order.total_amount)} strong />
				{order.credit_amount > 0 ? (
					<Row label="Paid with Pitara Credit" value={formatRupees(order.credit_amount)} />
				) : null}
				{order.refunded_amount > 0 ? (
					<>
						<Row label="Given back (cancelled items)" value={`− ${formatRupees(order.refunded_amount)}`} />
						<Row label="Order now costs" value={formatRupees(order.total_amount - order.refunded_amount)} strong />
					</>
				) : null}
			</dl>
		</Card>
	);
}
