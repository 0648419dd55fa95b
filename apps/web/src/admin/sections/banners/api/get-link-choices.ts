import type { AdminCatalogueChoices } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/catalogue/choices: the categories and subcategories a banner can link to. */
export function useLinkChoices() {
	return useQuery({
		queryKey: adminKey("/catalogue/choices"),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminCatalogueChoices }>("/catalogue/choices", undefined, signal)
				.then((answer) => answer.response),
		staleTime: 60_000,
	});
}
