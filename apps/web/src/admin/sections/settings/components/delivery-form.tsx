import {
	type AdminDeliverySettings,
	type AdminSettings,
	adminDeliverySettingsSchema,
	DELIVERY_ZONES,
	ZONE_LABELS,
} from "@pitara/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { FieldShell, TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { useSaveSettings } from "../api/settings.ts";
import { type FormErrors, failedSaveErrors, fieldError, issuesByField } from "./form-errors.ts";

/** Pincodes typed one a line, or separated by commas or spaces. */
export const splitPincodes = (text: string) => text.split(/[\s,;]+/).filter((pincode) => pincode !== "");

/** Where parcels leave from, the daily cut-off, business days per zone and the pincodes not served. */
export function DeliveryForm({ settings }: { settings: AdminSettings["delivery"] }) {
	const toast = useToast();
	const save = useSaveSettings<AdminDeliverySettings>("delivery");
	const unserviceableId = useId();
	const [values, setValues] = useState({
		dispatchPincode: settings.dispatchPincode,
		cutoff: settings.cutoff,
		zoneDays: Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, String(settings.zoneDays[zone])])),
		unserviceable: settings.unserviceable.join("\n"),
	});
	const [errors, setErrors] = useState<FormErrors>({});

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = adminDeliverySettingsSchema.safeParse({
			dispatchPincode: values.dispatchPincode,
			cutoff: values.cutoff,
			zoneDays: Object.fromEntries(
				DELIVERY_ZONES.map((zone) => [zone, values.zoneDays[zone] === "" ? Number.NaN : Number(values.zoneDays[zone])]),
			),
			unserviceable: splitPincodes(values.unserviceable),
		});
		if (!parsed.success) {
			setErrors(issuesByField(parsed.error));
			return;
		}
		setErrors({});
		try {
			const answer = await save.mutateAsync(parsed.data);
			setValues((now) => ({ ...now, unserviceable: answer.response.delivery.unserviceable.join("\n") }));
			toast.success(answer.message);
		} catch (error) {
			setErrors(failedSaveErrors(error, "The settings could not be saved"));
		}
	};

	const unserviceableError = fieldError(errors, "unserviceable");
	return (
		<form onSubmit={submit} noValidate aria-label="Delivery" className="space-y-2">
			<div className="grid gap-x-4 sm:grid-cols-2">
				<TextField
					label="Dispatch pincode"
					inputMode="numeric"
					maxLength={6}
					hint="Where parcels leave from; the zones are reckoned from it"
					error={fieldError(errors, "dispatchPincode")}
					value={values.dispatchPincode}
					onChange={(event) => setValues({ ...values, dispatchPincode: event.target.value })}
				/>
				<TextField
					label="Daily cut-off time (IST)"
					type="time"
					step={60}
					hint="Orders placed later leave the next business day"
					error={fieldError(errors, "cutoff")}
					value={values.cutoff}
					onChange={(event) => setValues({ ...values, cutoff: event.target.value })}
				/>
			</div>
			<fieldset>
				<legend className="mb-2 text-sm font-medium text-slate-700">Business days in transit, by zone</legend>
				<div className="grid gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
					{DELIVERY_ZONES.map((zone) => (
						<TextField
							key={zone}
							label={ZONE_LABELS[zone]}
							type="number"
							inputMode="numeric"
							min={0}
							max={30}
							error={fieldError(errors, `zoneDays.${zone}`)}
							value={values.zoneDays[zone] ?? ""}
							onChange={(event) =>
								setValues({ ...values, zoneDays: { ...values.zoneDays, [zone]: event.target.value } })
							}
						/>
					))}
				</div>
			</fieldset>
			<FieldShell
				id={unserviceableId}
				label="Pincodes we do not deliver to"
				hint="One a line (or separated by commas); shoppers there are told before checkout"
				error={unserviceableError}
			>
				<textarea
					id={unserviceableId}
					rows={4}
					aria-invalid={unserviceableError ? true : undefined}
					aria-describedby={unserviceableError ? `${unserviceableId}-error` : `${unserviceableId}-hint`}
					className={`block w-full rounded-lg border bg-white px-3 py-2.5 font-mono text-sm text-slate-900 focus:outline-none focus:ring-2 ${unserviceableError ? "border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-200"}`}
					value={values.unserviceable}
					onChange={(event) => setValues({ ...values, unserviceable: event.target.value })}
				/>
			</FieldShell>
			{errors.form ? (
				<p role="alert" className="text-sm text-red-700">
					{errors.form}
				</p>
			) : null}
			<Button type="submit" loading={save.isPending}>
				Save delivery settings
			</Button>
		</form>
	);
}
