import { categoriesResponseSchema } from "@pitara/shared";
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
			response: { 200: categoriesResponseSchema },
		},
		read: () => categoriesRequest({ db: app.db, cache: app.catalogueCache }),
	});
};
