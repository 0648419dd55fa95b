import {
	apiErrorSchema,
	filtersQuerySchema,
	filtersResponseSchema,
	messages,
	portalFetchRequestSchema,
	productFiltersSchema,
	productListResponseSchema,
	suggestionsQuerySchema,
	suggestionsResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors.ts";
import { filters, listing, productDetail, similar, suggestions } from "./products.service.ts";

export const FILTERS_CACHE_SECONDS = 60;
export const filtersCacheKey = (category: string | undefined) => `catalog:filters:${(category ?? "").toLowerCase()}`;

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
	app.post(
		"/products/all/portal-fetch",
		{
			schema: {
				tags: ["catalog"],
				summary: "Products: the listing, one product's detail, or similar products",
				description: [
					"One endpoint, three calls, told apart by the body:",
					"- **listing** `{ filters: { category, sub_category, brand, age, name, min_price, max_price, sort, page, page_size } }`:",
					"  every filter optional; names match case-insensitively (slugs too); prices in rupees; `sort` is featured (default),",
					"  price-low, price-high or newest; `page` from 1, `page_size` default 24, at most 96. `name` searches with full text",
					"  and trigram similarity, so a misspelling still finds the product. Answers `total`, `page` and `page_size` beside",
					"  the products (the total may lag changes by up to 30 s); variants carry no description HTML here.",
					"- **detail** `{ category, name }`: `name` is the product's slug. Answers a list of one product whose variants carry",
					"  sanitised `description` and `Specifications` HTML; 404 'Product not found' otherwise.",
					"- **similar** `{ category, exclude? }`: up to 4 other products of the category, `exclude` being the slug of the",
					"  product they are similar to.",
				].join("\n"),
				body: portalFetchRequestSchema,
				response: { 200: productListResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
			},
		},
		async (request) => {
			const body = request.body;
			if (!body.filters && body.category && body.name) {
				const product = await productDetail(app.db, body.category, body.name);
				if (!product) throw notFound(messages.catalog.productNotFound, "PRODUCT_NOT_FOUND");
				return { status: true as const, response: [product] };
			}
			if (!body.filters && body.category) {
				return { status: true as const, response: await similar(app.db, body.category, body.exclude) };
			}
			const parsed = body.filters ?? productFiltersSchema.parse({});
			const { products, total } = await listing(app.db, parsed, app.cache);
			return { status: true as const, response: products, total, page: parsed.page, page_size: parsed.page_size };
		},
	);

	app.get(
		"/products/all/filters",
		{
			schema: {
				tags: ["catalog"],
				summary: "The choices of the listing's filter panel",
				description:
					"Price range (rupees) and the categories, subcategories, brands and age groups that have products. With `?category=` the subcategories and brands are those of that category.",
				querystring: filtersQuerySchema,
				response: { 200: filtersResponseSchema, 400: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const { category } = request.query;
			const choices = await app.cache.wrap(filtersCacheKey(category), FILTERS_CACHE_SECONDS, () =>
				filters(app.db, category),
			);
			reply.header("cache-control", `public, max-age=${FILTERS_CACHE_SECONDS}`);
			return { status: true as const, filters: choices };
		},
	);

	app.get(
		"/search/suggestions",
		{
			schema: {
				tags: ["catalog"],
				summary: "Suggestions for the search box",
				description:
					"Up to 8: categories, subcategories and brands whose name is close to `q`, then products found by full text (words as prefixes) or trigram similarity, so 'frok' suggests frocks. Fewer than 2 characters answer an empty list.",
				querystring: suggestionsQuerySchema,
				response: { 200: suggestionsResponseSchema, 400: apiErrorSchema },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "public, max-age=60");
			return { status: true as const, response: await suggestions(app.db, request.query.q) };
		},
	);
};
