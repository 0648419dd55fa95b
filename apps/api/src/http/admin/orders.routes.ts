import {
	adminIdParamSchema,
	adminOneOf,
	adminOrderDetailSchema,
	adminOrderRowSchema,
	adminOrderStatusParamsSchema,
	adminOrderStatusRequestSchema,
	adminOrdersQuerySchema,
	adminPageOf,
	messages,
	orderResponseSchema,
	paiseToRupees,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors.ts";
import { findAccount, findUserIdByPhone } from "../../modules/accounts/index.ts";
import { audited, recordCustomerRead } from "../../modules/audit/index.ts";
import { skusOf } from "../../modules/catalog/index.ts";
import {
	findOrder,
	listOrdersForStaff,
	type OrderRow,
	orderView,
	type StaffOrderRow,
	toTrackingEntry,
	trackingOfOrder,
} from "../../modules/orders/index.ts";
import { findGiftCardById, paymentsOfOrder } from "../../modules/payments/index.ts";
import { afterStatusChange, changeOrderStatusIn, staffMoves } from "../../workflows/change-order-status.ts";
import { pageOf, pageWindow } from "./paging.ts";
import { staffOf } from "./staff-guard.ts";

/** The start of a day in India (IST has no daylight saving: always +05:30). */
export const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextIndiaDay = (day: string) => new Date(indiaDayStart(day).getTime() + 86_400_000);

const toRow = (row: StaffOrderRow) => ({
	order_id: row.id,
	created_at: row.createdAt.toISOString(),
	customer_name: row.addressName,
	phone: row.addressPhone,
	city: row.city,
	status: row.status,
	payment_mode: row.paymentMode,
	payment_status: row.paymentStatus,
	items: row.itemCount,
	total: paiseToRupees(row.total),
});

/** An order as the audit log keeps it: its state, not its lines. */
export const auditOrder = (row: OrderRow) => ({
	status: row.status,
	payment_status: row.paymentStatus,
	payment_mode: row.paymentMode,
	total: paiseToRupees(row.total),
});

/** Orders: the list with its filters, an order's page, and moving it along DESIGN.md §2. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/orders",
		{
			schema: {
				summary: "Orders, newest first: by status, payment mode and status, days placed (India), and a search",
				description:
					"`q`: an order id (`1042` or `#1042`), a 10-digit phone (on the order or the customer's account), or part of the name on the order.",
				querystring: adminOrdersQuerySchema,
				response: { 200: adminPageOf(adminOrderRowSchema) },
			},
		},
		async (request) => {
			const query = request.query;
			const phone = query.q?.replace(/^#/, "");
			const userId = phone && /^\d{10}$/.test(phone) ? await findUserIdByPhone(app.db, phone) : undefined;
			const { rows, total } = await listOrdersForStaff(
				app.db,
				{
					status: query.status,
					paymentMode: query.payment_mode,
					paymentStatus: query.payment_status,
					from: query.from ? indiaDayStart(query.from) : undefined,
					to: query.to ? nextIndiaDay(query.to) : undefined,
					q: query.q,
					userIds: userId === undefined ? undefined : [userId],
					userId: query.user_id,
				},
				pageWindow(query),
			);
			return pageOf(rows.map(toRow), total, query);
		},
	);

	app.get(
		"/orders/:id",
		{
			schema: {
				summary: "An order with its items, address, amounts, payments, gift card, promo, tracking and next moves",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(adminOrderDetailSchema) },
			},
		},
		async (request) => {
			const row = await findOrder(app.db, request.params.id);
			if (!row) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
			// issue 30 item 5: the order shows the customer's phone, e-mail and address: the read is kept
			await recordCustomerRead(app.db, staffOf(request), row.userId, `order #${row.id}`);
			const [order, customer, payments, tracking, giftCard] = await Promise.all([
				orderView(app.db, row),
				findAccount(app.db, row.userId),
				paymentsOfOrder(app.db, row.id),
				trackingOfOrder(app.db, row.id),
				row.giftCardId === null ? undefined : findGiftCardById(app.db, row.giftCardId),
			]);
			const skus = await skusOf(
				app.db,
				order.Product.map((item) => item.product_id),
			);
			return {
				status: true as const,
				response: {
					order,
					customer: {
						user_id: row.userId,
						full_name: customer?.fullName ?? row.addressName,
						email: customer?.email ?? "",
						phone: customer?.phone ?? row.addressPhone,
					},
					skus: Object.fromEntries([...skus].map(([id, sku]) => [String(id), sku])),
					payments: payments.map((payment) => ({
						id: payment.id,
						gateway: payment.gateway,
						gateway_order_id: payment.gatewayOrderId,
						gateway_payment_id: payment.gatewayPaymentId,
						amount: paiseToRupees(payment.amount),
						status: payment.status,
						failure_reason: payment.failureReason,
						created_at: payment.createdAt.toISOString(),
					})),
					gift_card: giftCard ? { id: giftCard.id, code: giftCard.code } : null,
					tracking: tracking.map(toTrackingEntry),
					next: staffMoves(row),
				},
			};
		},
	);

	app.post(
		"/orders/:order_id/status",
		{
			schema: {
				summary: "Move an order: Pending → Shipped → Delivered; Pending or Shipped → Cancelled",
				description:
					"Writes a tracking row with the staff member's name and texts the shopper. Shipping an online order needs it paid; COD becomes Paid on Delivered; cancelling returns the stock and refunds what was paid (a gift card at once, an online payment through its gateway). Any other move → 409. Audited.",
				params: adminOrderStatusParamsSchema,
				body: adminOrderStatusRequestSchema,
				response: { 200: orderResponseSchema },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const change = await audited(app.db, staff, { entity: "order", action: "status" }, async (tx) => {
				const done = await changeOrderStatusIn(tx, {
					orderId: request.params.order_id,
					status: request.body.status,
					actor: { userId: staff.userId, name: staff.name, role: "admin" },
					confirmLateCreditNote: request.body.confirm_late_credit_note,
				});
				return {
					entityId: done.order.id,
					before: auditOrder(done.before),
					after: {
						...auditOrder(done.order),
						...(request.body.confirm_late_credit_note ? { late_credit_note_confirmed: true } : {}),
					},
					result: done,
				};
			});
			await afterStatusChange(app, request.log, change);
			return {
				status: true as const,
				message: messages.orders.statusUpdated(change.order.status),
				response: await orderView(app.db, change.order),
			};
		},
	);
};
