import type { ReportGroup, ReportName, ReportTable } from "@pitara/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminApi, adminKey, queryString } from "../../../lib/admin-api.ts";

export interface ReportParams {
	report: ReportName;
	from: string;
	to: string;
	group: ReportGroup;
}

/** GET /api/admin/reports/:report: a report of days in India, as a table and a chart's column. */
export function useReport({ report, ...query }: ReportParams) {
	return useQuery<ReportTable>({
		queryKey: adminKey("/reports", report, query),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: ReportTable }>(`/reports/${report}`, query, signal).then((answer) => answer.response),
		placeholderData: keepPreviousData,
		retry: false,
	});
}

/** The report's CSV path (GET /api/admin/reports/:report/export.csv). */
export const reportCsvPath = ({ report, ...query }: ReportParams) =>
	`/reports/${report}/export.csv${queryString(query)}`;
