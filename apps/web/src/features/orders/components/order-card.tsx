import {
	afterSaleMessages,
	amountMessages,
	cartMessages,
	checkoutMessages,
	deliveryPromiseText,
	isNotCharged,
	type Order,
	ordersMessages,
	paymentHref,
	paymentMessages,
} from "@pitara/shared";
import { type ReactNode, useId } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { OrderLine } from "../../../components/ui/order-line.tsx";
import { formatRupees } from "../../../lib/format.ts";
import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { Link } from "../../../lib/router.tsx";
import { InvoicePanel } from "./invoice-panel.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { TrackingPanel } from "./tracking-panel.tsx";

export type OrderPanel = "tracking" | "invoice" | null;

function ChevronIcon({ open }: { open: boolean }) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 20 20"
			fill="currentColor"
			className={`h-5 w-5 shrink-0 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}
		>
			<path
				fillRule="evenodd"
				d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
				clipRule="evenodd"
			/>
		</svg>
	);
}

/**
 * One order on /orders: a header that opens and closes it, and when open the
 * products, then Track Order (not delivered) or View Invoice (delivered) —
 * one panel at a time — Pay now for an unpaid online order, and Cancel for a
 * Pending one.
 */
export function OrderCard({
	order,
	expanded,
	onToggle,
	panel,
	onPanel,
	onCancel,
	onCancelItem,
	notice,
	returns,
}: {
	order: Order;
	/** shown first in the open card (the route's: a COD order awaiting confirmation) */
	notice?: ReactNode;
	expanded: boolean;
	onToggle: () => void;
	panel: OrderPanel;
	onPanel: (panel: OrderPanel) => void;
	onCancel: () => void;
	/** Cancel item on a line (issue 24): opens the dialog that shows the numbers before confirming */
	onCancelItem?: (item: Order["Product"][number]) => void;
	/** a delivered order's returns and exchanges (decision 047), composed by the route */
	returns?: (order: Order) => ReactNode;
}) {
	const bodyId = useId();
	const count = order.Product.reduce((sum, item) => sum + item.quantity, 0);
	const delivered = order.orderStatus === "Delivered";
	return (
		<article
			className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
			aria-label={ordersMessages.orderNumber(order.order_id)}
		>
			<h2>
				<button
					type="button"
					aria-expanded={expanded}
					aria-controls={bodyId}
					onClick={onToggle}
					className="flex w-full items-center gap-3 px-4 py-4 text-left hover:bg-slate-50 sm:px-5"
				>
					<span className="min-w-0 flex-1">
						<span className="flex flex-wrap items-center gap-2">
							<span className="font-semibold text-slate-900">
								{ordersMessages.order}
								{order.order_id}
							</span>
							<StatusBadge status={order.orderStatus} />
						</span>
						<span className="mt-1 block text-sm text-slate-600">
							{formatDate(order.orderCreationDate)} · {checkoutMessages.itemCount(count)} ·{" "}
							{checkoutMessages.paymentModes[order.payment_mode]}
						</span>
						{order.promised_delivery_date && (order.orderStatus === "Pending" || order.orderStatus === "Shipped") ? (
							<span className="mt-1 block text-sm font-medium text-green-800" data-testid="order-promise">
								{deliveryPromiseText(order.promised_delivery_date)}
							</span>
						) : null}
					</span>
					<span className="text-right">
						<span className="block font-semibold tabular-nums text-slate-900">{formatRupees(order.total_amount)}</span>
						<span className="block text-xs text-slate-500" data-testid="payment-status">
							{isNotCharged(order)
								? ordersMessages.notCharged
								: (ordersMessages.paymentStatuses[order.payment_status] ?? order.payment_status)}
						</span>
					</span>
					<ChevronIcon open={expanded} />
				</button>
			</h2>
			{expanded ? (
				<div id={bodyId} className="space-y-4 border-t border-slate-100 px-4 py-4 sm:px-5">
					{notice}
					{order.can_pay ? (
						<div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-yellow-50 px-4 py-3 text-sm text-yellow-900">
							<p>
								{order.payment_status === "Failed"
									? ordersMessages.lastPaymentFailed
									: ordersMessages.waitingForPayment}{" "}
								{order.payment_expires_at ? (
									<>
										{ordersMessages.payBefore}{" "}
										<time dateTime={order.payment_expires_at}>{formatDateTime(order.payment_expires_at)}</time>.
									</>
								) : null}
							</p>
							<Link to={paymentHref(order.order_id)} className={buttonClasses({ size: "sm" })}>
								{paymentMessages.payNow}
							</Link>
						</div>
					) : null}
					{order.refunded_amount > 0 ? (
						<p className="flex justify-between rounded-xl bg-slate-50 px-4 py-2 text-sm" data-testid="order-new-total">
							<span>{afterSaleMessages.newTotal}</span>
							<span className="font-semibold tabular-nums">
								{formatRupees(order.total_amount - order.refunded_amount)}
							</span>
						</p>
					) : null}
					{order.promo_name && (order.promoDiscountAmount > 0 || (order.promoDeliveryAmount ?? 0) > 0) ? (
						<p
							className="flex justify-between rounded-xl bg-green-50 px-4 py-2 text-sm text-green-800"
							data-testid="order-promo"
						>
							<span>
								{order.promoDiscountAmount > 0
									? amountMessages.discountRow(order.promo_name)
									: amountMessages.freeDeliveryRow(order.promo_name)}
							</span>
							<span className="font-semibold tabular-nums">
								−
								{formatRupees(
									order.promoDiscountAmount > 0 ? order.promoDiscountAmount : (order.promoDeliveryAmount ?? 0),
								)}
							</span>
						</p>
					) : null}
					<ul className="divide-y divide-slate-100" aria-label={ordersMessages.products}>
						{order.Product.map((item) => (
							<OrderLine
								key={item.order_item_id}
								image={item.image}
								name={item.product_name}
								size={item.size}
								color={item.color}
								quantity={item.quantity}
								total={item.total_price}
								unitPrice={item.unit_price}
								className="first:pt-0"
								action={
									<>
										{item.cancelled_quantity > 0 ? (
											<p className="text-xs text-red-700">
												{afterSaleMessages.cancelledUnits(item.cancelled_quantity)}
											</p>
										) : null}
										{order.can_cancel_items &&
										onCancelItem &&
										item.quantity - item.cancelled_quantity - item.returned_quantity > 0 ? (
											<button
												type="button"
												onClick={() => onCancelItem(item)}
												className="mt-1 text-xs font-medium text-red-700 underline hover:text-red-800"
											>
												{afterSaleMessages.cancelItem}
											</button>
										) : null}
									</>
								}
							/>
						))}
					</ul>
					<div className="flex flex-wrap gap-2">
						{delivered ? (
							<Button
								variant={panel === "invoice" ? "primary" : "secondary"}
								size="sm"
								aria-pressed={panel === "invoice"}
								onClick={() => onPanel(panel === "invoice" ? null : "invoice")}
							>
								{ordersMessages.viewInvoice}
							</Button>
						) : (
							<Button
								variant={panel === "tracking" ? "primary" : "secondary"}
								size="sm"
								aria-pressed={panel === "tracking"}
								onClick={() => onPanel(panel === "tracking" ? null : "tracking")}
							>
								{ordersMessages.trackOrder}
							</Button>
						)}
						{order.can_cancel ? (
							<Button variant="ghost" size="sm" onClick={onCancel} className="text-red-700 hover:bg-red-50">
								{ordersMessages.cancel}
							</Button>
						) : null}
					</div>
					{delivered && returns ? returns(order) : null}
					{panel === "tracking" && !delivered ? <TrackingPanel orderId={order.order_id} /> : null}
					{panel === "invoice" && delivered ? <InvoicePanel orderId={order.order_id} /> : null}
				</div>
			) : null}
		</article>
	);
}
