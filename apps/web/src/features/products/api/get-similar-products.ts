import { catalogMessages, type Product } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { productsKeys } from "../keys.ts";

/** Up to 4 other products of the category; `exclude` is the slug of the product on screen. */
export async function getSimilarProducts(category: string, exclude: string, signal?: AbortSignal): Promise<Product[]> {
	const data = await api.get(`/products/${encodeURIComponent(category)}/${encodeURIComponent(exclude)}/similar`, {
		signal,
	});
	if (data?.status !== true || !Array.isArray(data.response)) throw new ShopperError(catalogMessages.productsFailed);
	return data.response;
}

export const similarProductsQuery = (category: string, exclude: string) =>
	queryOptions({
		queryKey: productsKeys.similar(category, exclude),
		queryFn: ({ signal }) => getSimilarProducts(category, exclude, signal),
		staleTime: 5 * 60_000,
	});

export function useSimilarProducts(category: string, exclude: string) {
	return useQuery(similarProductsQuery(category, exclude));
}
