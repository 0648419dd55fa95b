import type { AdminCustomerRow } from "@pitara/shared";
import { formatDate } from "../../../lib/format-date.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { FilterBar, SearchFilter, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader, Pill } from "../../ui/page.tsx";
import { useCustomers } from "./api/get-customers.ts";

const FILTERS = ["q", "role"] as const;

const columns: Column<AdminCustomerRow>[] = [
	{
		header: "Name",
		primary: true,
		cell: (row) => (
			<span>
				{row.full_name} {row.role !== "customer" ? <Pill tone="blue">staff</Pill> : null}
			</span>
		),
	},
	{ header: "Phone", cell: (row) => row.phone },
	{ header: "E-mail", cell: (row) => <span className="break-all">{row.email}</span> },
	{ header: "Orders", align: "right", cell: (row) => row.orders },
	{ header: "Last order", cell: (row) => (row.last_order_at ? formatDate(row.last_order_at) : "—") },
	{ header: "Joined", cell: (row) => formatDate(row.created_at), hideOnPhone: true },
];

/** Everyone with an account, searched on the server. */
export default function CustomersPage() {
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const customers = useCustomers({
		page,
		q: filters.q || undefined,
		role: (filters.role || undefined) as "customer" | "staff" | undefined,
	});
	return (
		<>
			<PageHeader title="Customers" />
			<FilterBar
				onClear={clear}
				activeCount={filters.role ? 1 : 0}
				more={
					<SelectFilter
						label="Who"
						value={filters.role}
						onChange={(value) => setFilter("role", value)}
						anyLabel="Everyone"
						options={[
							{ value: "customer", label: "Customers" },
							{ value: "staff", label: "Staff" },
						]}
					/>
				}
			>
				<SearchFilter
					label="Search"
					value={filters.q}
					onChange={(value) => setFilter("q", value)}
					placeholder="Phone, name or e-mail"
				/>
			</FilterBar>
			<DataTable
				caption="Customers"
				query={customers}
				columns={columns}
				rowKey={(row) => row.user_id}
				rowHref={(row) => `/customers/${row.user_id}`}
				empty="No customer matches."
				page={page}
				onPageChange={setPage}
			/>
		</>
	);
}
