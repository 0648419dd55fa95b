import { PAYMENT_MODE_LABELS, staffMay } from "@pitara/shared";
import { Link, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useStaff } from "../../app/staff-gate.tsx";
import { NotesCard } from "../../ui/notes-card.tsx";
import { Card, PageHeader } from "../../ui/page.tsx";
import { OrderStatusPill, PaymentStatusPill } from "../../ui/status.tsx";
import { useOrder } from "./api/get-order.ts";
import { CodConfirmationCard } from "./components/cod-confirmation-card.tsx";
import { DocumentsCard } from "./components/documents-card.tsx";
import { OrderAmounts } from "./components/order-amounts.tsx";
import { OrderItems } from "./components/order-items.tsx";
import { RefundsCard } from "./components/refunds-card.tsx";
import { ShipmentsCard } from "./components/shipments-card.tsx";
import { StatusActions } from "./components/status-actions.tsx";

const GATEWAYS: Record<string, string> = {
	cod: "Cash on delivery",
	gift_card: "Gift card",
	test: "Test payment page",
	razorpay: "Razorpay",
};
const PAYMENT_STATES: Record<string, string> = {
	created: "Started, not paid",
	paid: "Paid",
	failed: "Failed",
	refunded: "Refunded",
};

/** One order: what was bought, where it goes, how it was paid, where it is, and the next move. */
export default function OrderPage() {
	const id = Number(useParams().id);
	const query = useOrder(id);
	const staff = useStaff();
	const back = { to: "/orders", label: "Orders" };

	if (query.isPending) {
		return (
			<>
				<PageHeader title={`Order #${id}`} back={back} />
				<div role="status" aria-label="Loading the order" className="h-64 animate-pulse rounded-xl bg-white" />
			</>
		);
	}
	if (query.isError) {
		const missing = query.error instanceof ApiError && query.error.status === 404;
		return (
			<>
				<PageHeader title={`Order #${id}`} back={back} />
				<Alert
					action={
						missing ? null : (
							<Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
								Try again
							</Button>
						)
					}
				>
					{missing ? "There is no order with that number." : errorMessage(query.error, "Could not load the order")}
				</Alert>
			</>
		);
	}

	const detail = query.data;
	const { order } = detail;
	return (
		<>
			<PageHeader
				title={`Order #${order.order_id}`}
				back={back}
				actions={
					<Link
						to={`/orders/${order.order_id}/packing-slip`}
						className={buttonClasses({ variant: "secondary", size: "sm" })}
					>
						Packing slip
					</Link>
				}
			>
				<p className="mt-1 text-sm text-slate-600">Placed {formatDateTime(order.orderCreationDate)}</p>
			</PageHeader>

			<div className="grid gap-4 lg:grid-cols-3">
				<div className="space-y-4 lg:col-span-2">
					<Card title="Status">
						<div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
							<OrderStatusPill status={order.orderStatus} />
							<span className="text-slate-600">{PAYMENT_MODE_LABELS[order.payment_mode]}</span>
							<PaymentStatusPill status={order.payment_status} />
						</div>
						<StatusActions detail={detail} />
					</Card>

					<Card title={`Items (${order.Product.reduce((sum, item) => sum + item.quantity, 0)})`}>
						<OrderItems detail={detail} />
					</Card>

					{order.payment_mode === "COD" ? <CodConfirmationCard orderId={order.order_id} /> : null}

					<ShipmentsCard
						orderId={order.order_id}
						orderStatus={order.orderStatus}
						units={order.Product.reduce((sum, item) => sum + item.quantity, 0)}
					/>

					<Card title="Tracking">
						<ol className="space-y-3 border-l-2 border-slate-200 pl-4">
							{detail.tracking.map((entry) => (
								<li key={entry.id} className="relative text-sm">
									<span className="absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full border-2 border-white bg-brand-600" />
									<p className="font-medium text-slate-900">{entry.status}</p>
									<p className="text-slate-600">
										{formatDateTime(entry.updated_at)} · {entry.name}
									</p>
									{entry.note ? <p className="text-slate-500">{entry.note}</p> : null}
								</li>
							))}
						</ol>
					</Card>
				</div>

				<div className="space-y-4">
					<OrderAmounts order={order} />

					<Card title="Deliver to">
						<address className="text-sm not-italic text-slate-700">
							<span className="font-medium text-slate-900">{order.addressUserName}</span>
							<br />
							{order.address_line1}
							{order.address_line2 ? (
								<>
									<br />
									{order.address_line2}
								</>
							) : null}
							<br />
							{order.city}, {order.state} {order.pincode}
							<br />
							{order.country}
							<br />
							Phone {order.addressUserPhone}
						</address>
					</Card>

					<Card title="Customer">
						<p className="text-sm">
							<Link to={`/customers/${detail.customer.user_id}`} className="font-medium text-brand-700 hover:underline">
								{detail.customer.full_name}
							</Link>
						</p>
						<p className="text-sm text-slate-600">{detail.customer.phone}</p>
						<p className="break-all text-sm text-slate-600">{detail.customer.email}</p>
					</Card>

					<NotesCard path={`/orders/${order.order_id}/notes`} canWrite={staffMay(staff.role, "orders", "write")} />

					<DocumentsCard orderId={order.order_id} customerEmail={detail.customer.email} />

					<RefundsCard orderId={order.order_id} />

					<Card title="Payments">
						{detail.gift_card ? (
							<p className="mb-2 text-sm">
								Gift card{" "}
								<Link to={`/gift-cards/${detail.gift_card.id}`} className="font-medium text-brand-700 hover:underline">
									{detail.gift_card.code}
								</Link>
							</p>
						) : null}
						{detail.payments.length === 0 ? (
							<p className="text-sm text-slate-600">No payment attempt.</p>
						) : (
							<ul className="space-y-2 text-sm">
								{detail.payments.map((payment) => (
									<li key={payment.id} className="rounded-lg bg-slate-50 p-2">
										<p className="flex justify-between gap-2">
											<span className="font-medium">{GATEWAYS[payment.gateway] ?? payment.gateway}</span>
											<span className="tabular-nums">{formatRupees(payment.amount)}</span>
										</p>
										<p className="text-slate-600">
											{PAYMENT_STATES[payment.status] ?? payment.status} · {formatDateTime(payment.created_at)}
										</p>
										{payment.gateway_payment_id ? (
											<p className="break-all text-xs text-slate-500">{payment.gateway_payment_id}</p>
										) : null}
										{payment.failure_reason ? <p className="text-xs text-red-700">{payment.failure_reason}</p> : null}
									</li>
								))}
							</ul>
						)}
					</Card>
				</div>
			</div>
		</>
	);
}
