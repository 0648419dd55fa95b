import { type NdrAnswerRequest, shippingMessages } from "@pitara/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useAnswerNdr } from "../api/answer-ndr.ts";

/**
 * A failed delivery's answer (decision 048): one of the next days for the
 * courier to come again and, when needed, a corrected address or phone.
 */
export function NdrForm({
	dates,
	via,
	onDone,
}: {
	dates: string[];
	via: { orderId: number; shipmentId: number } | { token: string };
	onDone?: () => void;
}) {
	const answer = useAnswerNdr();
	const [date, setDate] = useState(dates[0] ?? "");
	const [fix, setFix] = useState(false);
	const [line1, setLine1] = useState("");
	const [line2, setLine2] = useState("");
	const [phone, setPhone] = useState("");
	const submit = (event: FormEvent) => {
		event.preventDefault();
		const body: NdrAnswerRequest = {
			date,
			...(fix && line1.trim() ? { address_line1: line1.trim() } : {}),
			...(fix && line2.trim() ? { address_line2: line2.trim() } : {}),
			...(fix && phone.trim() ? { phone: phone.trim() } : {}),
		};
		answer.mutate({ via, answer: body }, { onSuccess: () => onDone?.() });
	};
	if (answer.isSuccess) return <p className="text-sm font-medium text-green-800">{shippingMessages.ndrDone}</p>;
	return (
		<form onSubmit={submit} className="space-y-3" aria-label={shippingMessages.ndrTitle}>
			<SelectField
				label={shippingMessages.ndrDate}
				value={date}
				onChange={(event) => setDate(event.target.value)}
				options={dates.map((day) => ({ value: day, label: formatDate(day) }))}
			/>
			<label className="flex items-center gap-2 text-sm">
				<input type="checkbox" checked={fix} onChange={(event) => setFix(event.target.checked)} />
				{shippingMessages.ndrFixAddress}
			</label>
			{fix ? (
				<>
					<TextField
						label={shippingMessages.ndrAddressLine1}
						value={line1}
						onChange={(event) => setLine1(event.target.value)}
					/>
					<TextField
						label={shippingMessages.ndrAddressLine2}
						value={line2}
						optional
						onChange={(event) => setLine2(event.target.value)}
					/>
					<TextField
						label={shippingMessages.ndrPhone}
						value={phone}
						inputMode="numeric"
						maxLength={10}
						onChange={(event) => setPhone(event.target.value.replace(/\D/g, ""))}
					/>
				</>
			) : null}
			{answer.isError ? <Alert>{errorMessage(answer.error)}</Alert> : null}
			<Button type="submit" loading={answer.isPending}>
				{shippingMessages.ndrSubmit}
			</Button>
		</form>
	);
}
