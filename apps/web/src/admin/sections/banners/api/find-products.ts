import type { AdminPage, AdminProductRow } from "@pitara/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/products?q=: the first few products whose name or SKU holds what was typed (2 letters or more). */
export function useFindProducts(text: string) {
	const q = text.trim();
	return useQuery<AdminProductRow[]>({
		queryKey: adminKey("/products", { q, page_size: 8, for: "banner" }),
		queryFn: ({ signal }) =>
			adminApi
				.get<AdminPage<AdminProductRow>>("/products", { q, page_size: 8 }, signal)
				.then((answer) => answer.response),
		enabled: q.length >= 2,
		// the last answer stays listed while the next is on its way
		placeholderData: keepPreviousData,
		staleTime: 30_000,
	});
}
