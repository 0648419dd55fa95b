import type { ReportColumn, ReportName, ReportQuery, ReportTable } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { toCsv } from "../../lib/csv.ts";
import {
	ageBandsRanked,
	brandsRanked,
	cancellationsByProduct,
	cancellationTotals,
	categoriesRanked,
	type DayRange,
	newVsReturning,
	paymentMix,
	productsRanked,
	promoUsage,
	type RankedRow,
	refreshReportDays,
	salesByPeriod,
	variantsRanked,
} from "./reports.repository.ts";

/**
 * Each report as a table the console draws (a chart, its figures, a table)
 * and exports as CSV: columns with their kind, rows, and a few summary
 * figures. Money in paise; the CSV writes rupees with two decimals.
 */

const col = (key: string, label: string, kind: ReportColumn["kind"]): ReportColumn => ({ key, label, kind });
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

const RANKED_COLUMNS = (label: string, detail?: string) => [
	col("label", label, "text"),
	...(detail ? [col("detail", detail, "text")] : []),
	col("orders", "Orders", "count"),
	col("units", "Units", "count"),
	col("revenue", "Revenue", "paise"),
];

function rankedTable(
	report: ReportName,
	range: DayRange,
	rows: RankedRow[],
	label: string,
	detail?: string,
): ReportTable {
	const revenue = rows.reduce((sum, row) => sum + row.revenue, 0);
	return {
		report,
		...range,
		columns: RANKED_COLUMNS(label, detail),
		rows: rows.map((row) => ({ ...row, detail: detail ? row.detail : null })),
		chart: { kind: "bar", value: "revenue" },
		summary: [
			{ label: "Revenue (listed)", value: revenue, kind: "paise" },
			{ label: "Units (listed)", value: rows.reduce((sum, row) => sum + row.units, 0), kind: "count" },
		],
	};
}

export async function reportTable(db: Db, report: ReportName, query: ReportQuery): Promise<ReportTable> {
	const range: DayRange = { from: query.from, to: query.to };
	// the days changed since they were last summed (today's, at least) are summed again first (decision 058)
	await refreshReportDays(db, range);
	switch (report) {
		case "sales": {
			const rows = await salesByPeriod(db, range, query.group);
			const orders = rows.reduce((sum, row) => sum + row.orders, 0);
			const net = rows.reduce((sum, row) => sum + row.net, 0);
			return {
				report,
				...range,
				columns: [
					col("period", query.group === "day" ? "Day" : query.group === "week" ? "Week from" : "Month", "text"),
					col("orders", "Orders", "count"),
					col("units", "Units", "count"),
					col("gross", "Gross", "paise"),
					col("discounts", "Discounts", "paise"),
					col("net", "Net", "paise"),
					col("tax", "GST invoiced", "paise"),
					col("refunds", "Refunds", "paise"),
				],
				rows: rows.map((row) => ({ ...row })),
				chart: { kind: "line", value: "net" },
				summary: [
					{ label: "Net sales", value: net, kind: "paise" },
					{ label: "Orders", value: orders, kind: "count" },
					{ label: "Average order value", value: orders > 0 ? Math.round(net / orders) : 0, kind: "paise" },
					{ label: "Refunds", value: rows.reduce((sum, row) => sum + row.refunds, 0), kind: "paise" },
				],
			};
		}
		case "products":
			return rankedTable(report, range, await productsRanked(db, range), "Product", "Brand");
		case "variants":
			return rankedTable(report, range, await variantsRanked(db, range), "Product", "Size / colour");
		case "categories":
			return rankedTable(report, range, await categoriesRanked(db, range), "Category");
		case "brands":
			return rankedTable(report, range, await brandsRanked(db, range), "Brand");
		case "age-bands":
			return rankedTable(report, range, await ageBandsRanked(db, range), "Age band");
		case "payments": {
			const rows = await paymentMix(db, range);
			const orders = rows.reduce((sum, row) => sum + row.orders, 0);
			const amount = rows.reduce((sum, row) => sum + row.amount, 0);
			const cod = rows.find((row) => row.mode === "COD");
			return {
				report,
				...range,
				columns: [
					col("mode", "Payment mode", "text"),
					col("orders", "Orders", "count"),
					col("amount", "Amount", "paise"),
					col("share", "Share of orders", "percent"),
				],
				rows: rows.map((row) => ({ ...row, share: share(row.orders, orders) })),
				chart: { kind: "doughnut", value: "orders" },
				summary: [
					{ label: "COD share of orders", value: share(cod?.orders ?? 0, orders), kind: "percent" },
					{ label: "COD share of amount", value: share(cod?.amount ?? 0, amount), kind: "percent" },
					{ label: "Average order value", value: orders > 0 ? Math.round(amount / orders) : 0, kind: "paise" },
				],
			};
		}
		case "customers": {
			const rows = await newVsReturning(db, range);
			const orders = rows.reduce((sum, row) => sum + row.orders, 0);
			return {
				report,
				...range,
				columns: [
					col("kind", "Customers", "text"),
					col("customers", "People", "count"),
					col("orders", "Orders", "count"),
					col("amount", "Amount", "paise"),
					col("aov", "Average order value", "paise"),
				],
				rows: rows.map((row) => ({ ...row, aov: row.orders > 0 ? Math.round(row.amount / row.orders) : 0 })),
				chart: { kind: "doughnut", value: "orders" },
				summary: [
					{ label: "Orders by returning customers", value: share(rows[1]?.orders ?? 0, orders), kind: "percent" },
				],
			};
		}
		case "promos": {
			const rows = await promoUsage(db, range);
			return {
				report,
				...range,
				columns: [
					col("code", "Promo code", "text"),
					col("orders", "Orders", "count"),
					col("discount", "Discount given", "paise"),
					col("amount", "Orders' amount", "paise"),
				],
				rows: rows.map((row) => ({ ...row })),
				chart: { kind: "bar", value: "discount" },
				summary: [
					{ label: "Discount given", value: rows.reduce((sum, row) => sum + row.discount, 0), kind: "paise" },
					{ label: "Orders with a code", value: rows.reduce((sum, row) => sum + row.orders, 0), kind: "count" },
				],
			};
		}
		case "cancellations": {
			const [rows, totals] = await Promise.all([cancellationsByProduct(db, range), cancellationTotals(db, range)]);
			return {
				report,
				...range,
				columns: [
					col("product", "Product", "text"),
					col("size", "Size", "text"),
					col("cancelled", "Units cancelled", "count"),
					col("returned", "Units returned", "count"),
					col("amount", "Their value", "paise"),
				],
				rows: rows.map((row) => ({ ...row })),
				chart: { kind: "bar", value: "amount" },
				summary: [
					{ label: "Orders cancelled whole", value: totals.cancelledOrders, kind: "count" },
					{ label: "Cancelled share of orders", value: share(totals.cancelledOrders, totals.booked), kind: "percent" },
					{ label: "Refunded", value: totals.refunds, kind: "paise" },
					...totals.reasons.slice(0, 5).map((reason) => ({
						label: `Reason: ${reason.reason}`,
						value: reason.count,
						kind: "count" as const,
					})),
				],
			};
		}
	}
}

/** The report as CSV: its columns' labels, money in rupees with two decimals. */
export function reportCsv(table: ReportTable): string {
	return toCsv(
		table.columns.map((column) => (column.kind === "paise" ? `${column.label} (₹)` : column.label)),
		table.rows.map((row) =>
			table.columns.map((column) => {
				const value = row[column.key];
				return column.kind === "paise" && typeof value === "number" ? (value / 100).toFixed(2) : value;
			}),
		),
	);
}
