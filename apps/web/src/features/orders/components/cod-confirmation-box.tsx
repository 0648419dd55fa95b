import { type CodConfirmation, shippingMessages } from "@pitara/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useDecideCod } from "../api/cod-confirmation.ts";

/**
 * A cash on delivery order awaiting the shopper's confirmation (decision
 * 048): confirm, cancel, or pay online at the reduced amount (`onPayOnline`,
 * given where the shopper is signed in).
 */
export function CodConfirmationBox({
	confirmation,
	decide,
	payOnline,
}: {
	confirmation: CodConfirmation;
	/** the decision's call: the order page's (signed in) or the link's */
	decide?: (action: "confirm" | "cancel") => Promise<unknown>;
	payOnline?: { run: () => void; pending: boolean; error: unknown } | null;
}) {
	const own = useDecideCod();
	const [pending, setPending] = useState<"confirm" | "cancel" | null>(null);
	const [error, setError] = useState<unknown>(null);
	if (confirmation.state !== "awaiting") {
		return (
			<p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="cod-confirmation-state">
				{confirmation.state_text}
			</p>
		);
	}
	const act = async (action: "confirm" | "cancel") => {
		if (action === "cancel" && !window.confirm(shippingMessages.codCancelAsk)) return;
		setPending(action);
		setError(null);
		try {
			if (decide) await decide(action);
			else await own.mutateAsync({ orderId: confirmation.order_id, action });
		} catch (failure) {
			setError(failure);
		} finally {
			setPending(null);
		}
	};
	return (
		<section
			className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
			aria-label={shippingMessages.codTitle}
		>
			<p className="font-semibold" data-testid="cod-confirmation-state">
				{shippingMessages.codTitle}
			</p>
			<p>{shippingMessages.codExplain(formatDateTime(confirmation.deadline))}</p>
			{error ? <Alert>{errorMessage(error)}</Alert> : null}
			{payOnline?.error ? <Alert>{errorMessage(payOnline.error)}</Alert> : null}
			<div className="flex flex-wrap gap-2">
				<Button size="sm" onClick={() => act("confirm")} loading={pending === "confirm"}>
					{shippingMessages.codConfirm}
				</Button>
				{payOnline && confirmation.prepaid_amount !== null ? (
					<Button size="sm" variant="secondary" onClick={payOnline.run} loading={payOnline.pending}>
						{shippingMessages.codPayOnline(
							formatRupees(confirmation.prepaid_amount),
							formatRupees(confirmation.prepaid_saving),
						)}
					</Button>
				) : null}
				<Button
					size="sm"
					variant="ghost"
					className="text-red-700 hover:bg-red-50"
					onClick={() => act("cancel")}
					loading={pending === "cancel"}
				>
					{shippingMessages.codCancel}
				</Button>
			</div>
		</section>
	);
}
