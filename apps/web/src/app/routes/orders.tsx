import { type Order, ordersMessages } from "@pitara/shared";
import { useState } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/modal.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useAddresses } from "../../features/addresses/api/get-addresses.ts";
import { useCancelOrder } from "../../features/orders/api/cancel-order.ts";
import { useCodConfirmation, usePayCodOnline } from "../../features/orders/api/cod-confirmation.ts";
import { useOrders } from "../../features/orders/api/get-orders.ts";
import { CancelItemDialog } from "../../features/orders/components/cancel-item-dialog.tsx";
import { CodConfirmationBox } from "../../features/orders/components/cod-confirmation-box.tsx";
import { OrderCard, type OrderPanel } from "../../features/orders/components/order-card.tsx";
import { OrdersLoadError, OrdersLoginPrompt } from "../../features/orders/components/orders-notices.tsx";
import { ReturnsSection } from "../../features/orders/components/returns-section.tsx";
import { openGateway } from "../../features/payments/lib/open-gateway.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { Link, useNavigate } from "../../lib/router.tsx";
import { useSession } from "../../lib/session.ts";

/** A delivered order's returns, with the shopper's address book as the pickup choices (addresses feature). */
function DeliveredReturns({ order, userId }: { order: Order; userId: number }) {
	const addresses = useAddresses(userId);
	const choices = (addresses.data ?? []).map((a) => ({
		id: a.address_id,
		label: `${a.name}, ${a.address_line1}, ${a.city} ${a.pincode}`,
	}));
	return <ReturnsSection order={order} addresses={choices} />;
}

function OrderList({ userId }: { userId: number }) {
	const orders = useOrders(userId);
	const cancel = useCancelOrder();
	const toast = useToast();
	const [open, setOpen] = useState<{ id: number; panel: OrderPanel } | null>(null);
	const [cancelling, setCancelling] = useState<Order | null>(null);
	const [cancelError, setCancelError] = useState<string | null>(null);
	const [cancellingItem, setCancellingItem] = useState<{ orderId: number; item: Order["Product"][number] } | null>(
		null,
	);

	if (orders.isPending) {
		return (
			<div className="flex justify-center py-16">
				<Spinner label={ordersMessages.loadingYourOrders} />
			</div>
		);
	}
	if (orders.isError) {
		return <OrdersLoadError error={orders.error} onRetry={() => orders.refetch()} retrying={orders.isFetching} />;
	}
	if (orders.data.length === 0) {
		return (
			<div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
				<p className="text-lg font-semibold text-slate-900">{ordersMessages.empty}</p>
				<p className="mt-1 text-sm text-slate-600">{ordersMessages.frocksToysBooksAnd}</p>
				<Link to="/products" className={buttonClasses({ size: "lg", className: "mt-6" })}>
					{ordersMessages.startShopping}
				</Link>
			</div>
		);
	}

	const confirmCancel = () => {
		if (!cancelling) return;
		setCancelError(null);
		cancel.mutate(cancelling.order_id, {
			onSuccess: (data) => {
				setCancelling(null);
				toast.success(data.message || ordersMessages.cancelled);
			},
			onError: (error) => setCancelError(errorMessage(error, ordersMessages.cancelFailed)),
		});
	};

	return (
		<>
			<ul className="space-y-3">
				{orders.data.map((order) => {
					const expanded = open?.id === order.order_id;
					return (
						<li key={order.order_id}>
							<OrderCard
								order={order}
								expanded={expanded}
								// one card open at a time; closing or opening another closes its panel too
								onToggle={() => setOpen(expanded ? null : { id: order.order_id, panel: null })}
								panel={expanded ? (open?.panel ?? null) : null}
								onPanel={(panel) => setOpen({ id: order.order_id, panel })}
								onCancel={() => {
									setCancelError(null);
									setCancelling(order);
								}}
								onCancelItem={(item) => setCancellingItem({ orderId: order.order_id, item })}
								notice={
									expanded && order.payment_mode === "COD" && order.orderStatus === "Pending" ? (
										<CodNotice orderId={order.order_id} />
									) : null
								}
								returns={(delivered) => <DeliveredReturns order={delivered} userId={userId} />}
							/>
						</li>
					);
				})}
			</ul>
			{cancellingItem ? (
				<CancelItemDialog
					orderId={cancellingItem.orderId}
					item={cancellingItem.item}
					onClose={() => setCancellingItem(null)}
					onDone={(message) => {
						setCancellingItem(null);
						toast.success(message);
					}}
				/>
			) : null}
			<ConfirmDialog
				open={cancelling !== null}
				title={ordersMessages.cancelOrderTitle(cancelling?.order_id ?? "")}
				message={ordersMessages.confirmCancel}
				confirmLabel={ordersMessages.cancel}
				cancelLabel="Keep order"
				busy={cancel.isPending}
				error={cancelError}
				onConfirm={confirmCancel}
				onCancel={() => setCancelling(null)}
			/>
		</>
	);
}

/** /orders ('Your Orders', SPEC.md §2): the shopper's orders, newest first. */
export default function OrdersPage() {
	const session = useSession();
	return (
		<div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
			<PageHeading className="mb-6">{ordersMessages.yourOrders}</PageHeading>
			{session ? <OrderList userId={session.user.user_id} /> : <OrdersLoginPrompt returnTo="/orders" />}
		</div>
	);
}

/** A COD order awaiting the shopper's confirmation: confirm, cancel, or pay online at the reduced amount (decision 048). */
function CodNotice({ orderId }: { orderId: number }) {
	const confirmation = useCodConfirmation(orderId, true);
	const pay = usePayCodOnline();
	const navigate = useNavigate();
	if (!confirmation.data) return null;
	return (
		<CodConfirmationBox
			confirmation={confirmation.data}
			payOnline={{
				run: () => pay.mutate(orderId, { onSuccess: (start) => openGateway(start, (to) => navigate(to)) }),
				pending: pay.isPending || pay.isSuccess,
				error: pay.error,
			}}
		/>
	);
}
