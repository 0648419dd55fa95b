import type { AdminProductRow } from "@pitara/shared";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { formatRupees } from "../../../lib/format.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { FilterBar, SearchFilter, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader, Pill } from "../../ui/page.tsx";
import { useCatalogueChoices } from "./api/get-catalogue-choices.ts";
import { useProducts } from "./api/get-products.ts";
import { useSkuMatch } from "./api/sku-match.ts";
import { BulkBar } from "./components/bulk-bar.tsx";

const FILTERS = ["q", "category_id", "brand_id", "active"] as const;

const baseColumns: Column<AdminProductRow>[] = [
	{
		header: "Product",
		primary: true,
		cell: (row) => (
			<span className="flex items-center gap-3">
				{row.image_url ? (
					<img src={row.image_url} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" />
				) : (
					<span className="h-10 w-10 rounded bg-slate-100" />
				)}
				<span>{row.name}</span>
			</span>
		),
	},
	{ header: "Category", cell: (row) => `${row.category} › ${row.subcategory}` },
	{ header: "Brand", cell: (row) => row.brand, hideOnPhone: true },
	{ header: "From", align: "right", cell: (row) => (row.min_price > 0 ? formatRupees(row.min_price) : "—") },
	{ header: "Variants", align: "right", cell: (row) => row.variants },
	{ header: "Stock", align: "right", cell: (row) => row.stock },
	{
		header: "State",
		cell: (row) => (
			<span className="flex gap-1">
				{!row.active ? (
					<Pill tone="grey">Hidden</Pill>
				) : row.publish_at && Date.parse(row.publish_at) > Date.now() ? (
					<Pill tone="yellow">Scheduled {formatDateTime(row.publish_at)}</Pill>
				) : (
					<Pill tone="green">Shown</Pill>
				)}
				{row.featured ? <Pill tone="yellow">Featured</Pill> : null}
			</span>
		),
	},
];

/** Products: find one by name or SKU (an exact SKU leads to its variant), by category, brand and state; add one; choose several for a bulk action. */
export default function ProductsPage() {
	const [chosen, setChosen] = useState<Set<number>>(new Set());
	const toggle = (id: number) =>
		setChosen((current) => {
			const next = new Set(current);
			if (next.has(id)) next.delete(id);
			else next.add(id);
			return next;
		});
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const choices = useCatalogueChoices();
	const products = useProducts({
		page,
		q: filters.q || undefined,
		category_id: filters.category_id ? Number(filters.category_id) : undefined,
		brand_id: filters.brand_id ? Number(filters.brand_id) : undefined,
		active: (filters.active || undefined) as "true" | "false" | undefined,
	});
	const active = [filters.category_id, filters.brand_id, filters.active].filter(Boolean).length;
	const skuMatch = useSkuMatch(filters.q);
	const rows = products.data?.response ?? [];
	const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id));
	const columns: Column<AdminProductRow>[] = [
		...baseColumns,
		{
			header: "Choose",
			actions: true,
			cell: (row) => (
				<label className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-700">
					<input
						type="checkbox"
						className="h-5 w-5"
						checked={chosen.has(row.id)}
						onChange={() => toggle(row.id)}
						aria-label={`Choose ${row.name}`}
					/>
					<span className="md:sr-only">Choose</span>
				</label>
			),
		},
	];
	return (
		<>
			<PageHeader
				title="Products"
				actions={
					<>
						<Link to="/products/inventory" className={buttonClasses({ variant: "secondary" })}>
							Inventory
						</Link>
						<Link to="/products/new" className={buttonClasses({})}>
							Add a product
						</Link>
					</>
				}
			/>
			<FilterBar
				onClear={clear}
				activeCount={active}
				more={
					<>
						<SelectFilter
							label="Category"
							value={filters.category_id}
							onChange={(value) => setFilter("category_id", value)}
							options={(choices.data?.categories ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
						/>
						<SelectFilter
							label="Brand"
							value={filters.brand_id}
							onChange={(value) => setFilter("brand_id", value)}
							options={(choices.data?.brands ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
						/>
						<SelectFilter
							label="State"
							value={filters.active}
							onChange={(value) => setFilter("active", value)}
							options={[
								{ value: "true", label: "Shown" },
								{ value: "false", label: "Hidden" },
							]}
						/>
					</>
				}
			>
				<SearchFilter
					label="Name or SKU"
					value={filters.q}
					onChange={(value) => setFilter("q", value)}
					placeholder="Frock, or a SKU"
				/>
			</FilterBar>
			{skuMatch ? (
				<p className="mb-3 rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200">
					SKU <span className="font-mono">{skuMatch.sku}</span>: {skuMatch.product_name} ({skuMatch.size} ·{" "}
					{skuMatch.color}), {skuMatch.stock} in stock.{" "}
					<Link
						to={`/products/${skuMatch.product_id}#variant-${skuMatch.variant_id}`}
						className="font-semibold text-brand-700 underline"
					>
						Open the variant
					</Link>
				</p>
			) : null}
			{rows.length > 0 ? (
				<div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
					<label className="inline-flex min-h-9 items-center gap-2">
						<input
							type="checkbox"
							className="h-5 w-5"
							checked={allChosen}
							onChange={() =>
								setChosen((current) => {
									const next = new Set(current);
									for (const row of rows) {
										if (allChosen) next.delete(row.id);
										else next.add(row.id);
									}
									return next;
								})
							}
						/>
						Choose all on this page
					</label>
					{chosen.size > 0 ? (
						<button type="button" className="text-brand-700 underline" onClick={() => setChosen(new Set())}>
							Clear the choice ({chosen.size})
						</button>
					) : null}
				</div>
			) : null}
			{chosen.size > 0 ? (
				<BulkBar productIds={[...chosen]} choices={choices.data} onDone={() => setChosen(new Set())} />
			) : null}
			<DataTable
				caption="Products"
				query={products}
				columns={columns}
				rowKey={(row) => row.id}
				rowHref={(row) => `/products/${row.id}`}
				empty="No product matches."
				page={page}
				onPageChange={setPage}
			/>
		</>
	);
}
