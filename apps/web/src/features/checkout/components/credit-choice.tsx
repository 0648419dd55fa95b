import { checkoutMessages } from "@pitara/shared";
import { formatRupees } from "../../../lib/format.ts";

/**
 * The checkout's Pitara Credit choice (issue 24): shown when the shopper has a balance; the server takes as much as
 * the balance and the total allow (the same rule, creditToApply, computes `applied` here).
 */
export function CreditChoice({
	balance,
	on,
	applied,
	due,
	onChange,
}: {
	/** rupees */
	balance: number;
	on: boolean;
	/** rupees the order takes */
	applied: number;
	/** rupees left to pay by the payment mode */
	due: number;
	onChange: (on: boolean) => void;
}) {
	if (balance <= 0) return null;
	return (
		<div className="mb-4 rounded-xl border border-pink-200 bg-pink-50 p-4 text-sm">
			<label className="flex cursor-pointer items-start gap-3">
				<input
					type="checkbox"
					checked={on}
					onChange={(event) => onChange(event.target.checked)}
					className="mt-0.5 h-4 w-4 accent-brand-700"
				/>
				<span className="font-semibold text-slate-900">{checkoutMessages.creditApply(formatRupees(balance))}</span>
			</label>
			{on && applied > 0 ? (
				<p role="status" className="mt-2 text-slate-700" data-testid="credit-applied">
					{due === 0
						? checkoutMessages.creditCoversAll
						: `${checkoutMessages.creditApplied} −${formatRupees(applied)} · ${checkoutMessages.creditLeftToPay} ${formatRupees(due)}`}
				</p>
			) : null}
		</div>
	);
}
