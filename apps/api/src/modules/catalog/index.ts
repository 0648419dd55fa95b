/**
 * Catalogue: categories, subcategories, brands, products, variants, their
 * pictures, stock and reviews. Other modules and workflows use only what is
 * here; they read variants through the lines read model, never the tables.
 */

export {
	adminCatalogueChoices,
	adminProductDetail,
	adminProductPage,
	auditProduct,
	type CatalogProductDetail,
	createProduct,
	deleteProduct,
	productOrdered,
	setProductVisible,
	updateProduct,
} from "./admin-products.service.ts";
export {
	type CatalogueRequest,
	categoriesRequest,
	detailRequest,
	filtersRequest,
	listingRequest,
	similarRequest,
	suggestionsRequest,
} from "./catalogue-answers.service.ts";
export { randomSuperSubcategories, someBrands, subcategoriesOf } from "./home-taxonomy.service.ts";
export {
	findVariantLines,
	type OrderLineRow,
	orderLinesFrom,
	orderLinesSql,
	type VariantLineRow,
} from "./lines.repository.ts";
export { lineFields, lineImages } from "./lines.service.ts";
export {
	addVariantImage,
	changeImageAlt,
	removeImage,
	reorderVariantImages,
	toAdminImage,
} from "./product-images.service.ts";
export { setProductActive } from "./product-status.repository.ts";
export { productExists, sitemapListings, sitemapProducts, taxonomyNamesAsSpelled } from "./products.repository.ts";
export { listing, productDetail, variantBasics } from "./products.service.ts";
export { exportProductsCsv, ImportNotApplied, importProductsCsv } from "./products-csv.service.ts";
export {
	findUserReview,
	listReviews,
	markVerifiedReviews,
	type ReviewRow,
	reviewSummary,
	upsertReview,
	variantIdsOfProduct,
} from "./reviews.repository.ts";
export {
	currentStock,
	returnStock,
	type StockTakenRow,
	stockTaken,
	takeStockCtes,
} from "./stock.repository.ts";
export { type LowStockRow, lowStockVariants, skusOf } from "./stock-report.repository.ts";
export { adminTaxonomy, createTaxonomyItem, orderTaxonomy, updateTaxonomyItem } from "./taxonomy-admin.service.ts";
export { changeVariant } from "./variants.service.ts";
