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
} from "./admin/admin-products.service.ts";
export { adjustStock, bulkChangeProducts, bulkPrice, stockReasonLabel } from "./admin/bulk.service.ts";
export { STAGED_FOR_MS, stagePicture } from "./admin/colour-pictures.service.ts";
export {
	addVariantImage,
	changeImageAlt,
	removeImage,
	reorderVariantImages,
	toAdminImage,
} from "./admin/product-images.service.ts";
export { setProductActive } from "./admin/product-status.repository.ts";
export { exportProductsCsv, ImportNotApplied, importProductsCsv } from "./admin/products-csv.service.ts";
export {
	type InventoryRow,
	inventoryPage,
	type StockAdjustmentRow,
	stockAdjustmentsOf,
} from "./admin/stock-adjustments.repository.ts";
export { type LowStockRow, lowStockVariants, skusOf } from "./admin/stock-report.repository.ts";
export {
	adminTaxonomy,
	createTaxonomyItem,
	orderTaxonomy,
	updateTaxonomyItem,
} from "./admin/taxonomy-admin.service.ts";
export { catalogueTranslationCounts, type TranslationCount } from "./admin/translations.repository.ts";
export { changeVariant } from "./admin/variants.service.ts";
export {
	findVariantLines,
	type OrderLineRow,
	orderLinesFrom,
	orderLinesSql,
	scopeNames,
	type VariantLineRow,
} from "./lines/lines.repository.ts";
export { lineFields, lineImages } from "./lines/lines.service.ts";
export {
	DEFAULT_WINDOW_DAYS,
	defaultPolicy,
	type ReturnPolicy,
	resolvePolicy,
	returnUntil,
} from "./returns/return-policy.ts";
export {
	deleteReturnRule,
	exchangeCandidates,
	policyWords,
	productsOfVariants,
	putReturnRule,
	RETURN_POLICY_TAG,
	type ReturnRuleRow,
	returnPoliciesOf,
	returnRulesOverview,
	ruleTargetExists,
} from "./returns/return-rules.repository.ts";
export {
	deleteReviewsOfUser,
	findUserReview,
	listReviews,
	markVerifiedReviews,
	type ReviewRow,
	reviewSummary,
	reviewsOfUser,
	upsertReview,
	variantIdsOfProduct,
} from "./reviews/reviews.repository.ts";
export {
	type CatalogueRequest,
	categoriesRequest,
	detailRequest,
	filtersRequest,
	listingRequest,
	similarRequest,
	suggestionsRequest,
} from "./store/catalogue-answers.service.ts";
export { randomSuperSubcategories, someBrands, subcategoriesOf } from "./store/home-taxonomy.service.ts";
export { categoryLinkTarget, type ProductLinkTarget, productLinkTargets } from "./store/link-targets.repository.ts";
export {
	productExists,
	sitemapListings,
	sitemapProducts,
	taxonomyNamesAsSpelled,
} from "./store/products.repository.ts";
export { listing, productDetail, variantBasics } from "./store/products.service.ts";
export { announceScheduledProducts } from "./store/scheduled-products.repository.ts";
export { startScheduledProducts } from "./store/scheduled-products.ts";
export {
	currentStock,
	reserveStock,
	returnStock,
	type StockTakenRow,
	stockTaken,
	takeStockCtes,
} from "./variants/stock.repository.ts";
export {
	shippingSizesOf,
	type VariantShippingSize,
} from "./variants/variants.repository.ts";
