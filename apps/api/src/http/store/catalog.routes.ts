import { catalogueLangQuerySchema, categoriesResponseSchema } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoriesRequest } from "../../modules/catalog/index.ts";
import { publicRead } from "../public-reads.ts";
import { productRoutes } from "./products.routes.ts";
import { reviewRoutes } from "./reviews.routes.ts";

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
	await app.register(productRoutes);
	await app.register(reviewRoutes);

	publicRead(app, {
		method: "GET",
		path: "/category/subcategory/fetch",
		compress: false,
		knownUrls: true,
		schema: {
			tags: ["catalog"],
			summary: "Categories with their subcategories, for the category bar",
			description:
				"`?lang=hi` adds `category_label` and each subcategory's `label`: the Hindi name where the shop wrote one, else the English (decision 061); the English names stay the ones links carry.",
			querystring: catalogueLangQuerySchema,
			response: { 200: categoriesResponseSchema },
		},
		read: ({ query }) => categoriesRequest({ db: app.db, cache: app.catalogueCache }, query.lang),
	});
};
