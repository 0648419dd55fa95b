import type { AdminInventoryRow, AdminPage } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** The variant whose SKU is exactly the search (GET /api/admin/variants/inventory lists an exact SKU first), or none. */
export function useSkuMatch(q: string | undefined): AdminInventoryRow | undefined {
	const text = q?.trim() ?? "";
	const query = useQuery({
		queryKey: adminKey("/variants/inventory", { q: text, page_size: 1 }),
		queryFn: ({ signal }) =>
			adminApi.get<AdminPage<AdminInventoryRow>>("/variants/inventory", { q: text, page_size: 1 }, signal),
		enabled: text.length >= 3,
	});
	const row = query.data?.response[0];
	return row && row.sku.toLowerCase() === text.toLowerCase() ? row : undefined;
}
