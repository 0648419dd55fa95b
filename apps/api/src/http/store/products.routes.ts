import {
	apiErrorSchema,
	filtersQuerySchema,
	filtersResponseSchema,
	portalFetchRequestSchema,
	productFiltersSchema,
	productLangQuerySchema,
	productListQuerySchema,
	productListResponseSchema,
	productListWithHtmlResponseSchema,
	SHOWN_STOCK_MAX,
	suggestionsQuerySchema,
	suggestionsResponseSchema,
} from "@pitara/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
	detailRequest,
	filtersRequest,
	listingRequest,
	similarRequest,
	suggestionsRequest,
} from "../../modules/catalog/index.ts";
import { publicRead } from "../public-reads.ts";
import { isSearch, searchLimit as searchLimitOf } from "./search-limit.ts";

const productParamsSchema = z.object({
	category: z.string().trim().min(1).max(100),
	slug: z.string().trim().min(1).max(200),
});

/** The catalogue's answers go out as the bytes the catalogue cache keeps, already compressed. */
const cached = { compress: false } as const;

export { SEARCH_RATE_LIMIT } from "./search-limit.ts";

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
	const deps = { db: app.db, cache: app.catalogueCache };
	const searchName = (request: FastifyRequest): unknown => {
		const query = request.query as { name?: unknown } | undefined;
		const body = request.body as { filters?: { name?: unknown } } | undefined;
		return query?.name ?? body?.filters?.name;
	};
	const searchLimit = searchLimitOf(app);
	const searchesOnly = async (request: FastifyRequest) => {
		if (isSearch(searchName(request))) await searchLimit(request);
	};

	// the SPEC's one POST for three reads: the browser's alone (the server renderer reads their GET forms)
	publicRead(app, {
		method: "POST",
		path: "/products/all/portal-fetch",
		ssr: false,
		...cached,
		guard: searchesOnly,
		schema: {
			tags: ["catalog"],
			summary: "Products: the listing, one product's detail, or similar products",
			description: [
				"One endpoint, three calls, told apart by the body; each answers products in the whole shape of SPEC.md §3, every variant with its sanitised `description` and `Specifications` HTML (the GET forms below can be cached by browsers and CDNs; those of the listing and of similar products are lean, without the HTML):",
				"- **listing** `{ filters: { category, sub_category, brand, age, name, min_price, max_price, sort, page, page_size } }`:",
				"  every filter optional; names match case-insensitively (slugs too); prices in rupees; `sort` is featured (default),",
				"  price-low, price-high or newest; `page` from 1, `page_size` default 24, at most 96. `name` searches with full text",
				"  and trigram similarity, so a misspelling still finds the product. Answers `total`, `page` and `page_size` beside",
				"  the products. `GET /api/products?…` is its lean form.",
				"- **detail** `{ category, name }`: `name` is the product's name (any case) or its slug. Answers a list of one product whose variants carry",
				"  sanitised `description` and `Specifications` HTML; 404 'Product not found' otherwise. Same as `GET /api/products/{category}/{slug}`.",
				"- **similar** `{ category, exclude? }`: up to 4 other products of the category, `exclude` being the slug of the",
				"  product they are similar to. `GET /api/products/{category}/{slug}/similar` is its lean form.",
				"",
				`A variant's \`stock\` is exact up to ${SHOWN_STOCK_MAX}; more is shown as ${SHOWN_STOCK_MAX} ("${SHOWN_STOCK_MAX} or more").`,
			].join("\n"),
			querystring: productLangQuerySchema,
			body: portalFetchRequestSchema,
			response: { 200: productListWithHtmlResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
		},
		read: ({ body, query }) => {
			const lang = query.lang;
			if (!body.filters && body.category && body.name) return detailRequest(deps, body.category, body.name, lang);
			if (!body.filters && body.category) return similarRequest(deps, body.category, body.exclude, "full", lang);
			return listingRequest(deps, body.filters ?? productFiltersSchema.parse({}), "full", lang);
		},
	});

	publicRead(app, {
		method: "GET",
		path: "/products",
		...cached,
		knownUrls: true,
		guard: searchesOnly,
		schema: {
			tags: ["catalog"],
			summary: "The listing: filtered, sorted and paged (the lean GET form of portal-fetch's listing)",
			description:
				"The same filters as portal-fetch's `filters`, as query parameters: `?category=Girls&sub_category=Frocks%20%26%20Dresses&sort=price-low&page=2`; `name` searches (Devanagari words search the Hindi names). Answers what the POST answers without the variants' HTML (a page of cards stays small), with a strong ETag (send it back in If-None-Match for a 304). `?lang=hi` answers each product's Hindi name where the shop wrote one, else the English, with `name_en`, `category_label` and `sub_category_label` (decision 061).",
			querystring: productListQuerySchema,
			response: { 200: productListResponseSchema, 400: apiErrorSchema },
		},
		read: ({ query }) => {
			const { lang, ...filters } = query;
			return listingRequest(deps, filters, "lean", lang);
		},
	});

	publicRead(app, {
		method: "GET",
		path: "/products/:category/:slug",
		...cached,
		knownUrls: true,
		schema: {
			tags: ["catalog"],
			summary: "One product's page: a list of one product, variants with sanitised HTML (GET form of the detail)",
			description:
				"`?lang=hi`: the Hindi name, short description (`short_description`) and description (every variant's `description`) where the shop wrote them, else the English (decision 061).",
			params: productParamsSchema,
			querystring: productLangQuerySchema,
			response: { 200: productListWithHtmlResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
		},
		read: ({ params, query }) => detailRequest(deps, params.category, params.slug, query.lang),
	});

	publicRead(app, {
		method: "GET",
		path: "/products/:category/:slug/similar",
		...cached,
		knownUrls: true,
		schema: {
			tags: ["catalog"],
			summary:
				"Up to 4 other products of the category, the product's subcategory first (lean GET form of similar: no HTML)",
			params: productParamsSchema,
			querystring: productLangQuerySchema,
			response: { 200: productListResponseSchema, 400: apiErrorSchema },
		},
		read: ({ params, query }) => similarRequest(deps, params.category, params.slug, "lean", query.lang),
	});

	publicRead(app, {
		method: "GET",
		path: "/products/all/filters",
		...cached,
		knownUrls: true,
		schema: {
			tags: ["catalog"],
			summary: "The choices of the listing's filter panel",
			description:
				"Price range (rupees) and the categories, subcategories, brands and age groups that have products. With `?category=` the subcategories and brands are those of that category. `?lang=hi` adds `category_labels` and `sub_category_labels`: each one's name to show by its English name, the Hindi name where the shop wrote one, else the English (decision 061).",
			querystring: filtersQuerySchema,
			response: { 200: filtersResponseSchema, 400: apiErrorSchema },
		},
		read: ({ query }) => filtersRequest(deps, query.category, query.lang),
	});

	// the search box's: the browser's alone
	publicRead(app, {
		method: "GET",
		path: "/search/suggestions",
		ssr: false,
		...cached,
		knownUrls: true,
		guard: searchLimit,
		schema: {
			tags: ["catalog"],
			summary: "Suggestions for the search box",
			description:
				"Up to 8: categories, subcategories and brands whose name is close to `q`, then products found by full text (words as prefixes) or trigram similarity, so 'frok' suggests frocks: products named so first, then those whose keywords hold the words; spelling guesses only when no product holds the words themselves. Fewer than 2 characters answer an empty list.",
			querystring: suggestionsQuerySchema,
			response: { 200: suggestionsResponseSchema, 400: apiErrorSchema },
		},
		read: ({ query }) => suggestionsRequest(deps, query.q, query.lang),
	});
};
