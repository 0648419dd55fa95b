import type { Gstr1Summary } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/reports/gstr1: the pack's totals, table by table, and the books'. */
export function useGstr1(period: string) {
	return useQuery<Gstr1Summary>({
		queryKey: adminKey("/reports/gstr1", period),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: Gstr1Summary }>("/reports/gstr1", { period }, signal).then((answer) => answer.response),
		enabled: period !== "",
		retry: false,
	});
}

/** The downloads: the offline tool's JSON and its workbook. */
export const gstr1FilePath = (period: string, kind: "json" | "xlsx") =>
	`/reports/gstr1/pack.${kind}?period=${encodeURIComponent(period)}`;
