import { homeMessages, LIMITS, type SuperSubcategory } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { homeKeys } from "../keys.ts";

/** Up to `limit` entries under a subcategory (Toys › Sports & Games), in random order. */
export async function getSuperSubcategories(
	subcategory: string,
	limit: number = LIMITS.homeFetchLimit,
	signal?: AbortSignal,
): Promise<SuperSubcategory[]> {
	const data = await api.post("/super-sub-category/random/fetch", { limit, sub_category_id: subcategory }, { signal });
	if (data?.status !== true || !Array.isArray(data.response)) throw new ShopperError(homeMessages.invalidBanners);
	return data.response;
}

export const superSubcategoriesQuery = (subcategory: string, limit: number = LIMITS.homeFetchLimit) =>
	queryOptions({
		queryKey: homeKeys.superSubcategories(subcategory, limit),
		queryFn: ({ signal }) => getSuperSubcategories(subcategory, limit, signal),
		// the order is random on each call; keep one order while the shopper is here
		staleTime: Number.POSITIVE_INFINITY,
		// the section has fallback tiles, so a failure need not keep the shopper waiting
		retry: 1,
	});

export function useSuperSubcategories(subcategory: string, limit?: number) {
	return useQuery(superSubcategoriesQuery(subcategory, limit));
}
