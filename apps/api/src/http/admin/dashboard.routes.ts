import {
	adminDashboardQuerySchema,
	adminDashboardSchema,
	adminMessageFiguresSchema,
	adminOneOf,
	paiseToRupees,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findVariantLines, lowStockVariants } from "../../modules/catalog/index.ts";
import { countUnhandledContactMessages } from "../../modules/content/index.ts";
import {
	categoryAndFailureFigures,
	channelFigures,
	monthStartInIndia,
	mostWaitedVariants,
	ordersAfterAlerts,
	recentRefusals,
} from "../../modules/messaging/index.ts";
import {
	codToCollect,
	type DailySales,
	dailySales,
	orderQueues,
	ordersOfUsersSince,
} from "../../modules/orders/index.ts";
import { listReturns } from "../../modules/returns/index.ts";

/** How many low-stock variants the dashboard lists (the total is counted too). */
const LOW_STOCK_LISTED = 10;

const sum = (days: DailySales[]) => ({
	orders: days.reduce((total, day) => total + day.orders, 0),
	revenue: paiseToRupees(days.reduce((total, day) => total + day.revenue, 0)),
});

/** The dashboard: sales today, over 7 and 30 days, what waits to ship or to be paid, and what runs low. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/dashboard",
		{
			schema: {
				summary: "Sales (GST-inclusive) today and over 7 and 30 days in India, order queues, low stock, daily revenue",
				description:
					"Sales are orders not cancelled that are paid or cash on delivery still to collect. `low_stock`: variants on sale with at most this many left (default 5).",
				querystring: adminDashboardQuerySchema,
				response: { 200: adminOneOf(adminDashboardSchema) },
			},
		},
		async (request) => {
			const threshold = request.query.low_stock;
			const [daily, queues, low, messagesToAnswer, cod, returnsWaiting] = await Promise.all([
				dailySales(app.db, 30),
				orderQueues(app.db),
				lowStockVariants(app.db, threshold, LOW_STOCK_LISTED),
				countUnhandledContactMessages(app.db),
				codToCollect(app.db),
				listReturns(app.db, { queue: "Requested", limit: 0, offset: 0 }),
			]);
			return {
				status: true as const,
				response: {
					today: sum(daily.slice(-1)),
					last_7_days: sum(daily.slice(-7)),
					last_30_days: sum(daily),
					to_ship: queues.toShip,
					awaiting_payment: queues.awaitingPayment,
					messages_to_answer: messagesToAnswer,
					cod_to_collect: { orders: cod.orders, amount: paiseToRupees(cod.amount) },
					returns_waiting: returnsWaiting.total,
					low_stock: {
						threshold,
						total: low.total,
						variants: low.rows.map((row) => ({
							variant_id: row.variantId,
							product_id: row.productId,
							name: row.name,
							size: row.size,
							color: row.color,
							sku: row.sku,
							stock: row.stock,
						})),
					},
					daily: daily.map((day) => ({ day: day.day, orders: day.orders, revenue: paiseToRupees(day.revenue) })),
				},
			};
		},
	);

	app.get(
		"/dashboard/messages",
		{
			schema: {
				summary:
					"Messages this month in India per channel and category, failures and their reasons, who waits for stock, orders after alerts",
				description:
					"From the providers' sent-records and their delivery reports (issue 26 item 8); `waiting`: the variants with most live Notify me alerts.",
				response: { 200: adminOneOf(adminMessageFiguresSchema) },
			},
		},
		async () => {
			const since = monthStartInIndia();
			const [channels, refusals, waited, figures, alertOrders] = await Promise.all([
				channelFigures(app.db, since),
				recentRefusals(app.db, since, 1),
				mostWaitedVariants(app.db, 10),
				categoryAndFailureFigures(app.db, since),
				ordersAfterAlerts(app.db, since, (userIds, from) => ordersOfUsersSince(app.db, userIds, from)),
			]);
			const lines = await findVariantLines(
				app.db,
				waited.map((row) => row.variantId),
			);
			return {
				status: true as const,
				response: {
					since: new Date(since.getTime() + 330 * 60_000).toISOString().slice(0, 10),
					channels,
					refused: refusals.count,
					categories: figures.categories,
					failures: figures.failures,
					alert_orders: alertOrders,
					waiting: waited.flatMap((row) => {
						const line = lines.get(row.variantId);
						return line
							? [
									{
										variant_id: row.variantId,
										name: line.name,
										size: line.size,
										color: line.color,
										waiting: row.waiting,
									},
								]
							: [];
					}),
				},
			};
		},
	);
};
