import { categoriesResponseSchema } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoriesRequest } from "../../modules/catalog/index.ts";
import { answerKnownUrls, serveCatalogue } from "../../plugins/catalogue-cache.ts";
import { productRoutes } from "./products.routes.ts";
import { reviewRoutes } from "./reviews.routes.ts";

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
			compress: false,
			onRequest: answerKnownUrls(app),
		},
		async (request, reply) =>
			serveCatalogue(app, request, reply, {
				...categoriesRequest({ db: app.db, cache: app.catalogueCache }),
				schema: categoriesResponseSchema,
			}),
	);
};
