import {
	checkoutMessages,
	type Order,
	ordersMessages,
	paymentMessages,
	type VerifyPaymentResponse,
} from "@pitara/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { OrderPlaced } from "../../features/checkout/components/order-placed.tsx";
import { useOrders } from "../../features/orders/api/get-orders.ts";
import { useStartPayment } from "../../features/payments/api/start-payment.ts";
import { useVerifyPayment } from "../../features/payments/api/verify-payment.ts";
import { gatewayResultFrom } from "../../features/payments/lib/gateway-result.ts";
import { openGateway } from "../../features/payments/lib/open-gateway.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { formatRupees } from "../../lib/format.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { Link, useNavigate, useParams, useSearchParams } from "../../lib/router.tsx";
import { RequireSession } from "../require-session.tsx";
import { afterPaymentCheck } from "../stale-after.ts";

function PayBox({ order }: { order: Order }) {
	const navigate = useNavigate();
	const start = useStartPayment();
	const [error, setError] = useState<string | null>(null);
	const [leaving, setLeaving] = useState(false);
	const pay = () => {
		setError(null);
		start.mutate(order.order_id, {
			onSuccess: async (payment) => {
				setLeaving(true);
				try {
					await openGateway(payment, (to) => navigate(to));
				} catch (failure) {
					setLeaving(false);
					setError(errorMessage(failure));
				}
			},
			onError: (failure) => setError(errorMessage(failure)),
		});
	};
	return (
		<div className="space-y-3">
			{error ? <Alert>{error}</Alert> : null}
			<Button size="lg" fullWidth onClick={pay} loading={start.isPending || leaving}>
				{order.payment_status === "Failed" ? paymentMessages.retry : paymentMessages.payNow}{" "}
				{formatRupees(order.total_amount)}
			</Button>
		</div>
	);
}

function OrderToPay({ order }: { order: Order }) {
	if (order.payment_status === "Paid") {
		return <OrderPlaced orderId={order.order_id}>{paymentMessages.alreadyPaid}.</OrderPlaced>;
	}
	if (!order.can_pay) {
		return (
			<Alert
				action={
					<Link to="/orders" className={buttonClasses({ size: "sm", variant: "secondary" })}>
						{checkoutMessages.viewOrders}
					</Link>
				}
			>
				{order.orderStatus === "Cancelled" ? paymentMessages.expired : paymentMessages.notPayable}
			</Alert>
		);
	}
	return (
		<div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
			<h2 className="text-lg font-semibold text-slate-900">
				{paymentMessages.order}
				{order.order_id}
			</h2>
			<dl className="mt-3 space-y-1 text-sm text-slate-700">
				<div className="flex justify-between gap-4">
					<dt>{paymentMessages.amountToPay}</dt>
					<dd className="font-semibold tabular-nums text-slate-900">{formatRupees(order.total_amount)}</dd>
				</div>
				<div className="flex justify-between gap-4">
					<dt>{paymentMessages.paymentMethod}</dt>
					<dd>{checkoutMessages.paymentModes[order.payment_mode] ?? order.payment_mode}</dd>
				</div>
				{order.payment_expires_at ? (
					<div className="flex justify-between gap-4">
						<dt>{paymentMessages.payBefore}</dt>
						<dd>
							<time dateTime={order.payment_expires_at}>{formatDateTime(order.payment_expires_at)}</time>
						</dd>
					</div>
				) : null}
			</dl>
			{order.payment_status === "Failed" ? (
				<Alert className="mt-4">{paymentMessages.failed}</Alert>
			) : (
				<p className="mt-4 text-sm text-slate-600">{paymentMessages.yourItemsAreHeld}</p>
			)}
			<div className="mt-5">
				<PayBox order={order} />
			</div>
		</div>
	);
}

/** Verifies the result the gateway sent back in the URL, once, then shows what it meant. */
function Verification({
	orderId,
	onDone,
}: {
	orderId: number;
	onDone: (result: { answer: VerifyPaymentResponse } | { error: string }) => void;
}) {
	const [params] = useSearchParams();
	const queryClient = useQueryClient();
	const verify = useVerifyPayment({ onSettled: () => afterPaymentCheck(queryClient) });
	const sent = useRef(false);
	useEffect(() => {
		// a result in the URL is handed to the server once (StrictMode mounts effects twice)
		if (sent.current) return;
		sent.current = true;
		const result = gatewayResultFrom(params, orderId);
		if (!result) {
			onDone({ error: paymentMessages.invalidSignature });
			return;
		}
		verify.mutate(result, {
			onSuccess: (answer) => onDone({ answer }),
			onError: (error) => onDone({ error: errorMessage(error) }),
		});
	}, [params, orderId, verify, onDone]);
	return (
		<div className="flex flex-col items-center gap-3 py-16 text-slate-700">
			<Spinner label={paymentMessages.confirmingYourPayment} />
			<p>{paymentMessages.confirmingYourPayment2}</p>
		</div>
	);
}

function Payment({ userId }: { userId: number }) {
	const { orderId: raw } = useParams();
	const orderId = Number(raw);
	const [params, setParams] = useSearchParams();
	const orders = useOrders(userId);
	const [outcome, setOutcome] = useState<{ answer: VerifyPaymentResponse } | { error: string } | null>(null);
	const hasResult = params.has("gateway_order_id");

	if (hasResult && !outcome) {
		return (
			<Verification
				orderId={orderId}
				onDone={(result) => {
					setOutcome(result);
					// a reload must not hand the same result in again
					setParams({}, { replace: true });
				}}
			/>
		);
	}
	if (outcome && "answer" in outcome && outcome.answer.response.payment_status === "Paid") {
		return <OrderPlaced orderId={orderId}>{outcome.answer.message}</OrderPlaced>;
	}

	const order = orders.data?.find((o) => o.order_id === orderId);
	return (
		<div className="space-y-4">
			{/* a failed payment is shown by the order itself, with the retry */}
			{outcome && "error" in outcome ? <Alert>{outcome.error}</Alert> : null}
			{orders.isPending ? (
				<div className="flex justify-center py-10">
					<Spinner label={paymentMessages.loadingYourOrder} />
				</div>
			) : orders.isError ? (
				<Alert
					action={
						<Button variant="secondary" size="sm" onClick={() => orders.refetch()}>
							{paymentMessages.tryAgain}
						</Button>
					}
				>
					{errorMessage(orders.error, ordersMessages.loadFailed)}
				</Alert>
			) : order ? (
				<OrderToPay order={order} />
			) : (
				<Alert>{ordersMessages.notFound}</Alert>
			)}
		</div>
	);
}

/** /checkout/payment/:orderId: pay an online order, and where the gateway sends the shopper back. */
export default function PaymentPage() {
	return (
		<div className="mx-auto max-w-lg px-4 py-6 sm:py-8">
			<PageHeading className="mb-5">{paymentMessages.payment}</PageHeading>
			<RequireSession>{(session) => <Payment userId={session.user.user_id} />}</RequireSession>
		</div>
	);
}
