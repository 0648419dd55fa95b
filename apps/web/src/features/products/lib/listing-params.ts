import type { ListingParams, SortOption } from "@pitara/shared";

/** What the listing's URL holds, read and written as the server reads it (packages/shared/src/page-urls.ts). */
export { type ListingParams, listingSearch, parseListingParams } from "@pitara/shared";

/** The part of the params that selects products (everything but how many pages are shown). */
export type ListingFilters = Omit<ListingParams, "page">;

export function listingFilters({ page: _page, ...filters }: ListingParams): ListingFilters {
	return filters;
}

/** How many filters (not the sort) are set, for the mobile Filters button. */
export function activeFilterCount(params: ListingParams): number {
	return [
		params.category,
		params.subcategory,
		params.brand,
		params.age,
		params.minPrice !== undefined || params.maxPrice !== undefined ? "price" : undefined,
	].filter(Boolean).length;
}

/** Case-insensitive equality of names from the URL and from the API ("girls" is "Girls"). */
export const sameName = (a: string | undefined, b: string | undefined) =>
	(a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
