import {
	adminOrderStatusParamsSchema,
	adminOrderStatusRequestSchema,
	adminVariantParamsSchema,
	adminVariantPatchSchema,
	adminVariantSchema,
	messages,
	orderResponseSchema,
	rupeesToPaise,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth.ts";
import { bearer, errorResponses } from "../../plugins/docs.ts";
import { changeOrderStatus } from "../../workflows/change-order-status.ts";
import { changeVariant, variantBasics } from "../catalog/index.ts";
import { orderView } from "../orders/index.ts";

/**
 * The two staff endpoints the shop needs before its console exists
 * (DESIGN.md §3): moving an order along its life and changing a variant's
 * price, mrp and stock. Role admin only.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
	// before body validation, so that a visitor learns nothing about the shape of admin requests
	app.addHook("onRequest", app.requireAdmin);

	app.post(
		"/admin/orders/:order_id/status",
		{
			schema: {
				tags: ["admin"],
				summary: "Move an order: Pending → Shipped → Delivered; Pending or Shipped → Cancelled",
				description:
					"Writes a tracking row with the admin's name and texts the shopper. Shipping an online order needs it paid; COD becomes Paid on Delivered; cancelling returns the stock and refunds what was paid. Any other move → 409.",
				security: bearer,
				params: adminOrderStatusParamsSchema,
				body: adminOrderStatusRequestSchema,
				response: { 200: orderResponseSchema, ...errorResponses },
			},
		},
		async (request) => {
			const admin = currentUser(request);
			const order = await changeOrderStatus(app, request.log, {
				orderId: request.params.order_id,
				status: request.body.status,
				actor: { userId: admin.id, name: admin.fullName, role: "admin" },
			});
			return {
				status: true as const,
				message: messages.orders.statusUpdated(order.status),
				response: await orderView(app.db, order),
			};
		},
	);

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
