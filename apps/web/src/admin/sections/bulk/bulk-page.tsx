import { type AdminProductImportReport, PRODUCT_CSV_COLUMNS } from "@pitara/shared";
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

/**
 * Products and variants as CSV: export them all, edit in a spreadsheet, import the file back. An
 * import is always checked first (a dry run: every line with its reasons); it can be applied only
 * when no line is refused, and then it is written whole or not at all.
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
						Columns: <span className="font-mono text-xs">{PRODUCT_CSV_COLUMNS.join(", ")}</span>. A SKU that exists
						updates its variant; a new SKU adds one; lines without a product id make a new product (grouped by name and
						category).
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
					<p role="status" className="mb-3 text-sm font-medium text-slate-800">
						{report.message}
					</p>
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
					{report.report.rows.length > 0 ? (
						<div className="overflow-x-auto">
							<table className="w-full text-left text-sm">
								<caption className="sr-only">Lines of the file</caption>
								<thead className="text-slate-500">
									<tr>
										<th className="py-1 pr-3 font-medium">Line</th>
										<th className="py-1 pr-3 font-medium">SKU</th>
										<th className="py-1 pr-3 font-medium">Does</th>
										<th className="py-1 font-medium">Refused because</th>
									</tr>
								</thead>
								<tbody className="divide-y divide-slate-100">
									{(refused.length > 0 ? refused : report.report.rows).map((row) => (
										<tr key={row.line}>
											<td className="py-1 pr-3">{row.line}</td>
											<td className="py-1 pr-3 font-mono">{row.sku}</td>
											<td className="py-1 pr-3">
												<Pill tone={row.action === "create" ? "blue" : "grey"}>
													{row.action === "create" ? "New variant" : "Update"}
												</Pill>
											</td>
											<td className="py-1 text-red-700">{row.errors.join("; ")}</td>
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
