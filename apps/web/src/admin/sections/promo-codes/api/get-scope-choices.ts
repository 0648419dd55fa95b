import type { AdminProductRow, AdminTaxonomy } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey, adminListQuery } from "../../../lib/admin-api.ts";

/** GET /api/admin/taxonomy: the categories, subcategories and brands a promo's scope picks from. */
export function useScopeTaxonomy(enabled: boolean) {
	return useQuery({
		queryKey: adminKey("/taxonomy"),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminTaxonomy }>("/taxonomy", undefined, signal).then((answer) => answer.response),
		enabled,
	});
}

/** GET /api/admin/products?q=: products by name or SKU (two letters at least), for a promo's scope. */
export function useScopeProducts(q: string) {
	return useQuery({ ...adminListQuery<AdminProductRow>("/products", { page: 1, q }), enabled: q.length >= 2 });
}
