import * as shellMessages from "./shell.ts";

export const productsFailed = "Failed to load products";
export const filtersFailed = "Failed to load filters";
export const categoriesFailed = "Failed to load categories";
/** also the page frame's, while the category bar loads: one text, kept in shellMessages (every page's first load) */
export const loadingCategories = shellMessages.loadingCategories;
export const noSubcategories = "No subcategories found";
export const invalidProduct = "Invalid product data structure";
export const productFailed = "Failed to load product";
export const errorLoadingProduct = "Error Loading Product";
export const productNotFound = "Product not found";
export const noSimilar = "No similar products found";
export const reviewSubmitted = "Review submitted successfully!";
export const allProducts = "All Products";
export const productCount = (count: number) => `${count} ${count === 1 ? "product" : "products"}`;
export const noProducts = "No products match these filters.";
export const clearFilters = "Clear all filters";
export const loadMore = "Load more";
export const tryAgain = "Try Again";
export const backToHome = "Back to Home";
export const outOfStock = "Out of stock";
export const onlyLeft = (count: number) => `Only ${count} left`;
export const inStock = "In stock";
export const soldOutCombination = "This size and colour is sold out";
export const noSuggestions = "No matching products";
