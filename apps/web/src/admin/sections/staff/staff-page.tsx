import { type AdminAccount, isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@pitara/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/modal.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useStaff } from "../../app/staff-gate.tsx";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { Card, PageHeader } from "../../ui/page.tsx";
import { useChangeStaffRole } from "./api/change-role.ts";
import { useStaffList } from "./api/get-staff.ts";
import { useRevokeStaff } from "./api/revoke-staff.ts";
import { GrantStaffForm } from "./components/grant-staff-form.tsx";

const NO_FILTERS = [] as const;

/** Who may use the console; an admin adds a registered customer or takes the rights away. */
export default function StaffPage() {
	const me = useStaff();
	const toast = useToast();
	const { page, setPage } = useListParams(NO_FILTERS);
	const list = useStaffList(page);
	const revoke = useRevokeStaff();
	const changeRole = useChangeStaffRole();
	const [removing, setRemoving] = useState<AdminAccount | null>(null);

	const columns: Column<AdminAccount>[] = [
		{
			header: "Name",
			primary: true,
			cell: (row) => (row.user_id === me.user_id ? `${row.full_name} (you)` : row.full_name),
		},
		{
			header: "Role",
			cell: (row) =>
				row.user_id === me.user_id || !isStaffRole(row.role) ? (
					isStaffRole(row.role) ? (
						STAFF_ROLE_LABELS[row.role]
					) : (
						row.role
					)
				) : (
					<select
						aria-label={`Role of ${row.full_name}`}
						value={row.role}
						disabled={changeRole.isPending}
						onChange={(event) =>
							changeRole.mutate(
								{ userId: row.user_id, role: event.target.value as StaffRole },
								{
									onSuccess: (answer) => toast.success(answer.message),
									onError: (error) => toast.error(errorMessage(error, "Could not change the role")),
								},
							)
						}
						className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
					>
						{STAFF_ROLES.map((role) => (
							<option key={role} value={role}>
								{STAFF_ROLE_LABELS[role]}
							</option>
						))}
					</select>
				),
		},
		{ header: "Phone", cell: (row) => row.phone },
		{ header: "E-mail", cell: (row) => row.email },
		{ header: "Since", cell: (row) => formatDate(row.created_at) },
		{
			header: "Rights",
			align: "right",
			actions: true,
			cell: (row) =>
				row.user_id === me.user_id ? null : (
					<Button size="sm" variant="secondary" onClick={() => setRemoving(row)}>
						Take away
					</Button>
				),
		},
	];

	return (
		<>
			<PageHeader title="Staff" />
			<Card title="Add a member of staff" className="mb-4">
				<p className="mb-3 text-sm text-slate-600">
					They register on the shop first, as any customer does, then log in here with their phone. A staff session ends
					after {me.idle_timeout_minutes / 60} hours without use.
				</p>
				<GrantStaffForm />
			</Card>
			<DataTable
				caption="Staff"
				query={list}
				columns={columns}
				rowKey={(row) => row.user_id}
				empty="No staff yet."
				page={page}
				onPageChange={setPage}
			/>
			<ConfirmDialog
				open={removing !== null}
				title="Take away staff rights?"
				message={`${removing?.full_name ?? ""} stays a customer and can no longer open the console.`}
				confirmLabel="Take away"
				busy={revoke.isPending}
				error={revoke.error ? errorMessage(revoke.error) : null}
				onCancel={() => {
					setRemoving(null);
					revoke.reset();
				}}
				onConfirm={() => {
					if (!removing) return;
					revoke.mutate(removing.user_id, {
						onSuccess: (answer) => {
							toast.success(answer.message);
							setRemoving(null);
						},
					});
				}}
			/>
		</>
	);
}
