import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Modal } from "../../../../components/ui/modal.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { useCreatePromoCode } from "../api/create-promo-code.ts";

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

const EMPTY = {
	code: "",
	kind: "percent" as "percent" | "amount",
	percent: "",
	amount: "",
	cap: "",
	minimum: "",
	from: "",
	until: "",
	firstOrder: false,
	oncePerCustomer: false,
};

/**
 * A new promo code: the code; a percentage off (with an optional cap) or a fixed amount off; a minimum
 * order; the first and last day it works (days in India); first order only; once per customer. The
 * server checks it all and puts its refusals on their fields.
 */
export function CreatePromoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
	const toast = useToast();
	const create = useCreatePromoCode();
	const kindName = useId();
	const [fields, setFields] = useState(EMPTY);
	const [error, setError] = useState<unknown>(null);
	const fieldError = (name: string) => (error instanceof ApiError ? error.fieldMessage(name) : undefined);
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setError(null);
		const percent = fields.kind === "percent";
		try {
			const answer = await create.mutateAsync({
				code: fields.code,
				percent_off: percent ? number(fields.percent) : null,
				amount_off: percent ? null : number(fields.amount),
				max_discount: percent && fields.cap.trim() !== "" ? number(fields.cap) : null,
				min_order: fields.minimum.trim() === "" ? 0 : number(fields.minimum),
				first_order_only: fields.firstOrder,
				once_per_customer: fields.oncePerCustomer,
				// days in India: from the start of the first, to the end of the last
				starts_at: fields.from ? new Date(`${fields.from}T00:00:00+05:30`).toISOString() : null,
				expires_at: fields.until ? new Date(`${fields.until}T23:59:59+05:30`).toISOString() : null,
			});
			toast.success(answer.message);
			setFields(EMPTY);
			onClose();
		} catch (caught) {
			setError(caught);
		}
	};
	const hasFieldErrors = error instanceof ApiError && error.errors.length > 0;
	const checkbox = (key: "firstOrder" | "oncePerCustomer", label: string) => (
		<label className="mb-2 flex min-h-11 items-center gap-2 text-sm text-slate-800">
			<input
				type="checkbox"
				checked={fields[key]}
				onChange={(event) => setFields({ ...fields, [key]: event.target.checked })}
				className="h-5 w-5"
			/>
			{label}
		</label>
	);
	return (
		<Modal
			open={open}
			onClose={onClose}
			title="New promo code"
			footer={
				<>
					<Button variant="secondary" onClick={onClose}>
						Cancel
					</Button>
					<Button type="submit" form="create-promo" loading={create.isPending}>
						Create code
					</Button>
				</>
			}
		>
			<form id="create-promo" onSubmit={submit} noValidate>
				<TextField
					label="Code"
					autoCapitalize="characters"
					value={fields.code}
					error={fieldError("code")}
					onChange={(event) => setFields({ ...fields, code: event.target.value })}
				/>
				<fieldset className="mb-4">
					<legend className="mb-1 text-sm font-medium text-slate-800">It takes off</legend>
					<div className="flex flex-wrap gap-x-6">
						{(
							[
								["percent", "A percentage"],
								["amount", "A fixed amount"],
							] as const
						).map(([kind, label]) => (
							<label key={kind} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
								<input
									type="radio"
									name={kindName}
									value={kind}
									checked={fields.kind === kind}
									onChange={() => setFields({ ...fields, kind })}
									className="h-5 w-5"
								/>
								{label}
							</label>
						))}
					</div>
				</fieldset>
				{fields.kind === "percent" ? (
					<div className="grid gap-x-4 sm:grid-cols-2">
						<TextField
							label="Percent off"
							inputMode="numeric"
							value={fields.percent}
							error={fieldError("percent_off")}
							onChange={(event) => setFields({ ...fields, percent: event.target.value })}
						/>
						<TextField
							label="Most it takes off (₹)"
							optional
							inputMode="numeric"
							value={fields.cap}
							error={fieldError("max_discount")}
							onChange={(event) => setFields({ ...fields, cap: event.target.value })}
						/>
					</div>
				) : (
					<TextField
						label="Amount off (₹)"
						inputMode="numeric"
						value={fields.amount}
						error={fieldError("amount_off") ?? fieldError("percent_off")}
						onChange={(event) => setFields({ ...fields, amount: event.target.value })}
					/>
				)}
				<TextField
					label="Minimum order (₹)"
					optional
					inputMode="numeric"
					hint="What the items must be worth, before the code"
					value={fields.minimum}
					error={fieldError("min_order")}
					onChange={(event) => setFields({ ...fields, minimum: event.target.value })}
				/>
				<div className="grid gap-x-4 sm:grid-cols-2">
					<TextField
						label="First day it works"
						optional
						type="date"
						value={fields.from}
						error={fieldError("starts_at")}
						onChange={(event) => setFields({ ...fields, from: event.target.value })}
					/>
					<TextField
						label="Last day it works"
						optional
						type="date"
						value={fields.until}
						error={fieldError("expires_at")}
						onChange={(event) => setFields({ ...fields, until: event.target.value })}
					/>
				</div>
				{checkbox("firstOrder", "Only on a shopper's first order")}
				{checkbox("oncePerCustomer", "Once per shopper")}
				{error && !hasFieldErrors ? (
					<p className="text-sm text-red-700">{errorMessage(error, "Could not create the code")}</p>
				) : null}
			</form>
		</Modal>
	);
}
