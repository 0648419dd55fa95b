import { type HomeSubcategory, homeMessages, type SubcategoriesResponse } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { homeKeys } from "../keys.ts";

/** The subcategories of one category (Toys, Books) with their stock status and tile image. */
export async function getSubcategories(category: string, signal?: AbortSignal): Promise<HomeSubcategory[]> {
	let data: SubcategoriesResponse;
	try {
		data = await api.post("/subcategory/all/fetch", { category_id: category }, { signal });
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw new ShopperError(homeMessages.subcategoriesFailed);
	}
	if (!data || !Array.isArray(data.response)) throw new ShopperError(homeMessages.subcategoriesFailed);
	return data.response;
}

export const subcategoriesQuery = (category: string) =>
	queryOptions({
		queryKey: homeKeys.subcategories(category),
		queryFn: ({ signal }) => getSubcategories(category, signal),
		staleTime: 60_000,
	});

export function useSubcategories(category: string) {
	return useQuery(subcategoriesQuery(category));
}
