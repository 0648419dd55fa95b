import { catalogMessages, type ProductPage } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { productsKeys } from "../keys.ts";

/** One product by its category and slug (the URL's productName); a 404 means 'Product not found'. */
export async function getProduct(category: string, slug: string, signal?: AbortSignal): Promise<ProductPage> {
	const data = await api.get(`/products/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`, { signal });
	const product = Array.isArray(data?.response) ? data.response[0] : undefined;
	if (!product || !Array.isArray(product.other_info) || product.other_info.length === 0) {
		throw new ShopperError(catalogMessages.invalidProduct);
	}
	return product;
}

export const productQuery = (category: string, slug: string) =>
	queryOptions({
		queryKey: productsKeys.detail(category, slug),
		queryFn: ({ signal }) => getProduct(category, slug, signal),
		// 'Product not found' from the server render is the answer, not a fetch to start again on hydration
		retryOnMount: false,
	});

export function useProduct(category: string, slug: string) {
	return useQuery(productQuery(category, slug));
}
