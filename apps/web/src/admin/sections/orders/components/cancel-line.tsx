import { type FormEvent, useState } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { formatRupees } from "../../../../lib/format.ts";
import { useCancelLine } from "../api/after-sale.ts";

/**
 * The staff's Cancel on one line before dispatch (e.g. it cannot be supplied): how many and why; the server
 * computes the refund (the shopper's computation) and says what it did. Audited.
 */
export function CancelLine({
	orderId,
	orderItemId,
	name,
	left,
}: {
	orderId: number;
	orderItemId: number;
	name: string;
	/** units not yet cancelled or returned */
	left: number;
}) {
	const [open, setOpen] = useState(false);
	const [quantity, setQuantity] = useState("1");
	const [reason, setReason] = useState("");
	const [done, setDone] = useState<string | null>(null);
	const cancel = useCancelLine(orderId);
	const fieldError = (field: string) =>
		cancel.error instanceof ApiError
			? cancel.error.errors.find((e) => e.field === field || e.field.endsWith(`.${field}`))?.message
			: undefined;
	const submit = (event: FormEvent) => {
		event.preventDefault();
		setDone(null);
		cancel.mutate(
			{ orderItemId, quantity: Number(quantity), reason },
			{
				onSuccess: (answer) => {
					const refund = answer.response.refund_amount;
					setDone(
						`${answer.message}. ${refund > 0 ? `Refund ${formatRupees(refund)}. ` : ""}New total ${formatRupees(answer.response.new_total)}.`,
					);
					setOpen(false);
					setReason("");
				},
			},
		);
	};
	if (!open) {
		return (
			<div className="mt-1">
				<Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={`Cancel ${name}`}>
					Cancel
				</Button>
				{done ? (
					<p role="status" className="mt-1 text-xs text-green-800">
						{done}
					</p>
				) : null}
			</div>
		);
	}
	return (
		<form
			onSubmit={submit}
			noValidate
			className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3"
			aria-label={`Cancel ${name}`}
		>
			<TextField
				label={`How many (at most ${left})`}
				type="number"
				min={1}
				max={left}
				value={quantity}
				onChange={(event) => setQuantity(event.target.value)}
				error={fieldError("quantity")}
			/>
			<TextField
				label="Reason (the customer is told)"
				value={reason}
				onChange={(event) => setReason(event.target.value)}
				maxLength={200}
				error={fieldError("reason")}
			/>
			{cancel.isError && !fieldError("reason") && !fieldError("quantity") ? (
				<Alert>{errorMessage(cancel.error, "The line could not be cancelled")}</Alert>
			) : null}
			<div className="flex gap-2">
				<Button type="submit" size="sm" variant="danger" loading={cancel.isPending}>
					Cancel {quantity === "1" ? "1 unit" : `${quantity} units`}
				</Button>
				<Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
					Keep
				</Button>
			</div>
		</form>
	);
}
