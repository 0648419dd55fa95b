import { type AdminReturn, RETURN_QUEUES, RETURN_REASONS, returnsMessages } from "@pitara/shared";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { formatRupees } from "../../../lib/format.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader, Pill } from "../../ui/page.tsx";
import { useReturns } from "./api/returns.ts";

const FILTERS = ["product", "queue", "reason", "from", "to"] as const;

const columns: Column<AdminReturn>[] = [
	{ header: "Return", primary: true, cell: (row) => row.number },
	{ header: "Asked", cell: (row) => formatDateTime(row.created_at) },
	{ header: "Order", cell: (row) => `#${row.order_id}` },
	{ header: "Customer", cell: (row) => row.customer_name, hideOnPhone: true },
	{
		header: "Items",
		cell: (row) =>
			row.lines
				.map(
					(l) =>
						`${l.quantity} × ${l.product_name} (${l.size})${l.exchange ? ` → ${l.exchange.size}` : ""} · ${returnsMessages.reasons[l.reason] ?? l.reason}`,
				)
				.join("; "),
	},
	{
		header: "Status",
		cell: (row) => (
			<Pill tone={row.status === "Rejected" ? "red" : row.to_inspect ? "yellow" : "grey"}>
				{row.to_inspect ? "To inspect" : row.status}
			</Pill>
		),
	},
	{ header: "Refund", align: "right", cell: (row) => formatRupees(row.refund_amount) },
];

/** The returns queue: by queue, reason, product and date, newest first. */
export default function ReturnsPage() {
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const returns = useReturns({
		page,
		queue: filters.queue || undefined,
		reason: filters.reason || undefined,
		product: filters.product || undefined,
		from: filters.from || undefined,
		to: filters.to || undefined,
	});
	return (
		<>
			<PageHeader
				title="Returns"
				actions={
					<Link to="/returns/policy" className={buttonClasses({ variant: "secondary", size: "sm" })}>
						Return policy
					</Link>
				}
			/>
			<FilterBar
				onClear={clear}
				activeCount={FILTERS.filter((name) => name !== "product" && filters[name]).length}
				more={
					<>
						<SelectFilter
							label="Queue"
							value={filters.queue}
							onChange={(v) => setFilter("queue", v)}
							options={RETURN_QUEUES}
						/>
						<SelectFilter
							label="Reason"
							value={filters.reason}
							onChange={(v) => setFilter("reason", v)}
							options={RETURN_REASONS.map((r) => ({ value: r, label: returnsMessages.reasons[r] ?? r }))}
						/>
						<DateFilter label="From" value={filters.from} onChange={(v) => setFilter("from", v)} />
						<DateFilter label="To" value={filters.to} onChange={(v) => setFilter("to", v)} />
					</>
				}
			>
				<SearchFilter
					label="Product"
					value={filters.product}
					onChange={(value) => setFilter("product", value)}
					placeholder="Product name"
				/>
			</FilterBar>
			<DataTable
				caption="Returns"
				query={returns}
				columns={columns}
				rowKey={(row) => row.return_id}
				rowHref={(row) => `/returns/${row.return_id}`}
				empty="No return matches these filters."
				page={page}
				onPageChange={setPage}
			/>
		</>
	);
}
