import {
	addDaysInIndia,
	GSTR1_TABLES,
	type Gstr1Table,
	isoDateInIndia,
	REPORT_GROUPS,
	REPORT_NAMES,
	type ReportGroup,
	type ReportName,
} from "@pitara/shared";
import { useId, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { downloadAdminFile } from "../../lib/admin-api.ts";
import { Card, PageHeader } from "../../ui/page.tsx";
import { gstr1FilePath, useGstr1 } from "./api/get-gstr1.ts";
import { type ReportParams, reportCsvPath, useReport } from "./api/get-report.ts";
import { formatCell, ReportChart } from "./components/report-chart.tsx";

const REPORT_LABELS: Record<ReportName, string> = {
	sales: "Sales",
	products: "Top products",
	variants: "Top variants (size, colour)",
	categories: "By category",
	brands: "By brand",
	"age-bands": "By age band",
	payments: "Payment modes and COD",
	customers: "New and returning customers",
	promos: "Promo codes",
	cancellations: "Cancellations and returns",
};
const GROUP_LABELS: Record<ReportGroup, string> = { day: "By day", week: "By week", month: "By month" };
const TABLE_LABELS: Record<Gstr1Table, string> = {
	b2b: "B2B (4A): to GSTINs",
	b2cl: "B2CL (5): inter-state above ₹1 lakh",
	b2cs: "B2CS (7): other B2C, credit notes netted",
	nil: "Nil rated (8)",
	cdnr: "Credit notes, registered (9B CDNR)",
	cdnur: "Credit notes, B2CL (9B CDNUR)",
	hsn_b2b: "HSN summary, B2B (12)",
	hsn_b2c: "HSN summary, B2C (12)",
};

const control =
	"rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

/** Ranges a person asks for, in India's days. */
function presets(today = isoDateInIndia()) {
	const [year = 0, month = 1] = today.split("-").map(Number);
	const pad = (value: number) => String(value).padStart(2, "0");
	const lastMonthEnd = new Date(Date.UTC(year, month - 1, 0));
	const lastMonth = `${lastMonthEnd.getUTCFullYear()}-${pad(lastMonthEnd.getUTCMonth() + 1)}`;
	const fyStart = month >= 4 ? year : year - 1;
	return {
		"This month": { from: `${year}-${pad(month)}-01`, to: today },
		"Last month": { from: `${lastMonth}-01`, to: `${lastMonth}-${pad(lastMonthEnd.getUTCDate())}` },
		"Last 30 days": { from: addDaysInIndia(-29), to: today },
		"This financial year": { from: `${fyStart}-04-01`, to: today },
		lastMonth,
	};
}

/** The last eight quarters of financial years, newest first: "2026-27-Q3". */
function quarters(today = isoDateInIndia()): { value: string; label: string }[] {
	const [year = 0, month = 1] = today.split("-").map(Number);
	let fy = month >= 4 ? year : year - 1;
	let quarter = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
	const out = [];
	const names = ["Apr–Jun", "Jul–Sep", "Oct–Dec", "Jan–Mar"];
	for (let index = 0; index < 8; index += 1) {
		const fyName = `${fy}-${String((fy + 1) % 100).padStart(2, "0")}`;
		out.push({ value: `${fyName}-Q${quarter}`, label: `${fyName} Q${quarter} (${names[quarter - 1]})` });
		quarter -= 1;
		if (quarter === 0) {
			quarter = 4;
			fy -= 1;
		}
	}
	return out;
}

function Labelled({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
	const id = useId();
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-xs font-medium text-slate-600">
				{label}
			</label>
			{children(id)}
		</div>
	);
}

function useDownload() {
	const toast = useToast();
	const [busy, setBusy] = useState<string | null>(null);
	const download = async (key: string, path: string, fileName: string) => {
		setBusy(key);
		try {
			await downloadAdminFile(path, fileName);
		} catch (caught) {
			toast.error(errorMessage(caught, "Could not download the file"));
		} finally {
			setBusy(null);
		}
	};
	return { busy, download };
}

function SalesReports() {
	const ranges = presets();
	const [params, setParams] = useState<ReportParams>({ report: "sales", group: "day", ...ranges["Last 30 days"] });
	const report = useReport(params);
	const { busy, download } = useDownload();
	const table = report.data;
	const set = (change: Partial<ReportParams>) => setParams((current) => ({ ...current, ...change }));
	return (
		<Card>
			<fieldset className="mb-4 flex flex-wrap gap-2">
				<legend className="sr-only">Range</legend>
				{(["This month", "Last month", "Last 30 days", "This financial year"] as const).map((name) => {
					const range = ranges[name];
					const active = params.from === range.from && params.to === range.to;
					return (
						<Button
							key={name}
							size="sm"
							variant={active ? "primary" : "secondary"}
							aria-pressed={active}
							onClick={() => set(range)}
						>
							{name}
						</Button>
					);
				})}
			</fieldset>
			<div className="mb-4 flex flex-wrap items-end gap-3">
				<Labelled label="Report">
					{(id) => (
						<select
							id={id}
							className={control}
							value={params.report}
							onChange={(event) => set({ report: event.target.value as ReportName })}
						>
							{REPORT_NAMES.map((name) => (
								<option key={name} value={name}>
									{REPORT_LABELS[name]}
								</option>
							))}
						</select>
					)}
				</Labelled>
				<Labelled label="From">
					{(id) => (
						<input
							id={id}
							type="date"
							className={control}
							value={params.from}
							onChange={(event) => set({ from: event.target.value })}
						/>
					)}
				</Labelled>
				<Labelled label="To">
					{(id) => (
						<input
							id={id}
							type="date"
							className={control}
							value={params.to}
							onChange={(event) => set({ to: event.target.value })}
						/>
					)}
				</Labelled>
				{params.report === "sales" ? (
					<Labelled label="Group">
						{(id) => (
							<select
								id={id}
								className={control}
								value={params.group}
								onChange={(event) => set({ group: event.target.value as ReportGroup })}
							>
								{REPORT_GROUPS.map((group) => (
									<option key={group} value={group}>
										{GROUP_LABELS[group]}
									</option>
								))}
							</select>
						)}
					</Labelled>
				) : null}
				<Button
					variant="secondary"
					loading={busy === "csv"}
					disabled={!table || report.isError}
					onClick={() =>
						void download("csv", reportCsvPath(params), `pitara-${params.report}-${params.from}-to-${params.to}.csv`)
					}
				>
					Download CSV
				</Button>
			</div>
			{report.isError ? (
				<Alert>{errorMessage(report.error, "Could not load the report")}</Alert>
			) : !table ? (
				<div role="status" aria-label="Loading the report" className="h-64 animate-pulse rounded-xl bg-slate-100" />
			) : (
				<>
					<h2 className="mb-2 text-base font-semibold text-slate-900">
						{REPORT_LABELS[table.report]}, {table.from} to {table.to}
					</h2>
					<dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
						{table.summary.map((figure) => (
							<div key={figure.label} className="rounded-lg bg-slate-50 p-3">
								<dt className="text-xs text-slate-500">{figure.label}</dt>
								<dd className="text-lg font-semibold tabular-nums text-slate-900">
									{formatCell(figure.kind, figure.value)}
								</dd>
							</div>
						))}
					</dl>
					{table.rows.length === 0 ? (
						<p className="py-6 text-center text-sm text-slate-500">No sales in these days.</p>
					) : (
						<>
							<ReportChart table={table} title={REPORT_LABELS[table.report]} />
							<section
								className="mt-4 overflow-x-auto"
								aria-label="Figures of the table"
								// biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, it scrolls sideways, and a keyboard must reach it to scroll it
								tabIndex={0}
							>
								<table className="min-w-full text-sm">
									<caption className="sr-only">{REPORT_LABELS[table.report]}</caption>
									<thead>
										<tr className="border-b border-slate-200 text-left text-xs uppercase text-slate-500">
											{table.columns.map((column) => (
												<th
													key={column.key}
													scope="col"
													className={`px-2 py-2 ${column.kind === "text" ? "" : "text-right"}`}
												>
													{column.label}
												</th>
											))}
										</tr>
									</thead>
									<tbody>
										{table.rows.map((row) => (
											<tr
												key={table.columns.map((column) => String(row[column.key])).join("|")}
												className="border-b border-slate-100"
											>
												{table.columns.map((column) => (
													<td
														key={column.key}
														className={`px-2 py-1.5 ${column.kind === "text" ? "" : "text-right tabular-nums"}`}
													>
														{formatCell(column.kind, row[column.key])}
													</td>
												))}
											</tr>
										))}
									</tbody>
								</table>
							</section>
						</>
					)}
				</>
			)}
		</Card>
	);
}

function Gstr1Pack() {
	const lastMonth = presets().lastMonth;
	const [kind, setKind] = useState<"month" | "quarter">("month");
	const [month, setMonth] = useState(lastMonth);
	const quarterOptions = quarters();
	const [quarter, setQuarter] = useState(quarterOptions[1]?.value ?? "");
	const period = kind === "month" ? month : quarter;
	const gstr1 = useGstr1(period);
	const { busy, download } = useDownload();
	const summary = gstr1.data;
	const file = summary ? `GSTR1-${summary.gstin}-${summary.fp}` : "GSTR1";
	return (
		<Card title="GSTR-1 return pack">
			<p className="mb-3 text-sm text-slate-600">
				For the accountant: the offline tool's JSON and its workbook, from the invoices and credit notes issued in the
				period. Check the totals below against the books before filing.
			</p>
			<div className="mb-4 flex flex-wrap items-end gap-3">
				<Labelled label="Period">
					{(id) => (
						<select
							id={id}
							className={control}
							value={kind}
							onChange={(event) => setKind(event.target.value as "month" | "quarter")}
						>
							<option value="month">A month</option>
							<option value="quarter">A quarter</option>
						</select>
					)}
				</Labelled>
				{kind === "month" ? (
					<Labelled label="Month">
						{(id) => (
							<input
								id={id}
								type="month"
								className={control}
								value={month}
								onChange={(event) => setMonth(event.target.value)}
							/>
						)}
					</Labelled>
				) : (
					<Labelled label="Quarter">
						{(id) => (
							<select id={id} className={control} value={quarter} onChange={(event) => setQuarter(event.target.value)}>
								{quarterOptions.map((option) => (
									<option key={option.value} value={option.value}>
										{option.label}
									</option>
								))}
							</select>
						)}
					</Labelled>
				)}
				<Button
					variant="secondary"
					loading={busy === "json"}
					disabled={!summary}
					onClick={() => void download("json", gstr1FilePath(period, "json"), `${file}.json`)}
				>
					Download JSON
				</Button>
				<Button
					variant="secondary"
					loading={busy === "xlsx"}
					disabled={!summary}
					onClick={() => void download("xlsx", gstr1FilePath(period, "xlsx"), `${file}.xlsx`)}
				>
					Download Excel
				</Button>
			</div>
			{gstr1.isError ? (
				<Alert>{errorMessage(gstr1.error, "Could not build the pack")}</Alert>
			) : !summary ? (
				<div
					role="status"
					aria-label="Loading the GSTR-1 totals"
					className="h-40 animate-pulse rounded-xl bg-slate-100"
				/>
			) : (
				<>
					{summary.warnings.map((warning) => (
						<Alert key={warning}>{warning}</Alert>
					))}
					<section
						className="overflow-x-auto"
						aria-label="The pack's totals"
						// biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, it scrolls sideways, and a keyboard must reach it to scroll it
						tabIndex={0}
					>
						<table className="min-w-full text-sm">
							<caption className="mb-2 text-left text-sm text-slate-600">
								GSTIN {summary.gstin}, {summary.from} to {summary.to} (return period {summary.fp})
							</caption>
							<thead>
								<tr className="border-b border-slate-200 text-left text-xs uppercase text-slate-500">
									<th scope="col" className="px-2 py-2">
										Table
									</th>
									{["Count", "Taxable value", "IGST", "CGST", "SGST"].map((heading) => (
										<th key={heading} scope="col" className="px-2 py-2 text-right">
											{heading}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{[
									...GSTR1_TABLES.map((name) => [TABLE_LABELS[name], summary.tables[name]] as const),
									["Books: invoices less credit notes", summary.books] as const,
								].map(([label, totals]) => (
									<tr key={label} className="border-b border-slate-100 last:font-semibold">
										<th scope="row" className="px-2 py-1.5 text-left font-normal">
											{label}
										</th>
										<td className="px-2 py-1.5 text-right tabular-nums">{totals.count}</td>
										{(["taxable", "igst", "cgst", "sgst"] as const).map((key) => (
											<td key={key} className="px-2 py-1.5 text-right tabular-nums">
												{formatRupees(totals[key] / 100)}
											</td>
										))}
									</tr>
								))}
							</tbody>
						</table>
					</section>
					<h3 className="mt-4 text-sm font-semibold text-slate-900">Documents issued (13)</h3>
					{summary.documents.length === 0 ? (
						<p className="text-sm text-slate-500">No invoice or credit note was issued in this period.</p>
					) : (
						<ul className="text-sm text-slate-700">
							{summary.documents.map((doc) => (
								<li key={doc.from}>
									{doc.kind}: {doc.from} to {doc.to}, {doc.total} issued, {doc.cancelled} cancelled
								</li>
							))}
						</ul>
					)}
				</>
			)}
		</Card>
	);
}

/** Console → Reports: the owner's figures for days she picks, and the month's GST return pack. */
export default function ReportsPage() {
	return (
		<>
			<PageHeader title="Reports" />
			<div className="space-y-4">
				<SalesReports />
				<Gstr1Pack />
			</div>
		</>
	);
}
