import { ordersMessages } from "@pitara/shared";
import { type FormEvent, useId, useState } from "react";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { SelectField, TextField } from "../../components/ui/text-field.tsx";
import { useOrders } from "../../features/orders/api/get-orders.ts";
import { OrdersLoadError, OrdersLoginPrompt } from "../../features/orders/components/orders-notices.tsx";
import { StatusBadge } from "../../features/orders/components/status-badge.tsx";
import { TrackingPanel } from "../../features/orders/components/tracking-panel.tsx";
import { formatRupees } from "../../lib/format.ts";
import { formatDate } from "../../lib/format-date.ts";
import { Link, useSearchParams } from "../../lib/router.tsx";
import { useSession } from "../../lib/session.ts";

function Tracker({ userId }: { userId: number }) {
	const orders = useOrders(userId);
	const [params, setParams] = useSearchParams();
	const selected = Number(params.get("order")) || null;
	const [typed, setTyped] = useState("");
	const [typedError, setTypedError] = useState<string | undefined>();
	const formId = useId();

	const choose = (id: number | null) => {
		setParams(id ? { order: String(id) } : {}, { replace: true });
	};
	const submit = (event: FormEvent) => {
		event.preventDefault();
		const id = Number(typed.trim().replace(/^#/, ""));
		if (!Number.isInteger(id) || id <= 0) {
			setTypedError("Please enter an order number, such as 123");
			return;
		}
		setTypedError(undefined);
		choose(id);
	};

	if (orders.isPending) return <Spinner label={ordersMessages.loadingYourOrders} />;
	if (orders.isError) {
		return <OrdersLoadError error={orders.error} onRetry={() => orders.refetch()} />;
	}
	if (orders.data.length === 0) {
		return (
			<div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
				<p className="font-semibold text-slate-900">{ordersMessages.noOrdersToTrack}</p>
				<Link to="/products" className={buttonClasses({ className: "mt-4" })}>
					{ordersMessages.startShopping}
				</Link>
			</div>
		);
	}
	const order = orders.data.find((o) => o.order_id === selected);
	return (
		<div className="space-y-5">
			<p className="text-slate-600">{ordersMessages.chooseOrder}</p>
			<div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5">
				<SelectField
					label={ordersMessages.yourOrders2}
					value={order ? String(order.order_id) : ""}
					onChange={(event) => choose(Number(event.target.value) || null)}
					placeholder={ordersMessages.chooseAnOrder}
					options={orders.data.map((o) => ({
						value: String(o.order_id),
						label: `#${o.order_id} · ${formatDate(o.orderCreationDate)} · ${o.orderStatus} · ${formatRupees(o.total_amount)}`,
					}))}
				/>
				<form id={formId} onSubmit={submit} className="flex items-end gap-2" noValidate>
					<TextField
						label={ordersMessages.orEnterAnOrder}
						inputMode="numeric"
						value={typed}
						onChange={(event) => setTyped(event.target.value)}
						error={typedError}
						containerClassName="flex-1"
						placeholder={ordersMessages.eG123}
					/>
					{/* level with the input above the field's message line */}
					<Button type="submit" variant="secondary" className="mb-6">
						{ordersMessages.track}
					</Button>
				</form>
			</div>
			{selected ? (
				<div className="space-y-3">
					{order ? (
						<div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
							<span className="font-semibold text-slate-900">
								{ordersMessages.order}
								{order.order_id}
							</span>
							<StatusBadge status={order.orderStatus} />
							<span>
								{ordersMessages.placed}
								{formatDate(order.orderCreationDate)} · {formatRupees(order.total_amount)}
							</span>
						</div>
					) : null}
					<TrackingPanel orderId={selected} />
				</div>
			) : null}
		</div>
	);
}

/** /track-order: pick one of your orders (or type its number) and see where it is. */
export default function TrackOrderPage() {
	const session = useSession();
	return (
		<div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
			<PageHeading className="mb-4">{ordersMessages.trackOrder}</PageHeading>
			{session ? <Tracker userId={session.user.user_id} /> : <OrdersLoginPrompt returnTo="/track-order" />}
		</div>
	);
}
