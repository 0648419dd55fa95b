import { SORT_OPTIONS, type SortOption } from "./constants.ts";
import { matchWebRoute, type WebRoute } from "./routes.ts";

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

/** The listing's parameters as the listing page reads them (what it does not understand is left out). */
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

/** A page of the web app as what it draws depends on it (pageAddress()). */
export interface PageAddress {
	route: WebRoute;
	/** the path, each part decoded and encoded again (`%2D` is `-`), without a trailing slash */
	path: string;
	/** only the query parameters the page reads, as it reads them, in one order; "" for none */
	search: string;
}

const PRODUCT_ROUTES: ReadonlySet<WebRoute> = new Set<WebRoute>(["productDetail", "productDetailAlt"]);

/**
 * The one spelling of a page's URL: two URLs with the same address draw the
 * same page (the server keeps one copy of it, drawn from this address).
 * A product page's parts are matched case-blind by the page (its data is
 * asked for in lower case), so they are lower-cased; a listing keeps only
 * what parseListingParams() understands; the product page its `variant`, else its `size` and `color`;
 * every other page reads no query. Null for a path that is no page.
 */
export function pageAddress(pathname: string, query: URLSearchParams): PageAddress | null {
	const route = matchWebRoute(pathname);
	if (route === null) return null;
	const product = PRODUCT_ROUTES.has(route);
	const parts = pathname
		.split("/")
		.filter(Boolean)
		.map((part) => {
			// as the web app's router decodes a parameter: a part that is not valid %-encoding is taken as it is
			let decoded = part;
			try {
				decoded = decodeURIComponent(part);
			} catch {}
			return encodeURIComponent(product ? decoded.toLowerCase() : decoded);
		});
	let search = "";
	if (route === "products") search = listingSearch(parseListingParams(query)).toString();
	else if (product) {
		const variant = Number(query.get("variant"));
		if (Number.isInteger(variant) && variant > 0) search = `variant=${variant}`;
		else {
			// a size (and colour) chosen by a link or a form without JavaScript (the product page reads them)
			const chosen = new URLSearchParams();
			for (const name of ["size", "color"]) {
				const value = query.get(name);
				if (value && value.length <= 40) chosen.set(name, value);
			}
			search = chosen.toString();
		}
	}
	return { route, path: `/${parts.join("/")}`, search };
}
