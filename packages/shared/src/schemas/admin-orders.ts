import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_MODES, PAYMENT_STATUSES } from "../choices.ts";
import { adminPageQueryFields, adminSearchField } from "./admin.ts";
import { orderSchema, trackingEntrySchema } from "./orders.ts";

/** The console's orders and dashboard (issue 12 items 1 and 2). Amounts are rupees, GST inclusive. */

const isoDay = z
	.string()
	.trim()
	.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-04-12")
	.optional()
	.transform((value) => (value ? value : undefined));

export const adminOrdersQuerySchema = z
	.object({
		...adminPageQueryFields,
		status: z.enum(ORDER_STATUSES, { error: "Unknown status" }).optional(),
		payment_mode: z.enum(PAYMENT_MODES, { error: "Unknown payment mode" }).optional(),
		payment_status: z.enum(PAYMENT_STATUSES, { error: "Unknown payment status" }).optional(),
		/** placed on or after this day (India) */
		from: isoDay,
		/** placed on or before this day (India) */
		to: isoDay,
		/** an order id, a 10-digit phone, or part of the name on the order */
		q: adminSearchField,
		user_id: z.coerce.number().int().positive().optional(),
	})
	.refine((query) => !query.from || !query.to || query.from <= query.to, {
		message: "The start date is after the end date",
		path: ["from"],
	});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderRowSchema = z.object({
	order_id: z.number().int(),
	created_at: z.string(),
	customer_name: z.string(),
	phone: z.string(),
	city: z.string(),
	status: z.enum(ORDER_STATUSES),
	payment_mode: z.enum(PAYMENT_MODES),
	payment_status: z.enum(PAYMENT_STATUSES),
	/** units in the order */
	items: z.number().int(),
	total: z.number(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminPaymentSchema = z.object({
	id: z.number().int(),
	gateway: z.string(),
	gateway_order_id: z.string().nullable(),
	gateway_payment_id: z.string().nullable(),
	amount: z.number(),
	status: z.string(),
	failure_reason: z.string().nullable(),
	created_at: z.string(),
});

export const adminOrderMoveSchema = z.object({
	status: z.enum(ORDER_STATUSES),
	allowed: z.boolean(),
	/** why it is not possible yet (an online order not paid cannot ship) */
	reason: z.string().nullable(),
});

export const adminOrderDetailSchema = z.object({
	order: orderSchema,
	customer: z.object({
		user_id: z.number().int(),
		full_name: z.string(),
		email: z.string(),
		phone: z.string(),
	}),
	/** the SKU of each ordered variant, by variant id (`Product[].product_id`) */
	skus: z.record(z.string(), z.string()),
	payments: z.array(adminPaymentSchema),
	gift_card: z.object({ id: z.number().int(), code: z.string() }).nullable(),
	tracking: z.array(trackingEntrySchema),
	next: z.array(adminOrderMoveSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/* dashboard --------------------------------------------------------------- */

export const LOW_STOCK_DEFAULT = 5;

export const adminDashboardQuerySchema = z.object({
	low_stock: z.coerce.number({ error: "low_stock must be a number" }).int().min(0).max(1000).default(LOW_STOCK_DEFAULT),
});

const salesFigure = z.object({ orders: z.number().int(), revenue: z.number() });

export const adminDashboardSchema = z.object({
	/** sales: orders not cancelled that are paid or cash on delivery still to collect */
	today: salesFigure,
	last_7_days: salesFigure,
	last_30_days: salesFigure,
	/** Pending orders that can ship (COD, or paid) */
	to_ship: z.number().int(),
	/** online orders still waiting for their payment */
	awaiting_payment: z.number().int(),
	/** contact messages not handled yet (issue 27) */
	messages_to_answer: z.number().int(),
	/** cash on delivery out with the couriers: COD orders shipped and not yet paid, and the rupees they bring */
	cod_to_collect: z.object({ orders: z.number().int(), amount: z.number() }),
	/** returns the shopper asked for that wait for the staff's decision (queue Requested) */
	returns_waiting: z.number().int(),
	low_stock: z.object({
		threshold: z.number().int(),
		total: z.number().int(),
		variants: z.array(
			z.object({
				variant_id: z.number().int(),
				product_id: z.number().int(),
				name: z.string(),
				size: z.string(),
				color: z.string(),
				sku: z.string(),
				stock: z.number().int(),
			}),
		),
	}),
	/** the last 30 days in India, oldest first */
	daily: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue: z.number() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
