import { adminVariantParamsSchema, adminVariantPatchSchema, adminVariantSchema, rupeesToPaise } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearer, errorResponses } from "../../plugins/docs.ts";
import { changeVariant, variantBasics } from "../catalog/index.ts";

/**
 * Changing a variant's price, mrp and stock (DESIGN.md §3). Role admin only
 * (plugins/admin-guard.ts). The order status endpoint is in orders.routes.ts.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
	// before body validation, so that a visitor learns nothing about the shape of admin requests
	app.addHook("onRequest", app.requireAdmin);

	app.patch(
		"/admin/variants/:id",
		{
			schema: {
				tags: ["admin"],
				summary: "Change a variant's price, mrp (rupees) or stock",
				description:
					"mrp may not be below price (counting the values not sent); stock is a whole number ≥ 0. The product's lowest price follows by itself.",
				security: bearer,
				params: adminVariantParamsSchema,
				body: adminVariantPatchSchema,
				response: {
					200: z.object({ status: z.literal(true), message: z.string(), response: adminVariantSchema }),
					...errorResponses,
				},
			},
		},
		async (request) => {
			const { price, mrp, stock } = request.body;
			const { variant } = await changeVariant(app.db, request.params.id, {
				price: price === undefined ? undefined : rupeesToPaise(price),
				mrp: mrp === undefined ? undefined : rupeesToPaise(mrp),
				stock,
			});
			return {
				status: true as const,
				message: "Variant updated",
				response: variantBasics(variant),
			};
		},
	);
};
