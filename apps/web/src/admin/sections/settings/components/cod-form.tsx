import {
	type AdminCodSettings,
	type AdminSettings,
	adminCodSettingsSchema,
	DELIVERY_ZONES,
	ZONE_LABELS,
} from "@pitara/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { useSaveSettings } from "../api/settings.ts";
import { type FormErrors, failedSaveErrors, fieldError, issuesByField } from "./form-errors.ts";

const amount = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** Where cash on delivery is offered, up to what total, and its fee. */
export function CodForm({ settings }: { settings: AdminSettings["cod"] }) {
	const toast = useToast();
	const save = useSaveSettings<AdminCodSettings>("cod");
	const [zones, setZones] = useState<string[]>(settings.zones);
	const [maxTotal, setMaxTotal] = useState(String(settings.maxTotal));
	const [fee, setFee] = useState(String(settings.fee));
	const [errors, setErrors] = useState<FormErrors>({});

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = adminCodSettingsSchema.safeParse({ zones, maxTotal: amount(maxTotal), fee: amount(fee) });
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
		<form onSubmit={submit} noValidate aria-label="Cash on delivery" className="space-y-2">
			<fieldset>
				<legend className="mb-2 text-sm font-medium text-slate-700">Offered in these zones</legend>
				<div className="flex flex-wrap gap-x-5 gap-y-2">
					{DELIVERY_ZONES.map((zone) => (
						<label key={zone} className="inline-flex items-center gap-2 text-sm text-slate-800">
							<input
								type="checkbox"
								className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
								checked={zones.includes(zone)}
								onChange={(event) =>
									setZones(event.target.checked ? [...zones, zone] : zones.filter((chosen) => chosen !== zone))
								}
							/>
							{ZONE_LABELS[zone]}
						</label>
					))}
				</div>
				<p className="mt-1 min-h-5 text-xs text-slate-500">
					{fieldError(errors, "zones") ??
						(zones.length === 0 ? "None ticked: cash on delivery is not offered at all." : "")}
				</p>
			</fieldset>
			<div className="grid gap-x-4 sm:grid-cols-2">
				<TextField
					label="Largest order total (₹)"
					type="number"
					inputMode="decimal"
					min={0}
					step="0.01"
					hint="Before the fee; larger orders are paid online"
					error={fieldError(errors, "maxTotal")}
					value={maxTotal}
					onChange={(event) => setMaxTotal(event.target.value)}
				/>
				<TextField
					label="Cash on delivery fee (₹)"
					type="number"
					inputMode="decimal"
					min={0}
					step="0.01"
					hint="0 for none; otherwise a line of its own on the order and the invoice"
					error={fieldError(errors, "fee")}
					value={fee}
					onChange={(event) => setFee(event.target.value)}
				/>
			</div>
			{errors.form ? (
				<p role="alert" className="text-sm text-red-700">
					{errors.form}
				</p>
			) : null}
			<Button type="submit" loading={save.isPending}>
				Save cash on delivery settings
			</Button>
		</form>
	);
}
