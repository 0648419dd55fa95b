import {
	type AdminRetentionResponse,
	RETENTION_DAYS,
	type RetentionSettings,
	retentionSettingsSchema,
} from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";
import { type FormErrors, failedSaveErrors, fieldError, issuesByField } from "./form-errors.ts";

const PATH = "/settings/retention";

/** Each period the owner may change, in the order the form shows them (console texts). */
const PERIODS: { key: keyof RetentionSettings; label: string; hint: string }[] = [
	{ key: "otpChallenges", label: "One-time codes", hint: "Login and confirmation codes and their attempts" },
	{ key: "endedSessions", label: "Ended sessions", hint: "Logins that expired or were ended" },
	{ key: "abandonedCarts", label: "Abandoned carts", hint: "Cart lines not touched since" },
	{ key: "closedAlerts", label: "Closed alerts", hint: "“Notify me” alerts sent or stopped" },
	{ key: "contactMessages", label: "Contact messages", hint: "Messages the staff marked handled" },
	{ key: "resolvedGrievances", label: "Resolved grievances", hint: "The filer’s details; the ticket stays" },
	{ key: "logFiles", label: "Log files", hint: "Files in the server’s log folder" },
	{ key: "retentionRuns", label: "Retention runs", hint: "This job’s own records of its runs" },
];

type Retention = AdminRetentionResponse["response"];

/**
 * How many days personal data is kept after its purpose ends (DPDP §8(7), decision 059): the retention job's
 * periods, admin only and audited by the server, with the job's last runs.
 */
export function RetentionForm() {
	const retention = useQuery({
		queryKey: adminKey(PATH),
		queryFn: ({ signal }) => adminApi.get<AdminRetentionResponse>(PATH, undefined, signal),
	});
	if (retention.isPending) return <Spinner label="Loading" />;
	if (retention.isError || !retention.data)
		return <p className="text-sm text-slate-600">The retention periods could not be loaded.</p>;
	return <RetentionFields initial={retention.data.response} />;
}

const asText = (settings: RetentionSettings) =>
	Object.fromEntries(PERIODS.map(({ key }) => [key, String(settings[key])])) as Record<keyof RetentionSettings, string>;

function RetentionFields({ initial }: { initial: Retention }) {
	const toast = useToast();
	const queryClient = useQueryClient();
	const save = useMutation({
		mutationFn: (body: RetentionSettings) => adminApi.put<AdminRetentionResponse & { message: string }>(PATH, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey(PATH) }),
	});
	const [values, setValues] = useState(asText(initial.settings));
	const [errors, setErrors] = useState<FormErrors>({});

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = retentionSettingsSchema.safeParse(
			Object.fromEntries(PERIODS.map(({ key }) => [key, values[key].trim() === "" ? Number.NaN : Number(values[key])])),
		);
		if (!parsed.success) {
			setErrors(issuesByField(parsed.error));
			return;
		}
		setErrors({});
		try {
			toast.success((await save.mutateAsync(parsed.data)).message);
		} catch (error) {
			setErrors(failedSaveErrors(error, "The retention periods could not be saved"));
		}
	};

	const [lastRun] = initial.runs;
	return (
		<form onSubmit={submit} noValidate aria-label="Retention periods" className="space-y-2">
			<p className="text-sm text-slate-600">
				Days after which the retention job deletes data whose purpose has ended (1 to 3650 each). Tax invoices and
				credit notes are kept as the law requires and are not affected.
			</p>
			<div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
				{PERIODS.map(({ key, label, hint }) => (
					<TextField
						key={key}
						label={label}
						type="number"
						inputMode="numeric"
						min={1}
						max={3650}
						hint={`${hint} (default ${RETENTION_DAYS[key]} days)`}
						error={fieldError(errors, key)}
						value={values[key]}
						onChange={(event) => setValues({ ...values, [key]: event.target.value })}
					/>
				))}
			</div>
			<p className="text-sm text-slate-600">
				{lastRun
					? `Last run ${new Date(lastRun.ran_at).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}: ${
							Object.entries(lastRun.deleted)
								.map(([kind, count]) => `${kind.replaceAll("_", " ")} ${count}`)
								.join(", ") || "nothing to delete"
						}`
					: "The job has not run yet."}
			</p>
			{errors.form ? (
				<p role="alert" className="text-sm text-red-700">
					{errors.form}
				</p>
			) : null}
			<Button type="submit" loading={save.isPending}>
				Save retention periods
			</Button>
		</form>
	);
}
