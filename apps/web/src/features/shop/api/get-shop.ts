import type { ShopInfo } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { shopKeys } from "../keys.ts";

/**
 * The shop's settings a page shows (GET /api/shop: free-delivery line, contact details, hours, default warranty),
 * read on the server with the page (the footer asks on every page), so they arrive as data in the HTML.
 */
export const shopQuery = () =>
	queryOptions({
		queryKey: shopKeys.info,
		queryFn: async ({ signal }): Promise<ShopInfo> => (await api.get("/shop", { signal })).response,
		staleTime: 5 * 60_000,
	});

export function useShop(): ShopInfo | undefined {
	return useQuery(shopQuery()).data;
}
