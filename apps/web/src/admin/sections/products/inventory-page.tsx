import { type AdminInventoryRow, type AdminStockAdjustment, STOCK_REASON_LABELS, STOCK_REASONS } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { adminApi, adminKey, useAdminList } from "../../lib/admin-api.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { FilterBar, SearchFilter, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader } from "../../ui/page.tsx";

const FILTERS = ["q", "low"] as const;

/** A variant's stock changed in place: a count or units received / taken off, with a reason (kept as history). */
function StockCell({ row }: { row: AdminInventoryRow }) {
	const toast = useToast();
	const queryClient = useQueryClient();
	const [open, setOpen] = useState(false);
	const [mode, setMode] = useState<"add" | "set">("add");
	const [value, setValue] = useState("");
	const [reason, setReason] = useState<string>("received");
	const [error, setError] = useState<string | null>(null);
	const history = useQuery({
		queryKey: adminKey(`/variants/${row.variant_id}/stock-adjustments`),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminStockAdjustment[] }>(
				`/variants/${row.variant_id}/stock-adjustments`,
				undefined,
				signal,
			),
		enabled: open,
	});
	const adjust = useMutation({
		mutationFn: () =>
			adminApi.post<{ message: string }>(`/variants/${row.variant_id}/stock-adjustments`, {
				mode,
				value: Number(value),
				reason,
			}),
		onSuccess: (answer) => {
			toast.success(answer.message);
			setValue("");
			setError(null);
			void queryClient.invalidateQueries();
		},
		onError: (caught) => setError(errorMessage(caught, "The stock could not be changed")),
	});
	if (!open) {
		return (
			<button
				type="button"
				className="font-semibold tabular-nums text-brand-700 underline"
				onClick={() => setOpen(true)}
				aria-label={`Adjust stock of ${row.sku} (${row.stock})`}
			>
				{row.stock}
			</button>
		);
	}
	return (
		<div className="space-y-2 text-left">
			<form
				className="flex flex-wrap items-end gap-2"
				onSubmit={(event) => {
					event.preventDefault();
					adjust.mutate();
				}}
			>
				<select
					aria-label="How"
					value={mode}
					onChange={(event) => setMode(event.target.value as "add" | "set")}
					className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
				>
					<option value="add">Add (+/−)</option>
					<option value="set">Set count to</option>
				</select>
				<input
					aria-label="Units"
					inputMode="numeric"
					value={value}
					onChange={(event) => setValue(event.target.value)}
					className="w-20 rounded-lg border border-slate-300 px-2 py-1.5 text-right text-sm"
				/>
				<select
					aria-label="Reason"
					value={reason}
					onChange={(event) => setReason(event.target.value)}
					className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
				>
					{STOCK_REASONS.map((r) => (
						<option key={r} value={r}>
							{STOCK_REASON_LABELS[r]}
						</option>
					))}
				</select>
				<Button type="submit" size="sm" loading={adjust.isPending}>
					Save
				</Button>
				<Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
					Close
				</Button>
			</form>
			{error ? (
				<p role="alert" className="text-sm text-red-700">
					{error}
				</p>
			) : null}
			<ul aria-label={`History of ${row.sku}`} className="text-xs text-slate-600">
				{(history.data?.response ?? []).slice(0, 5).map((entry) => (
					<li key={entry.id}>
						{new Date(entry.created_at).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}: {entry.stock_before} →{" "}
						{entry.stock_after} ({entry.delta > 0 ? `+${entry.delta}` : entry.delta}, {entry.reason}
						{entry.note ? `, ${entry.note}` : ""}) by {entry.staff_name ?? "—"}
					</li>
				))}
			</ul>
		</div>
	);
}

const columns: Column<AdminInventoryRow>[] = [
	{ header: "Product", primary: true, cell: (row) => row.product_name },
	{ header: "SKU", cell: (row) => <span className="font-mono text-xs">{row.sku}</span> },
	{ header: "Size · colour", cell: (row) => `${row.size} · ${row.color}` },
	{ header: "Stock", align: "right", cell: (row) => <StockCell row={row} /> },
];

/** Inventory (issue 27 item 3): every variant's stock, by name or SKU or only the low ones, changed in place with a reason. */
export default function InventoryPage() {
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const list = useAdminList<AdminInventoryRow>("/variants/inventory", {
		page,
		q: filters.q || undefined,
		low: (filters.low || undefined) as "true" | undefined,
	});
	return (
		<>
			<PageHeader title="Inventory" back={{ to: "/products", label: "Products" }} />
			<FilterBar
				onClear={clear}
				activeCount={filters.low ? 1 : 0}
				more={
					<SelectFilter
						label="Show"
						value={filters.low}
						onChange={(value) => setFilter("low", value)}
						options={[{ value: "true", label: "Low stock (5 or fewer, on sale)" }]}
					/>
				}
			>
				<SearchFilter
					label="Name or SKU"
					value={filters.q}
					onChange={(value) => setFilter("q", value)}
					placeholder="Frock, or a SKU"
				/>
			</FilterBar>
			<DataTable
				caption="Inventory"
				query={list}
				columns={columns}
				rowKey={(row) => row.variant_id}
				rowHref={(row) => `/products/${row.product_id}#variant-${row.variant_id}`}
				empty="No variant matches."
				page={page}
				onPageChange={setPage}
			/>
			<p className="mt-2 text-xs text-slate-500">
				Tap a stock figure to change it with a reason; each change is kept with who and when, and in the{" "}
				<Link to="/audit" className="underline">
					audit log
				</Link>
				.
			</p>
		</>
	);
}
