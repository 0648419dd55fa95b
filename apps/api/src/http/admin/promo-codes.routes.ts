import {
	adminIdParamSchema,
	adminOneOf,
	adminPageOf,
	adminPromoCreateSchema,
	adminPromoQuerySchema,
	adminPromoSchema,
	adminPromoUpdateSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { audited } from "../../modules/audit/index.ts";
import { adminPromoPage, changePromoCode, createPromoCode } from "../../modules/orders/index.ts";
import { pageOf, pageWindow } from "./paging.ts";
import { staffOf } from "./staff-guard.ts";

/** Promo codes: the orders module's, listed with their uses, created and changed in `audited()`. */
export const promoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/promo-codes",
		{
			schema: {
				summary: "Promo codes, newest first, with how many orders used each (q: part of the code)",
				querystring: adminPromoQuerySchema,
				response: { 200: adminPageOf(adminPromoSchema) },
			},
		},
		async (request) => {
			const { rows, total } = await adminPromoPage(app.db, { q: request.query.q }, pageWindow(request.query));
			return pageOf(rows, total, request.query);
		},
	);

	app.post(
		"/promo-codes",
		{
			schema: {
				summary:
					"Creates a promo code (stored upper-cased): a percentage off (with an optional cap) or a fixed amount off, a minimum order, first order only, once per customer, start and end",
				body: adminPromoCreateSchema,
				response: { 201: adminOneOf(adminPromoSchema) },
			},
		},
		async (request, reply) => {
			const promo = await audited(app.db, staffOf(request), { entity: "promo_code", action: "create" }, async (tx) => {
				const after = await createPromoCode(tx, request.body);
				return { entityId: after.id, before: null, after, result: after };
			});
			reply.code(201);
			return { status: true as const, message: `Promo code ${promo.code} created`, response: promo };
		},
	);

	app.patch(
		"/promo-codes/:id",
		{
			schema: {
				summary:
					"Changes a promo code (any field but the code itself); sending an amount off clears the percentage, and the other way round",
				params: adminIdParamSchema,
				body: adminPromoUpdateSchema,
				response: { 200: adminOneOf(adminPromoSchema) },
			},
		},
		async (request) => {
			const promo = await audited(app.db, staffOf(request), { entity: "promo_code", action: "update" }, async (tx) => {
				const done = await changePromoCode(tx, request.params.id, request.body);
				return { entityId: request.params.id, before: done.before, after: done.after, result: done.after };
			});
			return { status: true as const, message: `Promo code ${promo.code} saved`, response: promo };
		},
	);
};
