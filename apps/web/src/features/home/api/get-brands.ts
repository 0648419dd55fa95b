import { type Brand, type BrandsResponse, homeMessages, LIMITS } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { homeKeys } from "../keys.ts";

/** Up to `limit` shown brands in random order, for the Popular Brands strip. */
export async function getBrands(limit: number = LIMITS.homeFetchLimit, signal?: AbortSignal): Promise<Brand[]> {
	let data: BrandsResponse;
	try {
		data = await api.post("/brand/fetch", { random: true, limit }, { signal });
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw new ShopperError(homeMessages.brandsFailed);
	}
	if (!data || !Array.isArray(data.response)) throw new ShopperError(homeMessages.brandsFailed);
	return data.response;
}

export const brandsQuery = (limit: number = LIMITS.homeFetchLimit) =>
	queryOptions({
		queryKey: homeKeys.brands(limit),
		queryFn: ({ signal }) => getBrands(limit, signal),
		staleTime: Number.POSITIVE_INFINITY,
	});

export function useBrands(limit?: number) {
	return useQuery(brandsQuery(limit));
}
