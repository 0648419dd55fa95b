import {
	afterSaleMessages,
	cancellationRequestSchema,
	cancellationResponseSchema,
	paiseToRupees,
	rupeesToPaise,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { lockUser } from "../../modules/accounts/index.ts";
import { audited } from "../../modules/audit/index.ts";
import { emit } from "../../modules/events/index.ts";
import { orderView } from "../../modules/orders/index.ts";
import {
	creditBalance,
	creditEntriesOf,
	failedRefunds,
	insertCreditEntry,
	type RefundRow,
	refundsOfOrder,
	retryRefund,
} from "../../modules/payments/index.ts";
import { cancelOrderLinesIn } from "../../workflows/cancel-order-lines.ts";
import { staffOf } from "./staff-guard.ts";

const orderParams = z.object({ order_id: z.coerce.number().int().positive() });
const userParams = z.object({ user_id: z.coerce.number().int().positive() });
const refundParams = z.object({ refund_id: z.coerce.number().int().positive() });

const refundSchema = z.object({
	refund_id: z.number().int(),
	order_id: z.number().int(),
	/** online (the original payment), gift_card, credit (Pitara Credit) */
	instrument: z.string(),
	amount: z.number(),
	/** pending, processed, failed */
	status: z.string(),
	gateway_refund_id: z.string().nullable(),
	failure_reason: z.string().nullable(),
	/** an online refund that failed or that the gateway has not taken after a failure: the staff may ask again */
	can_retry: z.boolean(),
	created_at: z.string(),
});
const refundView = (r: RefundRow) => ({
	refund_id: r.id,
	order_id: r.orderId,
	instrument: r.instrument,
	amount: paiseToRupees(r.amount),
	status: r.status,
	gateway_refund_id: r.gatewayRefundId,
	failure_reason: r.failureReason,
	can_retry:
		r.instrument === "online" && (r.status === "failed" || (r.status === "pending" && r.failureReason !== null)),
	created_at: r.createdAt.toISOString(),
});

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
					confirmLateCreditNote: request.body.confirm_late_credit_note,
				});
				return {
					entityId: request.params.order_id,
					before: null,
					after: {
						reason,
						lines: done.cancellation.lines,
						refund: done.cancellation.refund_amount,
						...(request.body.confirm_late_credit_note ? { late_credit_note_confirmed: true } : {}),
					},
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

	app.get(
		"/orders/:order_id/refunds",
		{
			schema: {
				summary: "An order's refunds (per instrument) with their status, oldest first",
				description:
					"Every refund of the order's cancellations: to the online payment (through the gateway: pending until it is made, then processed or failed, with the gateway's rfnd_ id and the failure), the gift card or Pitara Credit (at once). `can_retry`: an online refund the staff may ask for again.",
				params: orderParams,
				response: { 200: z.object({ status: z.literal(true), response: z.array(refundSchema) }) },
			},
		},
		async (request) => ({
			status: true as const,
			response: (await refundsOfOrder(app.db, request.params.order_id)).map(refundView),
		}),
	);

	app.post(
		"/orders/refunds/:refund_id/retry",
		{
			schema: {
				summary: "Ask the gateway again for an online refund that failed (or that was given up on)",
				description:
					"The refund is pending again and made by the outbox's refund handler: with the same idempotency key when the gateway never took it (a repeat cannot refund twice), with a new one when the gateway refused it. 404 for no such online refund; 409 REFUND_DONE when it was processed, REFUND_UNDER_WAY when it is being made. Audited.",
				params: refundParams,
				response: { 200: z.object({ status: z.literal(true), message: z.string(), response: refundSchema }) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const row = await audited(app.db, staff, { entity: "order", action: "retry-refund" }, async (tx) => {
				const done = await retryRefund(tx, request.params.refund_id);
				if (!done) throw notFound(afterSaleMessages.refundNotFound, "REFUND_NOT_FOUND");
				if (done.outcome === "done") throw conflict(afterSaleMessages.refundDone, "REFUND_DONE");
				if (done.outcome === "under-way") throw conflict(afterSaleMessages.refundUnderWay, "REFUND_UNDER_WAY");
				await emit(tx, { type: "RefundRequested", orderId: done.row.orderId, refundId: done.row.id });
				return {
					entityId: done.row.orderId,
					before: { refund_id: done.row.id, status: done.row.status, failure: done.row.failureReason },
					after: { refund_id: done.row.id, status: "pending" },
					result: done.row,
				};
			});
			const [fresh] = (await refundsOfOrder(app.db, row.orderId)).filter((r) => r.id === row.id);
			return {
				status: true as const,
				message: afterSaleMessages.refundRetried,
				response: refundView(fresh ?? row),
			};
		},
	);

	app.get(
		"/customers/:user_id/credit",
		{
			schema: {
				summary: "A customer's Pitara Credit: the balance and every entry, newest first",
				params: userParams,
				response: {
					200: z.object({
						status: z.literal(true),
						response: z.object({
							balance: z.number(),
							entries: z.array(
								z.object({
									id: z.number().int(),
									kind: z.string(),
									amount: z.number(),
									reason: z.string(),
									order_id: z.number().int().nullable(),
									created_at: z.string(),
								}),
							),
						}),
					}),
				},
			},
		},
		async (request) => {
			const [balance, entries] = await Promise.all([
				creditBalance(app.db, request.params.user_id),
				creditEntriesOf(app.db, request.params.user_id),
			]);
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
