import {
	afterSaleMessages,
	apiErrorSchema,
	cancellationRequestSchema,
	cancellationResponseSchema,
	creditResponseSchema,
	orderIdParamsSchema,
	paiseToRupees,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orderView } from "../../modules/orders/index.ts";
import { creditBalance, creditEntriesOf } from "../../modules/payments/index.ts";
import { bearer } from "../../plugins/docs.ts";
import { perUser } from "../../plugins/rate-limit.ts";
import { cancelOrderLines } from "../../workflows/cancel-order-lines.ts";
import { currentUser } from "../caller.ts";
import { idempotencyKey } from "./orders.routes.ts";

const errors = {
	400: apiErrorSchema,
	401: apiErrorSchema,
	403: apiErrorSchema,
	404: apiErrorSchema,
	409: apiErrorSchema,
	422: apiErrorSchema,
};

const CANCEL_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;

/** After the order (issue 24): cancelling items before dispatch, and the shopper's Pitara Credit. */
export const afterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
	const cancellationDescription = [
		"Cancels units of the caller's order's lines before it ships: `items: [{order_item_id, quantity}]` (each line's",
		"`order_item_id` is in every order answer). A line's refund is its price less its pro-rata share of the promo",
		"discount; a promo whose minimum the order no longer meets is removed from the rest (`promo_lost` with the",
		"reason); delivery and COD fees come back only with the last units, which cancel the order. The refund is split",
		"over what paid (`refunds`: online, gift_card, credit), none getting more than it gave; a cash on delivery order",
		"owes less instead (`pay_on_delivery`). Stock returns in the same transaction. Errors: another shopper's order",
		"→ 404; a line not on the order or a quantity above what is left → 400 with the field; shipped → 409",
		"NOT_CANCELLABLE; an unpaid online order → 409 NOT_PAID.",
	];

	app.post(
		"/orders/:order_id/cancellations/preview",
		{
			onRequest: app.authenticate,
			config: { rateLimit: perUser(CANCEL_RATE_LIMIT) },
			schema: {
				tags: ["orders"],
				summary:
					"What cancelling these items would do (new total, lost promo, refund and where it goes); nothing changes",
				description: cancellationDescription.join("\n"),
				security: bearer,
				params: orderIdParamsSchema,
				body: cancellationRequestSchema,
				response: { 200: cancellationResponseSchema, ...errors },
			},
		},
		async (request) => {
			const user = currentUser(request);
			const result = await cancelOrderLines(app, {
				orderId: request.params.order_id,
				ownerId: user.id,
				actor: { userId: user.id, name: user.fullName, role: "customer" },
				items: request.body.items.map((i) => ({ orderItemId: i.order_item_id, quantity: i.quantity })),
				preview: true,
			});
			return { status: true as const, message: "", response: { ...result.cancellation, order: null } };
		},
	);

	app.post(
		"/orders/:order_id/cancellations",
		{
			onRequest: app.authenticate,
			config: { rateLimit: perUser(CANCEL_RATE_LIMIT) },
			schema: {
				tags: ["orders"],
				summary: "Cancel items of the caller's order before it ships",
				description: [
					...cancellationDescription,
					"Send an `Idempotency-Key`: the same key and body answer the first cancellation (200 instead of 201); the",
					"same key with another body → 422 IDEMPOTENCY_MISMATCH.",
				].join("\n"),
				security: bearer,
				params: orderIdParamsSchema,
				body: cancellationRequestSchema,
				response: { 200: cancellationResponseSchema, 201: cancellationResponseSchema, ...errors },
			},
		},
		async (request, reply) => {
			const user = currentUser(request);
			const result = await cancelOrderLines(app, {
				orderId: request.params.order_id,
				ownerId: user.id,
				actor: { userId: user.id, name: user.fullName, role: "customer" },
				items: request.body.items.map((i) => ({ orderItemId: i.order_item_id, quantity: i.quantity })),
				reason: request.body.reason ?? null,
				idempotencyKey: idempotencyKey(request),
			});
			return reply.code(result.created ? 201 : 200).send({
				status: true as const,
				message: afterSaleMessages.itemCancelled,
				response: { ...result.cancellation, order: await orderView(app.db, result.order) },
			});
		},
	);

	app.get(
		"/account/credit",
		{
			onRequest: app.authenticate,
			schema: {
				tags: ["account"],
				summary: "The caller's Pitara Credit: balance and ledger entries, newest first (rupees)",
				security: bearer,
				response: { 200: creditResponseSchema, 401: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const user = currentUser(request);
			const [balance, entries] = await Promise.all([creditBalance(app.db, user.id), creditEntriesOf(app.db, user.id)]);
			reply.header("cache-control", "private, no-store");
			return {
				status: true as const,
				response: {
					balance: paiseToRupees(balance),
					entries: entries.map((e) => ({
						id: e.id,
						kind: e.kind,
						amount: paiseToRupees(e.amount),
						reason: e.reason,
						order_id: e.orderId,
						created_at: e.createdAt.toISOString(),
					})),
				},
			};
		},
	);
};
