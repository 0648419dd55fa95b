import { type AdminDeliveryCharge, adminDeliveryChargeSchema } from "@pitara/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { useSaveSettings } from "../api/settings.ts";
import { type FormErrors, failedSaveErrors, fieldError, issuesByField } from "./form-errors.ts";

const amount = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The delivery charge (issue 27 item 7): the fee on an order whose items (after any promo code) come to the
 * threshold or less, free above it. The cart, checkout and the order's total read it on the server.
 */
export function DeliveryChargeForm({ settings }: { settings: AdminDeliveryCharge | undefined }) {
	const toast = useToast();
	const save = useSaveSettings<AdminDeliveryCharge>("delivery-charge");
	const [fee, setFee] = useState(String(settings?.fee ?? 50));
	const [freeAbove, setFreeAbove] = useState(String(settings?.freeAbove ?? 500));
	const [errors, setErrors] = useState<FormErrors>({});

	const values = (next: { fee?: string; freeAbove?: string }) => ({
		fee: amount(next.fee ?? fee),
		freeAbove: amount(next.freeAbove ?? freeAbove),
	});
	// a field's message goes as soon as the field is right (the shared schema decides)
	const recheck = (next: { fee?: string; freeAbove?: string }) => {
		if (Object.keys(errors).length === 0) return;
		const parsed = adminDeliveryChargeSchema.safeParse(values(next));
		setErrors(parsed.success ? {} : issuesByField(parsed.error));
	};

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = adminDeliveryChargeSchema.safeParse(values({}));
		if (!parsed.success) {
			setErrors(issuesByField(parsed.error));
			return;
		}
		setErrors({});
		try {
			const answer = await save.mutateAsync(parsed.data);
			toast.success(answer.message);
		} catch (error) {
			setErrors(failedSaveErrors(error, "The settings could not be saved"));
		}
	};

	return (
		<form onSubmit={submit} noValidate aria-label="Delivery charge" className="space-y-2">
			<div className="grid gap-x-4 sm:grid-cols-2">
				<TextField
					label="Delivery fee (₹)"
					type="number"
					inputMode="decimal"
					min={0}
					step="0.01"
					hint="0 for free delivery on every order"
					error={fieldError(errors, "fee")}
					value={fee}
					onChange={(event) => {
						setFee(event.target.value);
						recheck({ fee: event.target.value });
					}}
				/>
				<TextField
					label="Free delivery above (₹)"
					type="number"
					inputMode="decimal"
					min={0}
					step="0.01"
					hint="Items after any promo code; the cart says how much more gets free delivery"
					error={fieldError(errors, "freeAbove")}
					value={freeAbove}
					onChange={(event) => {
						setFreeAbove(event.target.value);
						recheck({ freeAbove: event.target.value });
					}}
				/>
			</div>
			{errors.form ? (
				<p role="alert" className="text-sm text-red-700">
					{errors.form}
				</p>
			) : null}
			<Button type="submit" loading={save.isPending}>
				Save delivery charge
			</Button>
		</form>
	);
}
