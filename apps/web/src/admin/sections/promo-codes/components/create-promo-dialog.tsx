import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Modal } from "../../../../components/ui/modal.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { useCreatePromoCode } from "../api/create-promo-code.ts";

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** A new promo code: the code, a percentage, an optional cap and last day, first order only. The server checks it all. */
export function CreatePromoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
	const toast = useToast();
	const create = useCreatePromoCode();
	const [fields, setFields] = useState({ code: "", percent: "", cap: "", until: "", firstOrder: false });
	const [error, setError] = useState<unknown>(null);
	const fieldError = (name: string) => (error instanceof ApiError ? error.fieldMessage(name) : undefined);
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setError(null);
		try {
			const answer = await create.mutateAsync({
				code: fields.code,
				percent_off: number(fields.percent),
				max_discount: fields.cap.trim() === "" ? null : number(fields.cap),
				first_order_only: fields.firstOrder,
				// the end of the last day, in India
				expires_at: fields.until ? new Date(`${fields.until}T23:59:59+05:30`).toISOString() : null,
			});
			toast.success(answer.message);
			setFields({ code: "", percent: "", cap: "", until: "", firstOrder: false });
			onClose();
		} catch (caught) {
			setError(caught);
		}
	};
	const hasFieldErrors = error instanceof ApiError && error.errors.length > 0;
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
				<TextField
					label="Last day it works"
					optional
					type="date"
					value={fields.until}
					error={fieldError("expires_at")}
					onChange={(event) => setFields({ ...fields, until: event.target.value })}
				/>
				<label className="mb-4 flex min-h-11 items-center gap-2 text-sm text-slate-800">
					<input
						type="checkbox"
						checked={fields.firstOrder}
						onChange={(event) => setFields({ ...fields, firstOrder: event.target.checked })}
						className="h-5 w-5"
					/>
					Only on a shopper's first order
				</label>
				{error && !hasFieldErrors ? (
					<p className="text-sm text-red-700">{errorMessage(error, "Could not create the code")}</p>
				) : null}
			</form>
		</Modal>
	);
}
