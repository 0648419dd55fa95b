import { shellMessages } from "./shell.ts";

export const catalogMessages = {
	productsFailed: "Failed to load products",
	filtersFailed: "Failed to load filters",
	categoriesFailed: "Failed to load categories",
	/** also the page frame's, while the category bar loads: one text, kept in shellMessages (every page's first load) */
	loadingCategories: shellMessages.loadingCategories,
	noSubcategories: "No subcategories found",
	invalidProduct: "Invalid product data structure",
	productFailed: "Failed to load product",
	errorLoadingProduct: "Error Loading Product",
	productNotFound: "Product not found",
	noSimilar: "No similar products found",
	reviewSubmitted: "Review submitted successfully!",
	allProducts: "All Products",
	productCount: (count: number) => `${count} ${count === 1 ? "product" : "products"}`,
	noProducts: "No products match these filters.",
	clearFilters: "Clear all filters",
	loadMore: "Load more",
	tryAgain: "Try Again",
	backToHome: "Back to Home",
	outOfStock: "Out of stock",
	onlyLeft: (count: number) => `Only ${count} left`,
	inStock: "In stock",
	soldOutCombination: "This size and colour is sold out",
	noSuggestions: "No matching products",
} as const;
