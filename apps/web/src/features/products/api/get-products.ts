import { catalogMessages, LIMITS, type Product } from "@pitara/shared";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { productsKeys } from "../keys.ts";
import type { ListingFilters } from "../lib/listing-params.ts";

export interface ProductsPage {
	products: Product[];
	total: number;
	page: number;
	pageSize: number;
}

/** One page of the listing, filtered, sorted and paged by the server. */
export async function getProducts(
	filters: ListingFilters,
	page: number,
	pageSize: number = LIMITS.defaultPageSize,
	signal?: AbortSignal,
): Promise<ProductsPage> {
	// the lean GET form: portal-fetch's products without the variants' HTML, which a browser (and a CDN) can keep
	const query = new URLSearchParams();
	const params: Record<string, string | number | undefined> = {
		category: filters.category,
		sub_category: filters.subcategory,
		brand: filters.brand,
		age: filters.age,
		name: filters.name,
		min_price: filters.minPrice,
		max_price: filters.maxPrice,
		sort: filters.sort,
		page,
		page_size: pageSize,
	};
	for (const [key, value] of Object.entries(params)) {
		if (value !== undefined && value !== "") query.set(key, String(value));
	}
	const data = await api.get(`/products?${query}`, { signal });
	if (data?.status !== true || !Array.isArray(data.response)) throw new ShopperError(catalogMessages.productsFailed);
	return {
		products: data.response,
		total: data.total ?? data.response.length,
		page: data.page ?? page,
		pageSize: data.page_size ?? pageSize,
	};
}

export const productsQuery = (filters: ListingFilters, pageSize: number = LIMITS.defaultPageSize) =>
	infiniteQueryOptions({
		queryKey: productsKeys.list(filters, pageSize),
		queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, pageSize, signal),
		initialPageParam: 1,
		getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
	});

/**
 * The listing as pages; fetchNextPage() loads the next one. `pages`: how many
 * the URL asks for (?page=), which the server render loads at once.
 */
export function useProducts(filters: ListingFilters, pageSize?: number, pages = 1) {
	return useInfiniteQuery({ ...productsQuery(filters, pageSize), meta: { pages } });
}

/** The first `count` products of a category, featured first: the home page's BIOTIQUES. */
export const categoryShowcaseQuery = (category: string, count: number) =>
	queryOptions({
		queryKey: productsKeys.showcase(category, count),
		queryFn: ({ signal }) => getProducts({ category, sort: "featured" }, 1, count, signal),
		staleTime: 60_000,
	});

export function useCategoryShowcase(category: string, count: number) {
	return useQuery(categoryShowcaseQuery(category, count));
}
