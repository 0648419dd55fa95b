import type { AdminOrderDetail, OrderStatus } from "@pitara/shared";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/modal.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { useChangeOrderStatus } from "../api/change-order-status.ts";

const LABELS: Record<OrderStatus, string> = {
	Pending: "Back to pending",
	Shipped: "Mark shipped",
	Delivered: "Mark delivered",
	Cancelled: "Cancel order",
};

/** What each move does besides the status, for the confirmation. */
function consequence(detail: AdminOrderDetail, status: OrderStatus): string {
	const { order } = detail;
	if (status === "Shipped") return "The customer gets an SMS that the order is on its way.";
	if (status === "Delivered") {
		return order.payment_mode === "COD" && order.payment_status === "Pending"
			? "The cash is recorded as collected: the payment becomes Paid. The customer gets an SMS."
			: "The customer gets an SMS.";
	}
	if (status === "Cancelled") {
		const refund =
			order.payment_status === "Paid"
				? order.payment_mode === "GIFT_CARD"
					? " The gift card gets its money back."
					: order.payment_mode === "COD"
						? " The cash collected must be paid back by hand."
						: " The payment is refunded through the payment gateway."
				: "";
		return `The items go back into stock.${refund} The customer gets an SMS. This cannot be undone.`;
	}
	return "";
}

const LATE_TITLE = "Issue the credit note after the deadline?";
const LATE_MESSAGE =
	"Section 34(2): a credit note for an invoice of a financial year is due by 30 November of the next one, and that date has passed. Issue it only if your accountant agrees; your confirmation is kept in the audit log with your name.";
const LATE_CONFIRM = "Confirm the late credit note";

/** The moves DESIGN.md §2 allows from here, each confirmed; one that must wait says why. */
export function StatusActions({ detail }: { detail: AdminOrderDetail }) {
	const toast = useToast();
	const change = useChangeOrderStatus(detail.order.order_id);
	const [asking, setAsking] = useState<OrderStatus | null>(null);
	// the server refused the credit note as past Section 34(2)'s deadline: the owner may confirm it (decision 058)
	const late = change.error instanceof ApiError && change.error.code === "CREDIT_NOTE_DEADLINE";
	if (detail.next.length === 0) return <p className="text-sm text-slate-600">This order is closed.</p>;
	return (
		<div>
			<div className="flex flex-wrap gap-2">
				{detail.next.map((move) => (
					<Button
						key={move.status}
						variant={move.status === "Cancelled" ? "secondary" : "primary"}
						disabled={!move.allowed}
						onClick={() => setAsking(move.status)}
					>
						{LABELS[move.status]}
					</Button>
				))}
			</div>
			{detail.next
				.filter((move) => !move.allowed && move.reason)
				.map((move) => (
					<p key={move.status} className="mt-2 text-sm text-amber-800">
						{LABELS[move.status]}: {move.reason}
					</p>
				))}
			<ConfirmDialog
				open={asking !== null}
				title={late ? LATE_TITLE : asking ? `${LABELS[asking]}?` : ""}
				message={late ? LATE_MESSAGE : asking ? consequence(detail, asking) : ""}
				confirmLabel={late ? LATE_CONFIRM : asking ? LABELS[asking] : ""}
				cancelLabel="Keep as it is"
				danger={asking === "Cancelled"}
				busy={change.isPending}
				error={change.error ? (late ? change.error.message : errorMessage(change.error)) : null}
				onCancel={() => {
					setAsking(null);
					change.reset();
				}}
				onConfirm={() => {
					if (!asking) return;
					change.mutate(
						{ status: asking, confirmLateCreditNote: late },
						{
							onSuccess: (answer) => {
								toast.success(answer.message);
								setAsking(null);
							},
						},
					);
				}}
			/>
		</div>
	);
}
