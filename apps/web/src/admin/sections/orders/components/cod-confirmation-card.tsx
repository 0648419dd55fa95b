import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { formatRupees } from "../../../../lib/format.ts";
import { formatDateTime } from "../../../../lib/format-date.ts";
import { Card } from "../../../ui/page.tsx";
import { useDecideCodForShopper, useOrderCodConfirmation } from "../api/shipments.ts";

/** A COD order's confirmation (decision 048): why, until when; staff confirm or cancel after calling the shopper. */
export function CodConfirmationCard({ orderId }: { orderId: number }) {
	const confirmation = useOrderCodConfirmation(orderId);
	const decide = useDecideCodForShopper(orderId);
	const row = confirmation.data;
	if (!row) return null;
	return (
		<Card title="COD confirmation">
			<p className="text-sm font-medium" data-testid="cod-confirmation-state">
				{row.state === "awaiting" ? "Awaiting the shopper's confirmation — cannot be shipped yet" : row.state_text}
			</p>
			<p className="mt-1 text-sm text-slate-600">
				{row.reason} · {row.state === "awaiting" ? `cancelled if not confirmed by ${formatDateTime(row.deadline)}` : ""}
				{row.prepaid_amount !== null ? ` · offered online at ${formatRupees(row.prepaid_amount)}` : ""}
			</p>
			{row.state === "awaiting" ? (
				<div className="mt-3 flex flex-wrap gap-2">
					<Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate("confirm")}>
						Confirmed on the phone
					</Button>
					<Button
						size="sm"
						variant="secondary"
						disabled={decide.isPending}
						onClick={() => {
							if (window.confirm(`Cancel order #${orderId}? Its stock goes back and the shopper is told.`))
								decide.mutate("cancel");
						}}
					>
						Cancel the order
					</Button>
				</div>
			) : null}
			{decide.isError ? <Alert className="mt-2">{errorMessage(decide.error)}</Alert> : null}
		</Card>
	);
}
