import {
	type AdminBulkAction,
	type AdminBulkReport,
	type AdminCatalogueChoices,
	STOCK_REASON_LABELS,
	STOCK_REASONS,
} from "@pitara/shared";
import { useState } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useBulkProducts } from "../api/bulk-products.ts";

type Kind = "show" | "hide" | "category" | "price" | "stock";
const KINDS: { value: Kind; label: string }[] = [
	{ value: "show", label: "Show on the storefront" },
	{ value: "hide", label: "Hide from the storefront" },
	{ value: "category", label: "Move to a category" },
	{ value: "price", label: "Change prices" },
	{ value: "stock", label: "Adjust stock" },
];

const show = (value: string | number | boolean, field: string) =>
	typeof value === "boolean"
		? value
			? "Shown"
			: "Hidden"
		: (field === "price" || field === "mrp") && typeof value === "number"
			? `₹${value.toLocaleString("en-IN")}`
			: String(value);

/**
 * The products list's bulk actions (issue 27 item 3): an action for the chosen products, previewed as a table of
 * changes (before → after) by the server, then applied exactly so (one audit entry).
 */
export function BulkBar({
	productIds,
	choices,
	onDone,
}: {
	productIds: number[];
	choices: AdminCatalogueChoices | undefined;
	onDone: () => void;
}) {
	const toast = useToast();
	const bulk = useBulkProducts();
	const [kind, setKind] = useState<Kind>("price");
	const [mode, setMode] = useState<"percent" | "amount">("percent");
	const [value, setValue] = useState("");
	const [categoryId, setCategoryId] = useState("");
	const [subcategoryId, setSubcategoryId] = useState("");
	const [reason, setReason] = useState<string>("received");
	const [preview, setPreview] = useState<AdminBulkReport | null>(null);
	const [error, setError] = useState<string | null>(null);

	const action = (): AdminBulkAction => {
		if (kind === "show" || kind === "hide") return { kind: "visibility", active: kind === "show" };
		if (kind === "category")
			return { kind: "category", category_id: Number(categoryId), subcategory_id: Number(subcategoryId) };
		if (kind === "price") return { kind: "price", mode, value: Number(value) };
		return { kind: "stock", add: Number(value), reason: reason as (typeof STOCK_REASONS)[number] };
	};
	const reset = () => {
		setPreview(null);
		setError(null);
	};
	const run = async (dryRun: boolean) => {
		setError(null);
		try {
			const answer = await bulk.mutateAsync({ product_ids: productIds, action: action(), dry_run: dryRun });
			if (dryRun) setPreview(answer.response);
			else {
				toast.success(answer.message ?? "Done");
				setPreview(null);
				onDone();
			}
		} catch (caught) {
			setError(errorMessage(caught, "The change could not be made"));
		}
	};

	return (
		<section aria-label="Bulk actions" className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
			<p className="text-sm font-semibold text-slate-900">
				{productIds.length} product{productIds.length === 1 ? "" : "s"} chosen
			</p>
			<div className="mt-2 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
				<SelectField
					label="Action"
					value={kind}
					options={KINDS}
					onChange={(event) => {
						setKind(event.target.value as Kind);
						setValue("");
						reset();
					}}
				/>
				{kind === "price" ? (
					<>
						<SelectField
							label="Change by"
							value={mode}
							options={[
								{ value: "percent", label: "Percent (%)" },
								{ value: "amount", label: "Amount (₹)" },
							]}
							onChange={(event) => {
								setMode(event.target.value as "percent" | "amount");
								reset();
							}}
						/>
						<TextField
							label={mode === "percent" ? "Percent (5 raises, -10 lowers)" : "Rupees (50 raises, -50 lowers)"}
							inputMode="decimal"
							value={value}
							hint="New prices are rounded to the rupee; an MRP under its new price rises with it"
							onChange={(event) => {
								setValue(event.target.value);
								reset();
							}}
						/>
					</>
				) : null}
				{kind === "stock" ? (
					<>
						<TextField
							label="Units (+ received, − taken off)"
							inputMode="numeric"
							value={value}
							hint="Added to every variant of the chosen products"
							onChange={(event) => {
								setValue(event.target.value);
								reset();
							}}
						/>
						<SelectField
							label="Reason"
							value={reason}
							options={STOCK_REASONS.map((r) => ({ value: r, label: STOCK_REASON_LABELS[r] }))}
							onChange={(event) => {
								setReason(event.target.value);
								reset();
							}}
						/>
					</>
				) : null}
				{kind === "category" ? (
					<>
						<SelectField
							label="Category"
							placeholder="Choose a category"
							value={categoryId}
							options={(choices?.categories ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
							onChange={(event) => {
								setCategoryId(event.target.value);
								setSubcategoryId("");
								reset();
							}}
						/>
						<SelectField
							label="Subcategory"
							placeholder="Choose a subcategory"
							value={subcategoryId}
							options={(choices?.subcategories ?? [])
								.filter((row) => String(row.category_id) === categoryId)
								.map((row) => ({ value: String(row.id), label: row.name }))}
							onChange={(event) => {
								setSubcategoryId(event.target.value);
								reset();
							}}
						/>
					</>
				) : null}
			</div>
			<div className="flex flex-wrap gap-2">
				<Button variant="secondary" loading={bulk.isPending && !preview} onClick={() => run(true)}>
					Preview changes
				</Button>
				{preview && preview.changes.length > 0 ? (
					<Button loading={bulk.isPending} onClick={() => run(false)}>
						Apply {preview.changes.length} change{preview.changes.length === 1 ? "" : "s"}
					</Button>
				) : null}
			</div>
			{error ? (
				<div className="mt-3">
					<Alert>{error}</Alert>
				</div>
			) : null}
			{preview ? (
				preview.changes.length === 0 ? (
					<p className="mt-3 text-sm text-slate-700">Nothing would change.</p>
				) : (
					<div className="mt-3 max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white">
						<table className="w-full text-left text-sm">
							<caption className="sr-only">Changes to apply</caption>
							<thead className="bg-slate-50 text-xs uppercase text-slate-500">
								<tr>
									<th className="px-3 py-2">Product</th>
									<th className="hidden px-3 py-2 sm:table-cell">SKU</th>
									<th className="px-3 py-2">Field</th>
									<th className="px-3 py-2">Before → after</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-100">
								{preview.changes.map((change) => (
									<tr key={`${change.product_id}-${change.variant_id}-${change.field}`}>
										<td className="px-3 py-2">
											{change.product_name}
											{change.sku ? (
												<span className="block font-mono text-xs text-slate-500 sm:hidden">{change.sku}</span>
											) : null}
										</td>
										<td className="hidden px-3 py-2 font-mono text-xs sm:table-cell">{change.sku ?? "—"}</td>
										<td className="px-3 py-2">{change.field}</td>
										<td className="whitespace-nowrap px-3 py-2 tabular-nums">
											{show(change.before, change.field)} → <strong>{show(change.after, change.field)}</strong>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				)
			) : null}
		</section>
	);
}
