import { DEFAULT_OWNER_ALERTS, type OwnerAlertSettings, ownerAlertSettingsSchema } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";
import { type FormErrors, failedSaveErrors, fieldError, issuesByField } from "./form-errors.ts";

const PATH = "/settings/alerts";

/**
 * Where (and whether) the owner is alerted of each new order and each new contact message (issue 27 item 5): by
 * e-mail, and by SMS / WhatsApp to their mobile (decision 068), each channel with its own switch.
 */
export function OwnerAlertsForm() {
	const alerts = useQuery({
		queryKey: adminKey(PATH),
		queryFn: ({ signal }) => adminApi.get<{ response: OwnerAlertSettings }>(PATH, undefined, signal),
	});
	if (alerts.isPending) return <Spinner label="Loading" />;
	return <AlertFields initial={alerts.data?.response ?? DEFAULT_OWNER_ALERTS} />;
}

function AlertFields({ initial }: { initial: OwnerAlertSettings }) {
	const toast = useToast();
	const queryClient = useQueryClient();
	const save = useMutation({
		mutationFn: (body: OwnerAlertSettings) =>
			adminApi.put<{ message: string; response: OwnerAlertSettings }>(PATH, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey(PATH) }),
	});
	const [values, setValues] = useState<OwnerAlertSettings>(initial);
	const [errors, setErrors] = useState<FormErrors>({});

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = ownerAlertSettingsSchema.safeParse(values);
		if (!parsed.success) {
			setErrors(issuesByField(parsed.error));
			return;
		}
		setErrors({});
		try {
			toast.success((await save.mutateAsync(parsed.data)).message);
		} catch (error) {
			setErrors(failedSaveErrors(error, "The alerts could not be saved"));
		}
	};
	const check = (name: "new_orders" | "new_messages" | "by_email" | "by_sms" | "by_whatsapp", label: string) => (
		<label className="flex items-center gap-2 text-sm">
			<input
				type="checkbox"
				checked={values[name]}
				onChange={(event) => setValues({ ...values, [name]: event.target.checked })}
			/>
			{label}
		</label>
	);

	return (
		<form onSubmit={submit} noValidate aria-label="Alerts to the owner" className="space-y-2">
			<TextField
				label="E-mail the alerts to"
				type="email"
				hint="Leave empty for no e-mails"
				error={fieldError(errors, "email")}
				value={values.email}
				onChange={(event) => setValues({ ...values, email: event.target.value })}
			/>
			<TextField
				label="Owner's mobile number"
				type="tel"
				inputMode="numeric"
				autoComplete="tel-national"
				hint="10 digits, for SMS / WhatsApp alerts; leave empty for none"
				error={fieldError(errors, "phone")}
				value={values.phone}
				onChange={(event) => setValues({ ...values, phone: event.target.value })}
			/>
			<fieldset className="space-y-1">
				<legend className="text-sm font-medium text-slate-800">Alert me of</legend>
				{check("new_orders", "Each new order (cash on delivery when placed, online when paid)")}
				{check("new_messages", "Each new contact message")}
			</fieldset>
			<fieldset className="space-y-1">
				<legend className="text-sm font-medium text-slate-800">Alert me by</legend>
				{check("by_email", "E-mail (to the address above)")}
				{check("by_sms", "SMS (to the mobile above; a registered template, sent at any hour)")}
				{check("by_whatsapp", "WhatsApp (to the mobile above, when the shop's WhatsApp is set up)")}
			</fieldset>
			{errors.form ? <p className="text-sm text-red-700">{errors.form}</p> : null}
			<Button type="submit" loading={save.isPending}>
				Save alerts
			</Button>
		</form>
	);
}
