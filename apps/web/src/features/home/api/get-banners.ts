import { type Banner, homeMessages } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { homeKeys } from "../keys.ts";

/**
 * Every active banner (top carousel, winter hero, the sections' banners).
 * SPEC.md §5: a body without `status: true` and a `response` list is 'Invalid
 * API response structure'; no body at all is 'No response received from API'.
 */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
	const data = await api.post("/banners/all/get", { category: "", subCategory: "", brand: "", age: "" }, { signal });
	if (data === null || data === undefined) throw new ShopperError(homeMessages.noBannerResponse);
	const envelope = data as { status?: unknown; response?: unknown };
	if (envelope.status !== true || !Array.isArray(envelope.response))
		throw new ShopperError(homeMessages.invalidBanners);
	return envelope.response as Banner[];
}

export const bannersQuery = () =>
	queryOptions({
		queryKey: homeKeys.banners,
		queryFn: ({ signal }) => getBanners(signal),
		staleTime: 60_000,
	});

export function useBanners() {
	return useQuery(bannersQuery());
}
