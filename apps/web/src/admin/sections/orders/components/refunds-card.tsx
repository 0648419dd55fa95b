import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { formatRupees } from "../../../../lib/format.ts";
import { formatDateTime } from "../../../../lib/format-date.ts";
import { Card } from "../../../ui/page.tsx";
import { useOrderRefunds, useRetryRefund } from "../api/after-sale.ts";

const INSTRUMENTS: Record<string, string> = {
	online: "Original payment",
	gift_card: "Gift card",
	credit: "Pitara Credit",
	cash: "Cash",
};
const STATES: Record<string, { label: string; tone: string }> = {
	pending: { label: "Pending", tone: "bg-amber-100 text-amber-900" },
	processed: { label: "Refunded", tone: "bg-green-100 text-green-900" },
	failed: { label: "Failed", tone: "bg-red-100 text-red-900" },
};

/** The order's refunds with their status; a refused or stuck online refund can be asked for again (audited). */
export function RefundsCard({ orderId }: { orderId: number }) {
	const refunds = useOrderRefunds(orderId);
	const retry = useRetryRefund(orderId);
	if (refunds.isPending || (refunds.data?.length ?? 0) === 0) {
		return refunds.isError ? (
			<Card title="Refunds">
				<Alert>{errorMessage(refunds.error, "Could not load the refunds")}</Alert>
			</Card>
		) : null;
	}
	return (
		<Card title="Refunds">
			{retry.isError ? <Alert className="mb-2">{errorMessage(retry.error, "Could not ask again")}</Alert> : null}
			<ul className="space-y-2 text-sm">
				{(refunds.data ?? []).map((refund) => {
					const state = STATES[refund.status] ?? { label: refund.status, tone: "bg-slate-100 text-slate-800" };
					return (
						<li key={refund.refund_id} className="rounded-lg bg-slate-50 p-2" data-testid="refund">
							<p className="flex justify-between gap-2">
								<span className="font-medium">{INSTRUMENTS[refund.instrument] ?? refund.instrument}</span>
								<span className="tabular-nums">{formatRupees(refund.amount)}</span>
							</p>
							<p className="flex flex-wrap items-center gap-2 text-slate-600">
								<span className={`rounded-full px-2 py-0.5 text-xs font-medium ${state.tone}`}>{state.label}</span>
								{formatDateTime(refund.created_at)}
							</p>
							{refund.gateway_refund_id ? (
								<p className="break-all text-xs text-slate-500">{refund.gateway_refund_id}</p>
							) : null}
							{refund.failure_reason ? <p className="text-xs text-red-700">{refund.failure_reason}</p> : null}
							{refund.can_retry ? (
								<Button
									size="sm"
									variant="secondary"
									className="mt-2"
									loading={retry.isPending && retry.variables === refund.refund_id}
									onClick={() => retry.mutate(refund.refund_id)}
								>
									Retry refund
								</Button>
							) : null}
						</li>
					);
				})}
			</ul>
		</Card>
	);
}
