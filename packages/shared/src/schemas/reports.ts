import { z } from "zod";
import { isIsoDate } from "../dates.ts";

/**
 * The owner's reports (issue 29): a range of days in India, at most
 * REPORT_MAX_DAYS long, and the GSTR-1 pack of a month or a quarter.
 * Amounts are paise in every answer; the console shows rupees.
 */
export const REPORT_MAX_DAYS = 400;

export const REPORT_NAMES = [
	"sales",
	"products",
	"variants",
	"categories",
	"brands",
	"age-bands",
	"payments",
	"customers",
	"promos",
	"cancellations",
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_GROUPS = ["day", "week", "month"] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** A day of a report's range (check-texts: console: the owner's reports, English only, decision 046). */
const reportDay = z
	.string({ error: "Pick a date" })
	.trim()
	.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-04-12")
	.refine(isIsoDate, "Use a date like 2026-04-12");

/** Days between two ISO dates (to − from). */
export function daysBetween(from: string, to: string): number {
	return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** check-texts: console (the owner's reports, English only: decision 046) */
export const reportQuerySchema = z
	.object({
		/** the first day, in India */
		from: reportDay,
		/** the last day, in India (included) */
		to: reportDay,
		group: z.enum(REPORT_GROUPS, { error: "Group by day, week or month" }).default("day"),
	})
	.superRefine((query, ctx) => {
		if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
		const days = daysBetween(query.from, query.to);
		if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day must not be before the first" });
		else if (days + 1 > REPORT_MAX_DAYS)
			ctx.addIssue({ code: "custom", path: ["to"], message: `Pick at most ${REPORT_MAX_DAYS} days` });
	});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** check-texts: console */
export const reportParamsSchema = z.object({
	report: z.enum(REPORT_NAMES, { error: "Unknown report" }),
});

/** A report as a table: its columns (a key, a label, a kind) and rows of cells; money columns in paise. */
export const reportColumnSchema = z.object({
	key: z.string(),
	label: z.string(),
	kind: z.enum(["text", "count", "paise", "percent"]),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportTableSchema = z.object({
	report: z.enum(REPORT_NAMES),
	from: z.string(),
	to: z.string(),
	columns: z.array(reportColumnSchema),
	rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
	/** the column a chart draws (the first text column is its axis) */
	chart: z.object({ kind: z.enum(["bar", "line", "doughnut"]), value: z.string() }),
	/** a sentence of figures above the table (AOV, COD share ...) */
	summary: z.array(z.object({ label: z.string(), value: z.number(), kind: reportColumnSchema.shape.kind })),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

/** "2026-10" (a month) or "2026-27-Q3" (a quarter of a financial year: Q1 April–June … Q4 January–March). */
export const gstr1PeriodPattern = /^(\d{4})-(\d{2})$|^(\d{4})-(\d{2})-Q([1-4])$/;

/** The first and last day (India) and the return's filing period `fp` (MMYYYY of the last month). */
export function gstr1Period(period: string): { from: string; to: string; fp: string } | null {
	const match = gstr1PeriodPattern.exec(period);
	if (!match) return null;
	let year: number;
	let firstMonth: number;
	let months: number;
	if (match[1] !== undefined) {
		year = Number(match[1]);
		firstMonth = Number(match[2]);
		months = 1;
		if (firstMonth < 1 || firstMonth > 12) return null;
	} else {
		const start = Number(match[3]);
		if ((start + 1) % 100 !== Number(match[4])) return null;
		const quarter = Number(match[5]);
		firstMonth = (((quarter - 1) * 3 + 3) % 12) + 1;
		year = quarter === 4 ? start + 1 : start;
		months = 3;
	}
	const lastMonth = firstMonth + months - 1;
	const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
	const pad = (value: number) => String(value).padStart(2, "0");
	return {
		from: `${year}-${pad(firstMonth)}-01`,
		to: `${year}-${pad(lastMonth)}-${pad(lastDay)}`,
		fp: `${pad(lastMonth)}${year}`,
	};
}

/** check-texts: console (the console's GSTR-1 pack) */
export const gstr1QuerySchema = z.object({
	period: z
		.string({ error: "Pick a month or a quarter" })
		.trim()
		.refine((value) => gstr1Period(value) !== null, "Use a month like 2026-10 or a quarter like 2026-27-Q3"),
});

const tableTotals = z.object({
	/** invoices, credit notes or rows in the table */
	count: z.number().int(),
	/** paise; a table netted of credit notes may be below zero */
	taxable: z.number().int(),
	igst: z.number().int(),
	cgst: z.number().int(),
	sgst: z.number().int(),
});
export type Gstr1TableTotals = z.infer<typeof tableTotals>;

export const GSTR1_TABLES = ["b2b", "b2cl", "b2cs", "nil", "cdnr", "cdnur", "hsn_b2b", "hsn_b2c"] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/** The totals on screen: each table's, the books' (invoices less credit notes), and documents issued. */
export const gstr1SummarySchema = z.object({
	period: z.string(),
	fp: z.string(),
	gstin: z.string(),
	from: z.string(),
	to: z.string(),
	tables: z.record(z.enum(GSTR1_TABLES), tableTotals),
	/** the books: invoices less credit notes of the period, every rate */
	books: tableTotals,
	documents: z.array(
		z.object({
			kind: z.string(),
			from: z.string(),
			to: z.string(),
			total: z.number().int(),
			cancelled: z.number().int(),
		}),
	),
	/** places of supply and rates whose credit notes exceed the month's small sales (a negative B2CS row) */
	warnings: z.array(z.string()),
});
export type Gstr1Summary = z.infer<typeof gstr1SummarySchema>;
