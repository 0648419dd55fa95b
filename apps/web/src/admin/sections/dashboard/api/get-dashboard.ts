import type { AdminDashboard } from "@pitara/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/dashboard: sales, queues and low stock at this threshold. */
export function useDashboard(lowStock: number) {
	return useQuery<AdminDashboard>({
		queryKey: adminKey("/dashboard", lowStock),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminDashboard }>("/dashboard", { low_stock: lowStock }, signal).then((a) => a.response),
		placeholderData: keepPreviousData,
		// the figures move as orders come in
		refetchInterval: 60_000,
	});
}
