import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminGrantStaff, adminGrantStaffSchema, STAFF_ROLE_LABELS, STAFF_ROLES } from "@pitara/shared";
import { useForm } from "react-hook-form";
import { Button } from "../../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { useGrantStaff } from "../api/grant-staff.ts";

/** Makes a registered customer staff, by their phone number, with a role. */
export function GrantStaffForm() {
	const toast = useToast();
	const grant = useGrantStaff();
	const form = useForm<AdminGrantStaff>({
		resolver: zodResolver(adminGrantStaffSchema),
		defaultValues: { phone: "", role: "admin" },
	});
	const submit = form.handleSubmit(async (values) => {
		try {
			const answer = await grant.mutateAsync(values);
			toast.success(answer.message);
			form.reset();
		} catch (error) {
			const field = error instanceof ApiError ? error.fieldMessage("phone") : undefined;
			form.setError("phone", { message: field ?? errorMessage(error, "Could not make them staff") });
		}
	});
	return (
		<form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
			<TextField
				label="Phone number of a registered customer"
				inputMode="numeric"
				maxLength={10}
				containerClassName="min-w-56 flex-1"
				error={form.formState.errors.phone?.message}
				{...form.register("phone")}
			/>
			<SelectField
				label="Role"
				containerClassName="min-w-44"
				options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
				error={form.formState.errors.role?.message}
				{...form.register("role")}
			/>
			<Button type="submit" loading={grant.isPending} className="sm:mt-6">
				Make staff
			</Button>
		</form>
	);
}
