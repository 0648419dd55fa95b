import { SORT_OPTIONS, type SortOption } from "@pitara/shared";

/**
 * The listing's state lives in the URL (`/products?category=&subcategory=&
 * brand=&age=&name=&min_price=&max_price=&sort=&page=`), so a listing can be
 * shared and the back button works. `page` is how many pages are loaded.
 */
export interface ListingParams {
	category?: string;
	subcategory?: string;
	brand?: string;
	age?: string;
	name?: string;
	/** rupees */
	minPrice?: number;
	/** rupees */
	maxPrice?: number;
	sort: SortOption;
	page: number;
}

/** The part of the params that selects products (everything but how many pages are shown). */
export type ListingFilters = Omit<ListingParams, "page">;

const text = (params: URLSearchParams, key: string) => {
	const value = params.get(key)?.trim();
	return value ? value.slice(0, 100) : undefined;
};

const price = (params: URLSearchParams, key: string) => {
	const raw = params.get(key)?.trim();
	if (!raw) return undefined;
	const value = Number(raw);
	return Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function parseListingParams(params: URLSearchParams): ListingParams {
	const sort = params.get("sort");
	const page = Number(params.get("page"));
	const result: ListingParams = {
		sort: (SORT_OPTIONS as readonly string[]).includes(sort ?? "") ? (sort as SortOption) : "featured",
		page: Number.isInteger(page) && page >= 1 && page <= 50 ? page : 1,
	};
	const category = text(params, "category");
	const subcategory = text(params, "subcategory");
	const brand = text(params, "brand");
	const age = text(params, "age");
	const name = text(params, "name");
	const minPrice = price(params, "min_price");
	const maxPrice = price(params, "max_price");
	if (category) result.category = category;
	if (subcategory) result.subcategory = subcategory;
	if (brand) result.brand = brand;
	if (age) result.age = age;
	if (name) result.name = name;
	if (minPrice !== undefined) result.minPrice = minPrice;
	if (maxPrice !== undefined) result.maxPrice = maxPrice;
	return result;
}

/** The URL query for a listing; defaults (featured, page 1) are left out so URLs stay short. */
export function listingSearch(params: Partial<ListingParams>): URLSearchParams {
	const query = new URLSearchParams();
	if (params.category) query.set("category", params.category);
	if (params.subcategory) query.set("subcategory", params.subcategory);
	if (params.brand) query.set("brand", params.brand);
	if (params.age) query.set("age", params.age);
	if (params.name) query.set("name", params.name);
	if (params.minPrice !== undefined) query.set("min_price", String(params.minPrice));
	if (params.maxPrice !== undefined) query.set("max_price", String(params.maxPrice));
	if (params.sort && params.sort !== "featured") query.set("sort", params.sort);
	if (params.page && params.page > 1) query.set("page", String(params.page));
	return query;
}

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

export const SORT_LABELS: Record<SortOption, string> = {
	featured: "Featured",
	"price-low": "Price: Low to High",
	"price-high": "Price: High to Low",
	newest: "Newest First",
};

/** Case-insensitive equality of names from the URL and from the API ("girls" is "Girls"). */
export const sameName = (a: string | undefined, b: string | undefined) =>
	(a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
