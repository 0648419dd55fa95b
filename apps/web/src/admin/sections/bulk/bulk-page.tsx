import type { AdminImportRow, AdminProductImportReport } from "@pitara/shared";
import { useId, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { downloadAdminFile } from "../../lib/admin-api.ts";
import { Card, PageHeader, Pill } from "../../ui/page.tsx";
import { useImportProducts } from "./api/import-products.ts";

/** A chosen file's text (FileReader: what every browser has). */
function readText(file: Blob): Promise<string> {
	return new Promise((resolve, reject) => {
		const reader = new FileReader();
		reader.onload = () => resolve(String(reader.result ?? ""));
		reader.onerror = () => reject(reader.error);
		reader.readAsText(file);
	});
}

/** How many data lines a CSV text has (for the count shown while it is checked). */
function lineCount(csv: string): number {
	return Math.max(0, csv.split(/\r?\n/).filter((line) => line.trim() !== "").length - 1);
}

const ACTION_LABEL: Record<AdminImportRow["action"], string> = {
	create: "New variant",
	update: "Update",
	unchanged: "Unchanged",
};

/** The report's counts per kind, in words: "1 new product · 3 products changed · 20 unchanged". */
function countsOf(report: AdminProductImportReport): string[] {
	const parts: [number, string, string][] = [
		[report.products_created, "new product", "new products"],
		[report.products_updated, "product changed", "products changed"],
		[report.products_unchanged, "product unchanged", "products unchanged"],
		[report.variants_created, "new variant", "new variants"],
		[report.variants_updated, "variant changed", "variants changed"],
		[report.variants_unchanged, "variant unchanged", "variants unchanged"],
		[report.lines_refused, "line refused", "lines refused"],
	];
	return parts.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
}

/**
 * Products and variants as CSV: export them all, edit in a spreadsheet, import the file back. An
 * import is always checked first (a dry run: every change as before → after, every refused line with
 * its reasons); it can be applied only when no line is refused, and then it is written whole or not at
 * all. Only the columns in the file and the values that differ are written; stock only from stock_set
 * or stock_add.
 */
export default function BulkPage() {
	const toast = useToast();
	const inputId = useId();
	const fileInput = useRef<HTMLInputElement>(null);
	const importer = useImportProducts();
	const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
	const [report, setReport] = useState<{ message: string; report: AdminProductImportReport } | null>(null);
	const [error, setError] = useState<unknown>(null);
	const [exporting, setExporting] = useState(false);

	const run = async (csv: string, dryRun: boolean) => {
		setError(null);
		try {
			const answer = await importer.mutateAsync({ csv, dryRun });
			setReport({ message: answer.message, report: answer.response });
			if (answer.response.applied) toast.success(answer.message);
		} catch (caught) {
			setError(caught);
		}
	};
	const refused = report?.report.rows.filter((row) => row.errors.length > 0) ?? [];
	// the lines worth reading: refused ones if any, else those that change something
	const shown = refused.length > 0 ? refused : (report?.report.rows.filter((row) => row.action !== "unchanged") ?? []);
	const canApply = report?.report.dry_run && report.report.errors.length === 0 && refused.length === 0;
	return (
		<>
			<PageHeader title="Import & export" />
			<div className="grid gap-4 lg:grid-cols-2">
				<Card title="Export">
					<p className="mb-3 text-sm text-slate-600">
						Every variant of every product, one line each, with the columns the import reads.
					</p>
					<Button
						variant="secondary"
						loading={exporting}
						onClick={async () => {
							setExporting(true);
							try {
								await downloadAdminFile("/products/export.csv", "pitara-products.csv");
							} catch (caught) {
								toast.error(errorMessage(caught, "Could not export the products"));
							} finally {
								setExporting(false);
							}
						}}
					>
						Download products CSV
					</Button>
				</Card>
				<Card title="Import">
					<p className="mb-2 text-sm text-slate-600">
						Only <span className="font-mono text-xs">sku</span> is required: the import reads the columns your file has
						and changes only the values that differ (an empty cell keeps the value). A SKU that exists updates its
						variant; a new SKU adds one; lines without a product id make a new product (grouped by name and category).
					</p>
					<p className="mb-2 text-sm text-slate-600">
						Stock is never written back from the <span className="font-mono text-xs">stock</span> column: put a count in{" "}
						<span className="font-mono text-xs">stock_set</span> (refused if the variant sold after the file's{" "}
						<span className="font-mono text-xs">exported_at</span>) or units received in{" "}
						<span className="font-mono text-xs">stock_add</span> (a minus takes them off).
					</p>
					<label htmlFor={inputId} className="sr-only">
						Products CSV file
					</label>
					<input
						id={inputId}
						ref={fileInput}
						type="file"
						accept=".csv,text/csv"
						className="sr-only"
						onChange={async (event) => {
							const chosen = event.target.files?.[0];
							event.target.value = "";
							if (!chosen) return;
							const csv = await readText(chosen);
							setFile({ name: chosen.name, csv });
							setReport(null);
							await run(csv, true);
						}}
					/>
					<div className="flex flex-wrap items-center gap-2">
						<Button loading={importer.isPending && !canApply} onClick={() => fileInput.current?.click()}>
							Choose a CSV file to check
						</Button>
						{file ? <span className="text-sm text-slate-700">{file.name}</span> : null}
					</div>
					{importer.isPending && file ? (
						<div className="mt-3" role="status">
							<p className="mb-1 text-sm text-slate-700">
								{importer.variables?.dryRun === false ? "Importing" : "Checking"}{" "}
								{lineCount(file.csv).toLocaleString("en-IN")} lines of {file.name}…
							</p>
							<progress className="h-2 w-full" aria-label="Import under way" />
						</div>
					) : null}
				</Card>
			</div>
			{error ? (
				<div className="mt-4">
					<Alert>{errorMessage(error, "Could not check the file")}</Alert>
				</div>
			) : null}
			{report ? (
				<Card
					title={report.report.applied ? "Imported" : report.report.dry_run ? "Check of the file" : "Not imported"}
					className="mt-4"
				>
					<p role="status" className="mb-1 text-sm font-medium text-slate-800">
						{report.message}
					</p>
					<p className="mb-2 text-sm text-slate-600" data-testid="import-counts">
						{countsOf(report.report).join(" · ")}
					</p>
					{Object.keys(report.report.changes_by_field).length > 0 ? (
						<p className="mb-3 flex flex-wrap gap-1 text-sm">
							{Object.entries(report.report.changes_by_field).map(([field, count]) => (
								<Pill key={field} tone="blue">
									{field}: {count}
								</Pill>
							))}
						</p>
					) : null}
					{report.report.errors.length > 0 ? (
						<ul className="mb-3 list-disc pl-5 text-sm text-red-700">
							{report.report.errors.map((message) => (
								<li key={message}>{message}</li>
							))}
						</ul>
					) : null}
					{canApply && file ? (
						<Button className="mb-3" loading={importer.isPending} onClick={() => run(file.csv, false)}>
							Apply the import
						</Button>
					) : null}
					{shown.length > 0 ? (
						<div className="overflow-x-auto">
							<table className="w-full text-left text-sm">
								<caption className="sr-only">{refused.length > 0 ? "Refused lines" : "Changes"}</caption>
								<thead className="text-slate-500">
									<tr>
										<th className="py-1 pr-3 font-medium">Line</th>
										<th className="py-1 pr-3 font-medium">SKU</th>
										<th className="py-1 pr-3 font-medium">Does</th>
										<th className="py-1 font-medium">{refused.length > 0 ? "Refused because" : "Before → after"}</th>
									</tr>
								</thead>
								<tbody className="divide-y divide-slate-100">
									{shown.map((row) => (
										<tr key={row.line}>
											<td className="py-1 pr-3 align-top">{row.line}</td>
											<td className="py-1 pr-3 align-top font-mono">{row.sku}</td>
											<td className="py-1 pr-3 align-top">
												<Pill tone={row.action === "create" ? "blue" : "grey"}>{ACTION_LABEL[row.action]}</Pill>
											</td>
											{row.errors.length > 0 ? (
												<td className="py-1 text-red-700">{row.errors.join("; ")}</td>
											) : (
												<td className="py-1">
													<ul>
														{row.changes.map((change) => (
															<li key={change.field}>
																<span className="font-medium">{change.field}</span>: {change.before || "—"} →{" "}
																{change.after}
															</li>
														))}
													</ul>
												</td>
											)}
										</tr>
									))}
								</tbody>
							</table>
						</div>
					) : null}
				</Card>
			) : null}
		</>
	);
}
