import { z } from "zod";
import { LIMITS, SORT_OPTIONS } from "../constants.ts";
import * as e from "../messages/errors.ts";
import { reviewsMessages } from "../messages.ts";
import { catalogueLangSchema } from "./catalog.ts";

/**
 * The catalogue's product calls (SPEC.md §3 and §7, DESIGN.md §3): the
 * listing with its filters, a product's detail, similar products, the filter
 * choices, search suggestions and reviews. Prices are rupees here; the
 * database keeps paise.
 */

const text = (max = 100) => z.string().trim().max(max, e.atMostCharacters(max));
/** "" and null mean "no filter", as the web app's empty form fields send them. */
const optionalText = (max = 100) =>
	z.preprocess((value) => (value === null || value === "" ? undefined : value), text(max).optional());

const rupees = (field: string) =>
	z.preprocess(
		(value) => (value === null || value === "" ? undefined : value),
		z.coerce
			.number({ error: e.fieldNumber(field) })
			.min(0, e.fieldNotNegative(field))
			.max(10_000_000, e.fieldTooLarge(field))
			.optional(),
	);

/** The listing's filters, all optional; names are matched case-insensitively. */
export const productFiltersSchema = z.object({
	category: optionalText(),
	sub_category: optionalText(),
	brand: optionalText(),
	/** one of AGE_GROUPS ("2-3 years"); "2-3" is understood too */
	age: optionalText(),
	/** words to search for in names, brands, categories and colours; tolerant of spelling slips */
	name: optionalText(),
	/** rupees */
	min_price: rupees("min_price"),
	/** rupees */
	max_price: rupees("max_price"),
	sort: z.preprocess(
		(value) => (value === null || value === "" ? undefined : value),
		z.enum(SORT_OPTIONS, { error: e.fieldOneOf("sort", SORT_OPTIONS) }).default("featured"),
	),
	/** from 1 */
	page: z.coerce
		.number({ error: e.fieldNumber("page") })
		.int()
		.min(1, e.pageStartsAt1)
		.max(10_000)
		.default(1),
	page_size: z.coerce
		.number({ error: e.fieldNumber("page_size") })
		.int()
		.min(1, e.fieldAtLeast("page_size", 1))
		.max(LIMITS.maxPageSize, e.fieldAtMost("page_size", LIMITS.maxPageSize))
		.default(LIMITS.defaultPageSize),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;
export type ProductFiltersInput = z.input<typeof productFiltersSchema>;

/**
 * POST /api/products/all/portal-fetch serves three calls (SPEC.md §7):
 * - listing: `{ filters: { category, sub_category, brand, age, name, min_price, max_price, sort, page, page_size } }`
 *   (an empty body lists everything);
 * - detail: `{ category, name }`, the category's name or slug and the product's name or slug;
 * - similar: `{ category, exclude? }`, a category text and the slug of the product to leave out.
 */
export const portalFetchRequestSchema = z.object({
	filters: productFiltersSchema.optional(),
	category: optionalText(),
	/** the detail: the product's name (as SPEC.md §7 has it, any case) or its slug */
	name: optionalText(200),
	/** similar products: the slug of the product they are similar to */
	exclude: optionalText(200),
});
export type PortalFetchRequest = z.input<typeof portalFetchRequestSchema>;

export const productImageSchema = z.object({
	image_id: z.number().int(),
	/** the 480px WebP; derive the srcset with imageSources() */
	image_url: z.string(),
	alt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const variantSchema = z.object({
	id: z.number().int(),
	product_id: z.number().int(),
	size: z.string(),
	color: z.string(),
	/** rupees */
	price: z.number(),
	/** rupees */
	mrp: z.number(),
	stock: z.number().int(),
	/** sanitised HTML; in SPEC.md's calls (POST portal-fetch) and the detail, not in the lean GET listing and similar */
	description: z.string().optional(),
	/** sanitised HTML; in SPEC.md's calls (POST portal-fetch) and the detail, not in the lean GET listing and similar */
	Specifications: z.string().optional(),
	images: z.array(productImageSchema),
	brand: z.string(),
});
export type Variant = z.infer<typeof variantSchema>;

export const ratingSummarySchema = z.object({
	/** 0 when there are no reviews; one decimal */
	average: z.number(),
	count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productSchema = z.object({
	product_id: z.number().int(),
	name: z.string(),
	/** URL-safe, unique within the category: /products/{category}/{slug} */
	slug: z.string(),
	brand: z.string(),
	category: z.string(),
	sub_category: z.string(),
	featured: z.boolean(),
	createdAt: z.string(),
	age_groups: z.array(z.string()),
	rating: ratingSummarySchema,
	/** rupees: the price and mrp of the variant a card's Add to Cart adds (`cardVariant`: the cheapest in stock, else the cheapest) */
	price: z.number(),
	mrp: z.number(),
	/** true when some variant has stock */
	in_stock: z.boolean(),
	/** the variants */
	other_info: z.array(variantSchema),
	/** the product page only: its own warranty text; null for the shop's default (GET /api/shop) */
	warranty: z.string().nullable().optional(),
	/** `?lang=hi` only (decision 061; `name` is then the Hindi name, else the English): the English name */
	name_en: z.string().optional(),
	/** `?lang=hi` only: the category and subcategory to show; `category` and `sub_category` stay the English of links */
	category_label: z.string().optional(),
	sub_category_label: z.string().optional(),
	/** `?lang=hi` and the product page only: the Hindi short description, null when the shop has not written one */
	short_description: z.string().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;
/**
 * A product's page (GET /api/products/{category}/{slug}): the product with its return policy in words, drawn by
 * the server (decision 047: "Easy 15-day returns and size exchange"). A type only: the storefront's first load
 * carries no schema for it.
 */
export type ProductPage = Product & { return_policy?: string };

export const productListResponseSchema = z.object({
	status: z.literal(true),
	response: z.array(productSchema),
	/** listing only: how many products match the filters, across pages */
	total: z.number().int().optional(),
	page: z.number().int().optional(),
	page_size: z.number().int().optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** SPEC.md §3's variant whole: with its description and specifications (sanitised HTML). */
export const variantWithHtmlSchema = variantSchema.extend({ description: z.string(), Specifications: z.string() });
export const productWithHtmlSchema = productSchema.extend({
	other_info: z.array(variantWithHtmlSchema),
	/** a product's page: its return policy in words, drawn by the server (decision 047) */
	return_policy: z.string().optional(),
});
/**
 * What POST /api/products/all/portal-fetch answers for all three of its calls
 * (SPEC.md §7) and GET /api/products/{category}/{slug}: products in the whole
 * shape of SPEC.md §3. The lean GET forms of the listing and of similar
 * products answer productListResponseSchema without the HTML.
 */
export const productListWithHtmlResponseSchema = productListResponseSchema.extend({
	response: z.array(productWithHtmlSchema),
});
export type ProductListWithHtmlResponse = z.infer<typeof productListWithHtmlResponseSchema>;

/** GET /api/products/all/filters */
export const filtersQuerySchema = z.object({ category: optionalText(), lang: catalogueLangSchema });
/** GET /api/products: the listing's filters and the answer's language */
export const productListQuerySchema = productFiltersSchema.extend({ lang: catalogueLangSchema });
/** GET /api/products/{category}/{slug} and …/similar, POST portal-fetch: the answer's language */
export const productLangQuerySchema = z.object({ lang: catalogueLangSchema });
export const filterChoicesSchema = z.object({
	/** rupees */
	min_price: z.number(),
	/** rupees */
	max_price: z.number(),
	categories: z.array(z.string()),
	/** of the category asked for, or of every category */
	sub_categories: z.array(z.string()),
	/** of the category asked for, or of every category */
	brands: z.array(z.string()),
	ages: z.array(z.string()),
	/** `?lang=hi` only: each category's name to show (Hindi, else English), by its English name, which links carry */
	category_labels: z.record(z.string(), z.string()).optional(),
	/** `?lang=hi` only: each subcategory's name to show, by its English name */
	sub_category_labels: z.record(z.string(), z.string()).optional(),
});
export type FilterChoices = z.infer<typeof filterChoicesSchema>;
export const filtersResponseSchema = z.object({ status: z.literal(true), filters: filterChoicesSchema });
export type FiltersResponse = z.infer<typeof filtersResponseSchema>;

/** GET /api/search/suggestions?q= */
export const suggestionsQuerySchema = z.object({
	q: z.string().trim().max(100, e.fewerWords).default(""),
	lang: catalogueLangSchema,
});
export const suggestionSchema = z.discriminatedUnion("type", [
	z.object({
		type: z.literal("product"),
		id: z.number().int(),
		name: z.string(),
		category: z.string(),
		slug: z.string(),
		brand: z.string(),
		/** rupees */
		price: z.number(),
		image_url: z.string().nullable(),
	}),
	/** `label`: `?lang=hi` only, the name to show (Hindi, else English); `name` stays the English a link carries */
	z.object({ type: z.literal("category"), id: z.number().int(), name: z.string(), label: z.string().optional() }),
	z.object({
		type: z.literal("subcategory"),
		id: z.number().int(),
		name: z.string(),
		category: z.string(),
		label: z.string().optional(),
	}),
	z.object({ type: z.literal("brand"), id: z.number().int(), name: z.string() }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z.object({ status: z.literal(true), response: z.array(suggestionSchema) });
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/* reviews ------------------------------------------------------------------ */

export const REVIEW_MAX_LENGTH = 2000;
const r = reviewsMessages;

/** POST /api/products/{productId}/reviews: one review per shopper per product; sending again edits it. */
export const reviewRequestSchema = z.object({
	rating: z.coerce
		.number({ error: r.ratingRequired })
		.int(r.ratingRequired)
		.min(1, r.ratingRequired)
		.max(5, r.ratingRequired),
	comment: z
		.string({ error: r.commentRequired })
		.trim()
		.min(1, { error: r.commentRequired, abort: true })
		.max(REVIEW_MAX_LENGTH, r.commentTooLong(REVIEW_MAX_LENGTH)),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
export type ReviewForm = z.input<typeof reviewRequestSchema>;

export const reviewSchema = z.object({
	id: z.number().int(),
	/** the reviewer's first name and initial: "Asha V." */
	user: z.string(),
	rating: z.number().int(),
	comment: z.string(),
	/** ISO date-time of the last edit */
	date: z.string(),
	/** the author bought the product and received it */
	verified_buyer: z.boolean(),
	/** true for the caller's own review */
	mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsSchema = z.object({
	average: z.number(),
	count: z.number().int(),
	/** how many of the reviews are by verified buyers */
	verified_count: z.number().int(),
	reviews: z.array(reviewSchema),
	/** the caller's own review, when logged in and written */
	mine: reviewSchema.nullable(),
});
export type Reviews = z.infer<typeof reviewsSchema>;
export const reviewsResponseSchema = z.object({ status: z.literal(true), response: reviewsSchema });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;
export const reviewSavedResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: reviewSchema,
});
export type ReviewSavedResponse = z.infer<typeof reviewSavedResponseSchema>;
export const productIdParamsSchema = z.object({
	productId: z.coerce
		.number({ error: e.fieldNumber("productId") })
		.int()
		.positive()
		.max(2_147_483_647),
});
