import type { ListingFilters } from "./lib/listing-params.ts";

/** The products feature's query keys; a review written elsewhere makes `all` stale (composed in app/). */
export const productsKeys = {
	all: ["products"] as const,
	list: (filters: ListingFilters, pageSize: number) => ["products", "list", filters, pageSize] as const,
	showcase: (category: string, count: number) => ["products", "showcase", category.toLowerCase(), count] as const,
	filters: (category: string | undefined) => ["products", "filters", (category ?? "").toLowerCase()] as const,
	detail: (category: string, slug: string) =>
		["products", "detail", category.toLowerCase(), slug.toLowerCase()] as const,
	similar: (category: string, exclude: string) =>
		["products", "similar", category.toLowerCase(), exclude.toLowerCase()] as const,
};
