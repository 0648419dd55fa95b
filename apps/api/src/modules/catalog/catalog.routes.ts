import { categoriesResponseSchema } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listCategoryTree } from "./categories.repository.ts";
import { productRoutes } from "./products.routes.ts";
import { reviewRoutes } from "./reviews.routes.ts";

export const CATEGORY_TREE_CACHE_KEY = "catalog:category-tree";

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
	await app.register(productRoutes);
	await app.register(reviewRoutes);

	app.get(
		"/category/subcategory/fetch",
		{
			schema: {
				tags: ["catalog"],
				summary: "Categories with their subcategories, for the category bar",
				response: { 200: categoriesResponseSchema },
			},
		},
		async (_request, reply) => {
			const response = await app.cache.wrap(CATEGORY_TREE_CACHE_KEY, 60, () => listCategoryTree(app.db));
			reply.header("cache-control", "public, max-age=60");
			return { status: true as const, response };
		},
	);
};
