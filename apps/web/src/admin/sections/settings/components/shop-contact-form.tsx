import { type AdminShopContact, adminShopContactSchema, type ShopContact } from "@pitara/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { FieldShell, TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { useSaveSettings } from "../api/settings.ts";
import { type FormErrors, failedSaveErrors, fieldError, issuesByField } from "./form-errors.ts";

interface Values {
	phone: string;
	email: string;
	address: string;
	hours: string;
	hoursNote: string;
	warranty: string;
	hoursHi: string;
	hoursNoteHi: string;
	warrantyHi: string;
}

const lines = (text: string) => text.split("\n");
const toBody = (values: Values) => ({
	phone: values.phone,
	email: values.email,
	addressLines: lines(values.address),
	hours: lines(values.hours),
	hoursNote: values.hoursNote,
	warranty: values.warranty,
	hoursHi: lines(values.hoursHi),
	hoursNoteHi: values.hoursNoteHi,
	warrantyHi: values.warrantyHi,
});

function Lines({
	label,
	hint,
	error,
	value,
	onChange,
}: {
	label: string;
	hint: string;
	error: string | undefined;
	value: string;
	onChange: (value: string) => void;
}) {
	const id = useId();
	return (
		<FieldShell id={id} label={label} hint={hint} error={error}>
			<textarea
				id={id}
				rows={3}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : `${id}-hint`}
				className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none focus:ring-2 ${error ? "border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-200"}`}
				value={value}
				onChange={(event) => onChange(event.target.value)}
			/>
		</FieldShell>
	);
}

/**
 * The shop's contact details and hours (the footer and the Contact page show them) and the default warranty text
 * (a product page shows it unless the product has its own) — issue 27 item 7.
 */
export function ShopContactForm({ settings }: { settings: ShopContact | undefined }) {
	const toast = useToast();
	const save = useSaveSettings<AdminShopContact>("shop");
	const [values, setValues] = useState<Values>({
		phone: settings?.phone ?? "",
		email: settings?.email ?? "",
		address: (settings?.addressLines ?? []).join("\n"),
		hours: (settings?.hours ?? []).join("\n"),
		hoursNote: settings?.hoursNote ?? "",
		warranty: settings?.warranty ?? "",
		hoursHi: (settings?.hoursHi ?? []).join("\n"),
		hoursNoteHi: settings?.hoursNoteHi ?? "",
		warrantyHi: settings?.warrantyHi ?? "",
	});
	const [errors, setErrors] = useState<FormErrors>({});

	const set = (field: keyof Values) => (value: string) => {
		const next = { ...values, [field]: value };
		setValues(next);
		// a field's message goes as soon as the field is right
		if (Object.keys(errors).length > 0) {
			const parsed = adminShopContactSchema.safeParse(toBody(next));
			setErrors(parsed.success ? {} : issuesByField(parsed.error));
		}
	};

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = adminShopContactSchema.safeParse(toBody(values));
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
		<form onSubmit={submit} noValidate aria-label="Shop details" className="space-y-2">
			<div className="grid gap-x-4 sm:grid-cols-2">
				<TextField
					label="Phone"
					inputMode="tel"
					error={fieldError(errors, "phone")}
					value={values.phone}
					onChange={(event) => set("phone")(event.target.value)}
				/>
				<TextField
					label="Email"
					type="email"
					error={fieldError(errors, "email")}
					value={values.email}
					onChange={(event) => set("email")(event.target.value)}
				/>
			</div>
			<div className="grid gap-x-4 sm:grid-cols-2">
				<Lines
					label="Address"
					hint="One line each (footer and Contact page)"
					error={fieldError(errors, "addressLines")}
					value={values.address}
					onChange={set("address")}
				/>
				<Lines
					label="Opening hours"
					hint="One line each, e.g. Mon-Fri 9AM-6PM"
					error={fieldError(errors, "hours")}
					value={values.hours}
					onChange={set("hours")}
				/>
			</div>
			<div className="grid gap-x-4 sm:grid-cols-2">
				<TextField
					label="Note under the hours"
					hint="Optional, e.g. Closed on Sundays and public holidays"
					error={fieldError(errors, "hoursNote")}
					value={values.hoursNote}
					onChange={(event) => set("hoursNote")(event.target.value)}
				/>
				<TextField
					label="Default warranty"
					hint="Shown on every product page unless the product has its own"
					error={fieldError(errors, "warranty")}
					value={values.warranty}
					onChange={(event) => set("warranty")(event.target.value)}
				/>
			</div>
			<fieldset className="rounded-lg border border-slate-200 p-3">
				<legend className="px-1 text-sm font-semibold text-slate-900">Hindi pages (optional)</legend>
				<p className="mb-2 text-xs text-slate-600">
					Empty: Hindi pages show the Hindi of the default hours, note and warranty while the English is the default,
					else the English above.
				</p>
				<div className="grid gap-x-4 sm:grid-cols-3">
					<Lines
						label="Opening hours in Hindi"
						hint="One line each, e.g. सोम–शुक्र सुबह 9 से शाम 6"
						error={fieldError(errors, "hoursHi")}
						value={values.hoursHi}
						onChange={set("hoursHi")}
					/>
					<TextField
						label="Note in Hindi"
						error={fieldError(errors, "hoursNoteHi")}
						value={values.hoursNoteHi}
						onChange={(event) => set("hoursNoteHi")(event.target.value)}
					/>
					<TextField
						label="Warranty in Hindi"
						error={fieldError(errors, "warrantyHi")}
						value={values.warrantyHi}
						onChange={(event) => set("warrantyHi")(event.target.value)}
					/>
				</div>
			</fieldset>
			{errors.form ? (
				<p role="alert" className="text-sm text-red-700">
					{errors.form}
				</p>
			) : null}
			<Button type="submit" loading={save.isPending}>
				Save shop details
			</Button>
		</form>
	);
}
