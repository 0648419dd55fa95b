import {
	adminOneOf,
	gstr1QuerySchema,
	gstr1SummarySchema,
	REPORT_MAX_DAYS,
	REPORT_NAMES,
	reportParamsSchema,
	reportQuerySchema,
	reportTableSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buildGstr1, gstr1Workbook, reportCsv, reportTable } from "../../modules/reports/index.ts";

const GSTR1_PERIOD = "a month (2026-10) or a quarter of a financial year (2026-27-Q3)";
const GSTR1_RULES =
	"From the invoices and credit notes issued in the period (India's days). B2B: invoices naming a buyer's GSTIN; B2CL: inter-state to unregistered buyers above ₹1,00,000; B2CS: the rest by place of supply and rate, credit notes against them netted in (decision 050); CDNR/CDNUR: credit notes of B2B and B2CL invoices; HSN summary in B2B and B2C parts; documents issued per series.";

const fileName = (gstin: string, fp: string, period: string) =>
	`GSTR1-${gstin}-${fp}${period.includes("Q") ? `-${period.slice(-2)}` : ""}`;

/**
 * The owner's reports and the GSTR-1 pack (issue 29; docs/reports.md): each
 * report for a range of days in India as JSON (the console's chart and
 * table) or CSV; the GSTR-1 pack of a month or quarter as totals, as the
 * GST offline tool's JSON, or as its workbook.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/reports/gstr1",
		{
			schema: {
				summary: `GSTR-1 totals, table by table, and the books', of ${GSTR1_PERIOD}`,
				description: GSTR1_RULES,
				querystring: gstr1QuerySchema,
				response: { 200: adminOneOf(gstr1SummarySchema) },
			},
		},
		async (request) => ({ status: true as const, response: (await buildGstr1(app.db, request.query.period)).summary }),
	);

	app.get(
		"/reports/gstr1/pack.json",
		{
			schema: {
				summary: `GSTR-1 of ${GSTR1_PERIOD} in the GST offline tool's JSON (a download)`,
				description: GSTR1_RULES,
				querystring: gstr1QuerySchema,
				produces: ["application/json"],
			},
		},
		async (request, reply) => {
			const { json } = await buildGstr1(app.db, request.query.period);
			return reply
				.header("content-type", "application/json; charset=utf-8")
				.header(
					"content-disposition",
					`attachment; filename="${fileName(json.gstin, json.fp, request.query.period)}.json"`,
				)
				.send(JSON.stringify(json));
		},
	);

	app.get(
		"/reports/gstr1/pack.xlsx",
		{
			schema: {
				summary: `GSTR-1 of ${GSTR1_PERIOD} as a workbook in the offline tool's sheets (a download, streamed)`,
				description: GSTR1_RULES,
				querystring: gstr1QuerySchema,
				produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
			},
		},
		async (request, reply) => {
			const { json } = await buildGstr1(app.db, request.query.period);
			const stream = await gstr1Workbook(json);
			return reply
				.header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
				.header(
					"content-disposition",
					`attachment; filename="${fileName(json.gstin, json.fp, request.query.period)}.xlsx"`,
				)
				.send(stream);
		},
	);

	app.get(
		"/reports/:report",
		{
			schema: {
				summary: `A sales report (${REPORT_NAMES.join(", ")}) for days in India (from, to; at most ${REPORT_MAX_DAYS})`,
				description:
					"Sales are orders placed in the range, paid or cash on delivery, not cancelled whole. Money in paise. `group` (day, week, month) applies to the sales report.",
				params: reportParamsSchema,
				querystring: reportQuerySchema,
				response: { 200: adminOneOf(reportTableSchema) },
			},
		},
		async (request) => ({
			status: true as const,
			response: await reportTable(app.db, request.params.report, request.query),
		}),
	);

	app.get(
		"/reports/:report/export.csv",
		{
			schema: {
				summary: "A sales report as CSV (money in rupees), with the report's range and grouping",
				params: reportParamsSchema,
				querystring: reportQuerySchema,
				produces: ["text/csv"],
			},
		},
		async (request, reply) => {
			const table = await reportTable(app.db, request.params.report, request.query);
			return reply
				.header("content-type", "text/csv; charset=utf-8")
				.header("content-disposition", `attachment; filename="pitara-${table.report}-${table.from}-to-${table.to}.csv"`)
				.send(reportCsv(table));
		},
	);
};
