import {
	afterSaleMessages,
	cancellationRequestSchema,
	cancellationResponseSchema,
	paiseToRupees,
	rupeesToPaise,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, conflict } from "../../lib/errors.ts";
import { lockUser } from "../../modules/accounts/index.ts";
import { audited } from "../../modules/audit/index.ts";
import { orderView } from "../../modules/orders/index.ts";
import { creditBalance, failedRefunds, insertCreditEntry } from "../../modules/payments/index.ts";
import { cancelOrderLinesIn } from "../../workflows/cancel-order-lines.ts";
import { staffOf } from "./staff-guard.ts";

const orderParams = z.object({ order_id: z.coerce.number().int().positive() });
const userParams = z.object({ user_id: z.coerce.number().int().positive() });

/** The console's after-sale actions (issue 24): cancel single lines, failed refunds, Pitara Credit grants. */
export const afterSaleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
	app.post(
		"/orders/:order_id/cancellations",
		{
			schema: {
				summary:
					"Cancel units of an order's lines before it ships (e.g. a line that cannot be supplied), with a reason",
				description:
					"The shopper's computation (refund per line less its promo share, lost promo, fees only with the last units, split over what paid); stock back in the same transaction; the shopper is texted. `reason` is required. Audited.",
				params: orderParams,
				body: cancellationRequestSchema,
				response: { 200: cancellationResponseSchema },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const reason = request.body.reason?.trim();
			if (!reason) {
				throw badRequest(afterSaleMessages.reasonRequired, [
					{ field: "reason", message: afterSaleMessages.reasonRequired },
				]);
			}
			const result = await audited(app.db, staff, { entity: "order", action: "cancel-lines" }, async (tx) => {
				const done = await cancelOrderLinesIn(tx, {
					orderId: request.params.order_id,
					actor: { userId: staff.userId, name: staff.name, role: "admin" },
					items: request.body.items.map((i) => ({ orderItemId: i.order_item_id, quantity: i.quantity })),
					reason,
				});
				return {
					entityId: request.params.order_id,
					before: null,
					after: { reason, lines: done.cancellation.lines, refund: done.cancellation.refund_amount },
					result: done,
				};
			});
			return {
				status: true as const,
				message: afterSaleMessages.itemCancelled,
				response: { ...result.cancellation, order: await orderView(app.db, result.order) },
			};
		},
	);

	app.get(
		"/orders/refunds/failed",
		{
			schema: {
				summary: "Refunds the gateway refused or has not made yet, newest first: finish them by hand",
				response: {
					200: z.object({
						status: z.literal(true),
						response: z.array(
							z.object({
								refund_id: z.number().int(),
								order_id: z.number().int(),
								amount: z.number(),
								status: z.string(),
								gateway_refund_id: z.string().nullable(),
								failure_reason: z.string().nullable(),
								created_at: z.string(),
							}),
						),
					}),
				},
			},
		},
		async () => {
			const rows = await failedRefunds(app.db);
			return {
				status: true as const,
				response: rows.map((r) => ({
					refund_id: r.id,
					order_id: r.orderId,
					amount: paiseToRupees(r.amount),
					status: r.status,
					gateway_refund_id: r.gatewayRefundId,
					failure_reason: r.failureReason,
					created_at: r.createdAt.toISOString(),
				})),
			};
		},
	);

	app.post(
		"/customers/:user_id/credit",
		{
			schema: {
				summary: "Grant Pitara Credit to a customer, or claw it back (never below a zero balance), with a reason",
				description: "`amount` in rupees, positive; `kind` grant or clawback. Audited.",
				params: userParams,
				body: z.object({
					kind: z.enum(["grant", "clawback"]),
					amount: z.number().positive().max(100_000),
					reason: z.string().trim().min(1, afterSaleMessages.reasonRequired).max(200),
				}),
				response: { 200: z.object({ status: z.literal(true), response: z.object({ balance: z.number() }) }) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const { kind, reason } = request.body;
			const amount = rupeesToPaise(request.body.amount);
			const balance = await audited(app.db, staff, { entity: "customer", action: `credit-${kind}` }, async (tx) => {
				// the customer's row is the ledger's lock: a claw back and a spend never both take the last rupee
				await lockUser(tx, request.params.user_id);
				const before = await creditBalance(tx, request.params.user_id);
				if (kind === "clawback" && amount > before)
					throw conflict("The customer's balance is smaller than that", "CREDIT_TOO_LOW");
				await insertCreditEntry(tx, {
					userId: request.params.user_id,
					kind: kind === "grant" ? "credit" : "debit",
					amount: kind === "grant" ? amount : -amount,
					reason,
					createdByUserId: staff.userId,
				});
				const after = before + (kind === "grant" ? amount : -amount);
				return {
					entityId: request.params.user_id,
					before: { balance: paiseToRupees(before) },
					after: { balance: paiseToRupees(after), reason },
					result: after,
				};
			});
			return { status: true as const, response: { balance: paiseToRupees(balance) } };
		},
	);
};
