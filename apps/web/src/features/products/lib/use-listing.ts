import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useSearchParams } from "../../../lib/router.tsx";
import { filtersQuery, useFilters } from "../api/get-filters.ts";
import { useProducts } from "../api/get-products.ts";
import type { FilterChange } from "../components/filter-panel.tsx";
import { type ListingParams, listingFilters, listingSearch, parseListingParams, sameName } from "./listing-params.ts";

/**
 * The listing's rules, read from and written to the URL: its filters, its pages, what a filter change keeps. The
 * route (app/routes/products.tsx) only lays the parts out.
 */
export function useListing() {
	const [searchParams, setSearchParams] = useSearchParams();
	const params = useMemo(() => parseListingParams(searchParams), [searchParams]);
	const filterKey = JSON.stringify(listingFilters(params));
	// biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filters' content
	const filters = useMemo(() => listingFilters(params), [filterKey]);
	const queryClient = useQueryClient();

	const products = useProducts(filters, undefined, params.page);
	const choices = useFilters(params.category);

	const navigateTo = (next: ListingParams, replace = false) =>
		setSearchParams(listingSearch(next), { replace, preventScrollReset: replace });

	/**
	 * A filter change starts again at page 1; a new category keeps the
	 * subcategory and the brand only if they are still on offer in it.
	 */
	const applyChange = async (change: FilterChange) => {
		const next: ListingParams = { ...params, ...change, page: 1 };
		if ("category" in change && !sameName(change.category, params.category) && (next.subcategory || next.brand)) {
			try {
				const available = await queryClient.fetchQuery(filtersQuery(next.category));
				next.subcategory = available.sub_categories.find((name) => sameName(name, next.subcategory));
				next.brand = available.brands.find((name) => sameName(name, next.brand));
			} catch {
				next.subcategory = undefined;
			}
		}
		navigateTo(next);
	};

	const clearAll = () => navigateTo({ sort: params.sort, page: 1, ...(params.name ? { name: params.name } : {}) });

	// "Load more" raises ?page=; a shared or reloaded URL with ?page=3 loads the first three pages
	const loadedPages = products.data?.pages.length ?? 0;
	const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = products;
	useEffect(() => {
		if (loadedPages > 0 && loadedPages < params.page && hasNextPage && !isFetchingNextPage && !isError) {
			fetchNextPage();
		}
	}, [loadedPages, params.page, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

	return { params, products, choices, navigateTo, applyChange, clearAll, loadedPages };
}
