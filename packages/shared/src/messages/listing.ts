/** The listing page's texts (app/routes/products.tsx and its parts): only that page loads them. */

export const sortBy = "Sort by";
export const sort = "Sort";
export const loadingProducts = "Loading products";
export const tryAgainLower = "Try again";
export const noProductsFor = (name: string) => `No products found for “${name}”.`;
export const seeAllProducts = "See all products";
export const showing = (shown: number, total: number) => `Showing ${shown} of ${total}`;
export const loading = "Loading…";
export const resultsFor = (name: string) => `Results for “${name}”`;
export const filters = "Filters";
export const filtersCount = (count: number) => (count > 0 ? `Filters (${count})` : "Filters");
export const clearAll = "Clear all";
export const showCount = (count: number) => `Show ${count} ${count === 1 ? "product" : "products"}`;
export const showProducts = "Show products";
export const productsRegion = "Products";
export const filtersInUse = "Filters in use";
export const removeFilter = (label: string) => `Remove filter ${label}`;
export const chipCategory = (name: string) => `Category: ${name}`;
export const chipSubcategory = (name: string) => `Subcategory: ${name}`;
export const chipBrand = (name: string) => `Brand: ${name}`;
export const chipAge = (name: string) => `Age: ${name}`;
export const chipPrice = (range: string) => `Price: ${range}`;

export const resultsFor2 = "Results for “";
/** "Show all 12 brands" (`kind` lower-case and singular) */
export const showAllOf = (count: number, kind: string) => `Show all ${count} ${kind}s`;
export const showFewer = "Show fewer";
export const price = "Price";
export const min = "Min (₹)";
export const max = "Max (₹)";
export const apply = "Apply";

/** the filter panel's headings and its "all" choices */
export const category = "Category";
export const subcategory = "Subcategory";
export const brand = "Brand";
export const age = "Age";
export const allCategories = "All categories";
export const allSubcategories = "All subcategories";
export const allBrands = "All brands";
export const allAges = "All ages";
export const pricesNotNumbers = "Prices must be numbers of 0 or more";
/** the sort choices, by their value in the URL */
export const sortLabels = {
	featured: "Featured",
	"price-low": "Price: Low to High",
	"price-high": "Price: High to Low",
	newest: "Newest First",
} as Record<string, string>;
/** the age groups (AGE_GROUPS) as the shopper reads them; the URL keeps the English */
export const ageGroups = {
	"0-6 months": "0-6 months",
	"6-24 months": "6-24 months",
	"2-3 years": "2-3 years",
	"4-5 years": "4-5 years",
	"6-8 years": "6-8 years",
	"8-10 years": "8-10 years",
	"10-12 years": "10-12 years",
	"12+ years": "12+ years",
} as Record<string, string>;
