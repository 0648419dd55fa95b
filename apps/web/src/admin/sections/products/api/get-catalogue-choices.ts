import type { AdminCatalogueChoices } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/catalogue/choices: categories, subcategories, brands and age groups for the form. */
export function useCatalogueChoices() {
	return useQuery({
		queryKey: adminKey("/catalogue/choices"),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminCatalogueChoices }>("/catalogue/choices", undefined, signal)
				.then((a) => a.response),
		staleTime: 60_000,
	});
}
