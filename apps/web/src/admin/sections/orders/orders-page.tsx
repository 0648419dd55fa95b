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
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { downloadAdminFile, openAdminFile, queryString } from "../../lib/admin-api.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader } from "../../ui/page.tsx";
import { OrderStatusPill, PaymentStatusPill } from "../../ui/status.tsx";
import { useBulkOrderStatus } from "./api/documents.ts";
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

/**
 * Every order, filtered and paged on the server; the list (with its filters) as CSV; orders chosen on the page
 * marked shipped at once, or their packing slips or invoices printed as one PDF.
 */
export default function OrdersPage() {
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const toast = useToast();
	const bulk = useBulkOrderStatus();
	const [chosen, setChosen] = useState<Set<number>>(new Set());
	const listFilters = {
		q: filters.q || undefined,
		status: (filters.status || undefined) as OrderStatus | undefined,
		payment_mode: (filters.payment_mode || undefined) as PaymentMode | undefined,
		payment_status: (filters.payment_status || undefined) as PaymentStatus | undefined,
		from: filters.from || undefined,
		to: filters.to || undefined,
	};
	const orders = useOrders({ page, ...listFilters });
	const rows = orders.data?.response ?? [];
	const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.order_id));
	const ids = [...chosen].sort((a, b) => a - b);
	const toggle = (id: number) =>
		setChosen((current) => {
			const next = new Set(current);
			if (next.has(id)) next.delete(id);
			else next.add(id);
			return next;
		});
	const fail = (error: unknown) => toast.error(errorMessage(error, "Could not make the PDF"));
	const tableColumns: Column<AdminOrderRow>[] = [
		...columns,
		{
			header: "Choose",
			actions: true,
			cell: (row) => (
				<label className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-700">
					<input
						type="checkbox"
						className="h-5 w-5"
						checked={chosen.has(row.order_id)}
						onChange={() => toggle(row.order_id)}
						aria-label={`Choose order #${row.order_id}`}
					/>
					<span className="md:sr-only">Choose</span>
				</label>
			),
		},
	];
	return (
		<>
			<PageHeader
				title="Orders"
				actions={
					<>
						<Link to="/orders/ready-to-ship" className={buttonClasses({ variant: "secondary", size: "sm" })}>
							Ready to ship
						</Link>
						<Link to="/orders/tax-documents" className={buttonClasses({ variant: "secondary", size: "sm" })}>
							Invoices and credit notes
						</Link>
						<Button
							size="sm"
							variant="secondary"
							onClick={() =>
								void downloadAdminFile(`/orders/export.csv${queryString(listFilters)}`, "pitara-orders.csv").catch(
									(error: unknown) => toast.error(errorMessage(error, "Could not export the orders")),
								)
							}
						>
							Export CSV
						</Button>
					</>
				}
			/>
			<FilterBar
				stacked
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
			{rows.length > 0 ? (
				<div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
					<label className="inline-flex min-h-9 items-center gap-2">
						<input
							type="checkbox"
							className="h-5 w-5"
							checked={allChosen}
							onChange={() =>
								setChosen((current) => {
									const next = new Set(current);
									for (const row of rows) {
										if (allChosen) next.delete(row.order_id);
										else next.add(row.order_id);
									}
									return next;
								})
							}
						/>
						Choose all on this page
					</label>
					{chosen.size > 0 ? (
						<>
							<span className="font-medium text-slate-800" aria-live="polite">
								{chosen.size} chosen
							</span>
							<Button
								size="sm"
								disabled={bulk.isPending}
								onClick={() =>
									bulk.mutate(
										{ order_ids: ids, status: "Shipped" },
										{
											onSuccess: (answer) => {
												const refused = answer.results.filter((result) => !result.ok);
												if (answer.moved > 0) {
													toast.success(`${answer.moved} order${answer.moved === 1 ? "" : "s"} marked shipped`);
												}
												if (refused.length > 0) {
													toast.error(refused.map((result) => `#${result.order_id}: ${result.message}`).join(" · "));
												}
												setChosen(new Set(refused.map((result) => result.order_id)));
											},
											onError: (error) => toast.error(errorMessage(error, "Could not mark them shipped")),
										},
									)
								}
							>
								Mark shipped
							</Button>
							<Button
								size="sm"
								variant="secondary"
								onClick={() => void openAdminFile(`/orders/packing-slips.pdf?ids=${ids.join(",")}`).catch(fail)}
							>
								Print packing slips
							</Button>
							<Button
								size="sm"
								variant="secondary"
								onClick={() => void openAdminFile(`/orders/invoices.pdf?ids=${ids.join(",")}`).catch(fail)}
							>
								Print invoices
							</Button>
							<button type="button" className="text-brand-700 underline" onClick={() => setChosen(new Set())}>
								Clear the choice
							</button>
						</>
					) : null}
				</div>
			) : null}
			<DataTable
				caption="Orders"
				query={orders}
				columns={tableColumns}
				rowKey={(row) => row.order_id}
				rowHref={(row) => `/orders/${row.order_id}`}
				empty="No order matches these filters."
				page={page}
				onPageChange={setPage}
			/>
		</>
	);
}
