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

/** Where (and whether) the owner is e-mailed of each new order and each new contact message (issue 27 item 5). */
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
	const check = (name: "new_orders" | "new_messages", label: string) => (
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
				hint="Leave empty for no alerts"
				error={fieldError(errors, "email")}
				value={values.email}
				onChange={(event) => setValues({ ...values, email: event.target.value })}
			/>
			{check("new_orders", "Each new order (cash on delivery when placed, online when paid)")}
			{check("new_messages", "Each new contact message")}
			{errors.form ? <p className="text-sm text-red-700">{errors.form}</p> : null}
			<Button type="submit" loading={save.isPending}>
				Save alerts
			</Button>
		</form>
	);
}
