import { adminGrievanceOfficerSchema, type GrievanceOfficer } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";
import { type FormErrors, failedSaveErrors, fieldError, issuesByField } from "./form-errors.ts";

const PATH = "/settings/grievance-officer";

/** The grievance officer the storefront's page names (E-Commerce Rules 2020 r.4(4)): name, e-mail, phone. */
export function GrievanceOfficerForm() {
	const officer = useQuery({
		queryKey: adminKey(PATH),
		queryFn: ({ signal }) => adminApi.get<{ response: GrievanceOfficer | null }>(PATH, undefined, signal),
	});
	if (officer.isPending) return <Spinner label="Loading" />;
	return <OfficerFields initial={officer.data?.response ?? null} />;
}

function OfficerFields({ initial }: { initial: GrievanceOfficer | null }) {
	const toast = useToast();
	const queryClient = useQueryClient();
	const save = useMutation({
		mutationFn: (body: GrievanceOfficer) => adminApi.put<{ message: string; response: GrievanceOfficer }>(PATH, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey(PATH) }),
	});
	const [values, setValues] = useState<GrievanceOfficer>(initial ?? { name: "", email: "", phone: "" });
	const [errors, setErrors] = useState<FormErrors>({});
	const set = (field: keyof GrievanceOfficer) => (event: { target: { value: string } }) =>
		setValues({ ...values, [field]: event.target.value });

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = adminGrievanceOfficerSchema.safeParse(values);
		if (!parsed.success) {
			setErrors(issuesByField(parsed.error));
			return;
		}
		setErrors({});
		try {
			toast.success((await save.mutateAsync(parsed.data)).message);
		} catch (error) {
			setErrors(failedSaveErrors(error, "The officer could not be saved"));
		}
	};

	return (
		<form onSubmit={submit} noValidate aria-label="Grievance officer" className="space-y-2">
			<div className="grid gap-x-4 sm:grid-cols-3">
				<TextField label="Name" error={fieldError(errors, "name")} value={values.name} onChange={set("name")} />
				<TextField
					label="E-mail"
					type="email"
					error={fieldError(errors, "email")}
					value={values.email}
					onChange={set("email")}
				/>
				<TextField label="Phone" error={fieldError(errors, "phone")} value={values.phone} onChange={set("phone")} />
			</div>
			{errors.form ? <p className="text-sm text-red-700">{errors.form}</p> : null}
			<Button type="submit" loading={save.isPending}>
				Save grievance officer
			</Button>
		</form>
	);
}
