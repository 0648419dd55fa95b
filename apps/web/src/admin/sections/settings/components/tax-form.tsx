import {
	type AdminSettings,
	type AdminTaxSettingsInput,
	adminTaxSettingsSchema,
	GST_STATE_CODES,
	INDIAN_STATES,
} from "@pitara/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { FieldShell, SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { useSaveSettings } from "../api/settings.ts";
import { type FormErrors, failedSaveErrors, fieldError, issuesByField } from "./form-errors.ts";

/** The GST registration new tax invoices carry: names, GSTIN, address and state (its code follows). */
export function TaxForm({ settings }: { settings: AdminSettings["tax"] }) {
	const toast = useToast();
	const save = useSaveSettings<AdminTaxSettingsInput>("tax");
	const addressId = useId();
	const [values, setValues] = useState({
		legalName: settings.legalName,
		tradeName: settings.tradeName,
		gstin: settings.gstin,
		address: settings.addressLines.join("\n"),
		state: settings.state,
		turnoverAbove5Crore: settings.turnoverAbove5Crore ?? false,
	});
	const [errors, setErrors] = useState<FormErrors>({});
	const stateCode = GST_STATE_CODES[values.state as keyof typeof GST_STATE_CODES];

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const body: AdminTaxSettingsInput = {
			legalName: values.legalName,
			tradeName: values.tradeName,
			gstin: values.gstin,
			addressLines: values.address.split("\n"),
			state: values.state as AdminTaxSettingsInput["state"],
			turnoverAbove5Crore: values.turnoverAbove5Crore,
		};
		const parsed = adminTaxSettingsSchema.safeParse(body);
		if (!parsed.success) {
			setErrors(issuesByField(parsed.error));
			return;
		}
		setErrors({});
		try {
			const answer = await save.mutateAsync(body);
			setValues((now) => ({ ...now, gstin: answer.response.tax.gstin }));
			toast.success(answer.message);
		} catch (error) {
			setErrors(failedSaveErrors(error, "The settings could not be saved"));
		}
	};

	const addressError = fieldError(errors, "addressLines");
	return (
		<form onSubmit={submit} noValidate aria-label="Tax registration" className="space-y-2">
			<div className="grid gap-x-4 sm:grid-cols-2">
				<TextField
					label="Legal name"
					hint="As on the GST registration certificate"
					error={fieldError(errors, "legalName")}
					value={values.legalName}
					onChange={(event) => setValues({ ...values, legalName: event.target.value })}
				/>
				<TextField
					label="Trade name"
					error={fieldError(errors, "tradeName")}
					value={values.tradeName}
					onChange={(event) => setValues({ ...values, tradeName: event.target.value })}
				/>
				<TextField
					label="GSTIN"
					maxLength={15}
					autoCapitalize="characters"
					spellCheck={false}
					className="font-mono uppercase"
					hint="15 characters; it starts with the state's code"
					error={fieldError(errors, "gstin")}
					value={values.gstin}
					onChange={(event) => setValues({ ...values, gstin: event.target.value })}
				/>
				<SelectField
					label="Registered state"
					options={INDIAN_STATES}
					hint={stateCode ? `GST state code ${stateCode}` : undefined}
					error={fieldError(errors, "state")}
					value={values.state}
					onChange={(event) => setValues({ ...values, state: event.target.value })}
				/>
			</div>
			<FieldShell
				id={addressId}
				label="Registered address"
				hint="One line each, as printed on the invoice (up to 5)"
				error={addressError}
			>
				<textarea
					id={addressId}
					rows={3}
					aria-invalid={addressError ? true : undefined}
					aria-describedby={addressError ? `${addressId}-error` : `${addressId}-hint`}
					className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none focus:ring-2 ${addressError ? "border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-200"}`}
					value={values.address}
					onChange={(event) => setValues({ ...values, address: event.target.value })}
				/>
			</FieldShell>
			<label className="flex items-start gap-2 text-sm text-slate-800">
				<input
					type="checkbox"
					className="mt-1"
					checked={values.turnoverAbove5Crore}
					onChange={(event) => setValues({ ...values, turnoverAbove5Crore: event.target.checked })}
				/>
				<span>
					Turnover above ₹5 crore last financial year
					<span className="block text-xs text-slate-500">
						GSTR-1's HSN summary then uses 6 digits (4 up to ₹5 crore).
					</span>
				</span>
			</label>
			{values.turnoverAbove5Crore ? (
				<p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
					Above ₹5 crore, invoices to businesses (B2B) need e-invoicing with an IRN from the GST portal, which Pitara
					does not do yet: a business GSTIN cannot be added at checkout while this is on.
				</p>
			) : null}
			<p className="text-xs text-slate-500">
				Invoices already issued keep the details they were issued with; new invoices carry these.
			</p>
			{errors.form ? (
				<p role="alert" className="text-sm text-red-700">
					{errors.form}
				</p>
			) : null}
			<Button type="submit" loading={save.isPending}>
				Save tax settings
			</Button>
		</form>
	);
}
