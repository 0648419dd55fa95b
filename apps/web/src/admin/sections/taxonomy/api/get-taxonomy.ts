import type { AdminTaxonomy } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/taxonomy: every category, subcategory, super-subcategory and brand, shown or hidden. */
export function useTaxonomy() {
	return useQuery({
		queryKey: adminKey("/taxonomy"),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminTaxonomy }>("/taxonomy", undefined, signal).then((answer) => answer.response),
	});
}
