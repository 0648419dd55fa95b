import {
	type AdminOrderRow,
	ORDER_STATUSES,
	type OrderStatus,
	PAYMENT_MODE_LABELS,
	PAYMENT_MODES,
	PAYMENT_STATUSES,
	type PaymentMode,
	type PaymentStatus,
} from "@pitara/shared";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { formatRupees } from "../../../lib/format.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader } from "../../ui/page.tsx";
import { OrderStatusPill, PaymentStatusPill } from "../../ui/status.tsx";
import { useOrders } from "./api/get-orders.ts";

const FILTERS = ["q", "status", "payment_mode", "payment_status", "from", "to"] as const;

const columns: Column<AdminOrderRow>[] = [
	{ header: "Order", primary: true, cell: (row) => `#${row.order_id}` },
	{ header: "Placed", cell: (row) => formatDateTime(row.created_at) },
	{
		header: "Customer",
		cell: (row) => (
			<span>
				{row.customer_name}
				<span className="block text-xs text-slate-500">
					{row.phone} · {row.city}
				</span>
			</span>
		),
	},
	{ header: "Status", cell: (row) => <OrderStatusPill status={row.status} /> },
	{
		header: "Payment",
		cell: (row) => (
			<span className="flex flex-wrap items-center gap-1">
				{PAYMENT_MODE_LABELS[row.payment_mode]} <PaymentStatusPill status={row.payment_status} />
			</span>
		),
	},
	{ header: "Items", align: "right", cell: (row) => row.items, hideOnPhone: true },
	{ header: "Total", align: "right", cell: (row) => formatRupees(row.total) },
];

/** Every order, filtered and paged on the server. */
export default function OrdersPage() {
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const orders = useOrders({
		page,
		q: filters.q || undefined,
		status: (filters.status || undefined) as OrderStatus | undefined,
		payment_mode: (filters.payment_mode || undefined) as PaymentMode | undefined,
		payment_status: (filters.payment_status || undefined) as PaymentStatus | undefined,
		from: filters.from || undefined,
		to: filters.to || undefined,
	});
	return (
		<>
			<PageHeader
				title="Orders"
				actions={
					<Link to="/orders/ready-to-ship" className={buttonClasses({ variant: "secondary", size: "sm" })}>
						Ready to ship
					</Link>
				}
			/>
			<FilterBar
				onClear={clear}
				activeCount={FILTERS.filter((name) => name !== "q" && filters[name]).length}
				more={
					<>
						<SelectFilter
							label="Status"
							value={filters.status}
							onChange={(v) => setFilter("status", v)}
							options={ORDER_STATUSES}
						/>
						<SelectFilter
							label="Payment mode"
							value={filters.payment_mode}
							onChange={(v) => setFilter("payment_mode", v)}
							options={PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }))}
						/>
						<SelectFilter
							label="Payment"
							value={filters.payment_status}
							onChange={(v) => setFilter("payment_status", v)}
							options={PAYMENT_STATUSES}
						/>
						<DateFilter label="From" value={filters.from} onChange={(v) => setFilter("from", v)} />
						<DateFilter label="To" value={filters.to} onChange={(v) => setFilter("to", v)} />
					</>
				}
			>
				<SearchFilter
					label="Search"
					value={filters.q}
					onChange={(value) => setFilter("q", value)}
					placeholder="Order id, phone or name"
				/>
			</FilterBar>
			<DataTable
				caption="Orders"
				query={orders}
				columns={columns}
				rowKey={(row) => row.order_id}
				rowHref={(row) => `/orders/${row.order_id}`}
				empty="No order matches these filters."
				page={page}
				onPageChange={setPage}
			/>
		</>
	);
}
