import { catalogMessages, type FilterChoices, type FiltersResponse } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { productsKeys } from "../keys.ts";

/** The filter panel's choices; with a category, its subcategories only. */
export async function getFilters(category: string | undefined, signal?: AbortSignal): Promise<FilterChoices> {
	let data: FiltersResponse;
	try {
		data = await api.get(
			category ? `/products/all/filters?category=${encodeURIComponent(category)}` : "/products/all/filters",
			{ signal },
		);
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw new ShopperError(catalogMessages.filtersFailed);
	}
	if (data?.status !== true || !data.filters) throw new ShopperError(catalogMessages.filtersFailed);
	return data.filters;
}

export const filtersQuery = (category: string | undefined) =>
	queryOptions({
		queryKey: productsKeys.filters(category),
		queryFn: ({ signal }) => getFilters(category, signal),
		staleTime: 5 * 60_000,
	});

export function useFilters(category: string | undefined) {
	return useQuery(filtersQuery(category));
}
