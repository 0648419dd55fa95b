import { type FormEvent, useState } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { formatRupees } from "../../../../lib/format.ts";
import { formatDateTime } from "../../../../lib/format-date.ts";
import { Card } from "../../../ui/page.tsx";
import { useChangeCredit, useCustomerCredit } from "../api/credit.ts";

const KINDS: Record<string, string> = { credit: "Added", debit: "Spent or taken back", expiry: "Expired" };

/** The customer's Pitara Credit: balance, ledger, and a grant or claw back with a reason (audited). */
export function CreditCard({ userId }: { userId: number }) {
	const credit = useCustomerCredit(userId);
	const change = useChangeCredit(userId);
	const [kind, setKind] = useState<"grant" | "clawback">("grant");
	const [amount, setAmount] = useState("");
	const [reason, setReason] = useState("");
	const [done, setDone] = useState<string | null>(null);
	const fieldError = (field: string) =>
		change.error instanceof ApiError ? change.error.fieldMessage(field) : undefined;
	const submit = (event: FormEvent) => {
		event.preventDefault();
		setDone(null);
		change.mutate(
			{ kind, amount: Number(amount), reason },
			{
				onSuccess: (answer) => {
					setDone(`Done. The balance is now ${formatRupees(answer.response.balance)}.`);
					setAmount("");
					setReason("");
				},
			},
		);
	};
	return (
		<Card title="Pitara Credit" className="lg:col-span-3">
			{credit.isError ? <Alert>{errorMessage(credit.error, "Could not load the credit")}</Alert> : null}
			{credit.data ? (
				<div className="grid gap-4 lg:grid-cols-2">
					<div>
						<p className="text-sm text-slate-600">
							Balance{" "}
							<span className="text-lg font-semibold tabular-nums text-slate-900" data-testid="credit-balance">
								{formatRupees(credit.data.balance)}
							</span>
						</p>
						{credit.data.entries.length === 0 ? (
							<p className="mt-2 text-sm text-slate-600">No entries yet.</p>
						) : (
							<ul className="mt-2 divide-y divide-slate-100 text-sm">
								{credit.data.entries.slice(0, 20).map((entry) => (
									<li key={entry.id} className="flex justify-between gap-3 py-2">
										<span>
											<span className="block text-slate-900">{entry.reason}</span>
											<span className="text-xs text-slate-500">
												{KINDS[entry.kind] ?? entry.kind} · {formatDateTime(entry.created_at)}
												{entry.order_id !== null ? ` · order #${entry.order_id}` : ""}
											</span>
										</span>
										<span className="tabular-nums">
											{entry.amount > 0 ? "+" : "−"}
											{formatRupees(Math.abs(entry.amount))}
										</span>
									</li>
								))}
							</ul>
						)}
					</div>
					<form onSubmit={submit} noValidate className="space-y-2" aria-label="Grant or claw back credit">
						<SelectField
							label="Action"
							value={kind}
							onChange={(event) => setKind(event.target.value as "grant" | "clawback")}
							options={[
								{ value: "grant", label: "Grant credit" },
								{ value: "clawback", label: "Claw back credit" },
							]}
						/>
						<TextField
							label="Amount (₹)"
							type="number"
							min={1}
							step="0.01"
							value={amount}
							onChange={(event) => setAmount(event.target.value)}
							error={fieldError("amount")}
						/>
						<TextField
							label="Reason"
							value={reason}
							maxLength={200}
							onChange={(event) => setReason(event.target.value)}
							error={fieldError("reason")}
						/>
						{change.isError && !fieldError("amount") && !fieldError("reason") ? (
							<Alert>{errorMessage(change.error, "The credit could not be changed")}</Alert>
						) : null}
						{done ? (
							<p role="status" className="text-sm text-green-800">
								{done}
							</p>
						) : null}
						<Button type="submit" size="sm" loading={change.isPending}>
							{kind === "grant" ? "Grant credit" : "Claw back credit"}
						</Button>
					</form>
				</div>
			) : null}
		</Card>
	);
}
