import { adminVariantParamsSchema, adminVariantPatchSchema, adminVariantSchema, rupeesToPaise } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { audited } from "../../modules/audit/index.ts";
import { changeVariant, variantBasics } from "../../modules/catalog/index.ts";
import { bearer, errorResponses } from "../../plugins/docs.ts";
import { staffOf } from "./staff-guard.ts";

/**
 * Changing a variant's price, mrp and stock (DESIGN.md §3). Role admin only
 * (http/admin/staff-guard.ts). The order status endpoint is in orders.routes.ts.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
	app.patch(
		"/variants/:id",
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
			// in the audit entry's transaction: the change and its entry are written together or not at all
			const variant = await audited(app.db, staffOf(request), { entity: "variant", action: "update" }, async (tx) => {
				const done = await changeVariant(tx, request.params.id, {
					price: price === undefined ? undefined : rupeesToPaise(price),
					mrp: mrp === undefined ? undefined : rupeesToPaise(mrp),
					stock,
				});
				return {
					entityId: done.variant.id,
					before: variantBasics(done.before),
					after: variantBasics(done.variant),
					result: done.variant,
				};
			});
			return {
				status: true as const,
				message: "Variant updated",
				response: variantBasics(variant),
			};
		},
	);
};
