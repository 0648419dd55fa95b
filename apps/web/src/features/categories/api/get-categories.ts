import { type CategoryWithSubcategories, catalogMessages } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { categoriesKeys } from "../keys.ts";

export async function getCategories(signal?: AbortSignal): Promise<CategoryWithSubcategories[]> {
	const data = await api.get("/category/subcategory/fetch", { signal });
	if (!Array.isArray(data.response)) throw new ShopperError(catalogMessages.categoriesFailed);
	return data.response;
}

export const categoriesQuery = () =>
	queryOptions({
		queryKey: categoriesKeys.all,
		queryFn: ({ signal }) => getCategories(signal),
		staleTime: 5 * 60_000,
	});

export function useCategories() {
	return useQuery(categoriesQuery());
}
