import { sql } from "drizzle-orm";
import {
	boolean,
	check,
	date,
	index,
	integer,
	pgTable,
	text,
	timestamp,
	uniqueIndex,
	varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { variants } from "./catalog.ts";
import { createdAt, updatedAt } from "./columns.ts";

export const giftCards = pgTable(
	"gift_cards",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** stored upper-cased */
		code: varchar({ length: 32 }).notNull(),
		/** paise */
		initialBalance: integer().notNull(),
		/** paise */
		balance: integer().notNull(),
		active: boolean().notNull().default(true),
		expiresAt: timestamp({ withTimezone: true }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("gift_cards_code_unique").on(t.code),
		check("gift_cards_balance_nonnegative", sql`${t.balance} >= 0`),
		check("gift_cards_balance_within_initial", sql`${t.balance} <= ${t.initialBalance}`),
	],
);

export const promoCodes = pgTable(
	"promo_codes",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** stored upper-cased */
		code: varchar({ length: 32 }).notNull(),
		/** a percentage off the items (1–100), or null for a fixed amount off */
		percentOff: integer(),
		/** paise off the items, or null for a percentage */
		amountOff: integer(),
		/** paise; a cap on a percentage's discount, null for no cap */
		maxDiscount: integer(),
		/** the promo takes off the delivery fee instead (percentOff and amountOff both null; decision 067) */
		freeDelivery: boolean().notNull().default(false),
		/** what the shopper reads: "Discount (Diwali toys)"; empty: the code is shown */
		name: text().notNull().default(""),
		/** applied at checkout to any cart it fits, without a code (the code is then only the staff's reference) */
		automatic: boolean().notNull().default(false),
		/**
		 * The items it applies to: a line is eligible when its category, subcategory, product or brand is listed in
		 * any of these; all empty: every item (decision 067)
		 */
		categoryIds: integer().array().notNull().default(sql`'{}'::integer[]`),
		subcategoryIds: integer().array().notNull().default(sql`'{}'::integer[]`),
		productIds: integer().array().notNull().default(sql`'{}'::integer[]`),
		brandIds: integer().array().notNull().default(sql`'{}'::integer[]`),
		/** paise: the eligible items' subtotal (before the code) an order needs; 0 for any */
		minOrder: integer().notNull().default(0),
		firstOrderOnly: boolean().notNull().default(false),
		/** a shopper may use it on one order only (a cancelled order gives it back) */
		oncePerCustomer: boolean().notNull().default(false),
		/** how many orders (not cancelled) may use it, all shoppers together; null for no limit */
		maxUses: integer(),
		active: boolean().notNull().default(true),
		/** null: usable from its creation */
		startsAt: timestamp({ withTimezone: true }),
		expiresAt: timestamp({ withTimezone: true }),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("promo_codes_code_unique").on(t.code),
		check(
			"promo_codes_one_discount",
			sql`(not ${t.freeDelivery} and ${t.percentOff} between 1 and 100 and ${t.amountOff} is null) or (not ${t.freeDelivery} and ${t.percentOff} is null and ${t.amountOff} > 0) or (${t.freeDelivery} and ${t.percentOff} is null and ${t.amountOff} is null)`,
		),
		check("promo_codes_min_order_nonnegative", sql`${t.minOrder} >= 0`),
		check("promo_codes_max_uses_positive", sql`${t.maxUses} is null or ${t.maxUses} > 0`),
		check(
			"promo_codes_dates_in_order",
			sql`${t.startsAt} is null or ${t.expiresAt} is null or ${t.startsAt} < ${t.expiresAt}`,
		),
	],
);

export const orders = pgTable(
	"orders",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id),
		status: text({ enum: ["Pending", "Shipped", "Delivered", "Cancelled"] })
			.notNull()
			.default("Pending"),
		paymentMode: text({ enum: ["COD", "CREDIT_CARD", "DEBIT_CARD", "UPI", "NET_BANKING", "GIFT_CARD"] }).notNull(),
		paymentStatus: text({ enum: ["Pending", "Paid", "Failed", "Refunded"] })
			.notNull()
			.default("Pending"),
		// snapshot of the delivery address at the time of the order
		addressName: text().notNull(),
		addressPhone: varchar({ length: 10 }).notNull(),
		addressLine1: text().notNull(),
		addressLine2: text(),
		city: text().notNull(),
		state: text().notNull(),
		pincode: varchar({ length: 6 }).notNull(),
		country: text().notNull(),
		// amounts in paise, computed on the server with the shared pricing module
		mrpTotal: integer().notNull(),
		subTotal: integer().notNull(),
		discount: integer().notNull(),
		promoCode: varchar({ length: 32 }),
		promoDiscount: integer().notNull().default(0),
		/** the promo's name as the shopper read it at placement ("Discount (NAME)"); null: the code, or none */
		promoName: text(),
		/** the promo's minimum (paise, on its eligible items) at placement: a later change of the promo never
		 * changes this order (decision 067); null on older orders (the promo's current minimum is read) */
		promoMinOrder: integer(),
		/** the delivery fee (paise) a free-delivery promo took off (already out of `delivery`) */
		promoDelivery: integer().notNull().default(0),
		delivery: integer().notNull(),
		/** the cash on delivery fee included in total (a setting at placement; decision 019) */
		codFee: integer().notNull().default(0),
		total: integer().notNull(),
		giftCardId: integer().references(() => giftCards.id),
		idempotencyKey: varchar({ length: 128 }),
		/** sha-256 of the request that claimed the Idempotency-Key: a repeat must ask for the same thing */
		idempotencyFingerprint: varchar({ length: 64 }),
		/** when an unpaid online order's reserved stock has been given back */
		stockReleasedAt: timestamp({ withTimezone: true }),
		/** unpaid online orders release their stock after this instant */
		paymentExpiresAt: timestamp({ withTimezone: true }),
		/** the delivery promise made at placement (IST date); null before it existed or for a pincode without one */
		promisedDeliveryDate: date({ mode: "string" }),
		/** paise given back so far by partial cancellations and returns (order_refunds); never above total */
		refundedAmount: integer().notNull().default(0),
		/** the promo's minimum was no longer met after a partial cancellation: its discount is gone for the rest */
		promoRemoved: boolean().notNull().default(false),
		/** paise of Pitara Credit spent on the order at checkout (its debit is in credit_entries); the rest is paid by
		 * the payment mode (issue 24 item 6) */
		creditAmount: integer().notNull().default(0),
		/** a business purchase (issue 29 item 3): the buyer's GSTIN and trade name, named on the tax invoice */
		buyerGstin: varchar({ length: 15 }),
		buyerTradeName: text(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		index("orders_user_created_idx").on(t.userId, t.createdAt),
		// the staff's order list: newest first, by status, by the phone or name on the order
		index("orders_created_idx").on(t.createdAt),
		index("orders_status_created_idx").on(t.status, t.createdAt),
		// a shopper's orders that still hold stock, counted by every order placement (openHolds) with the shopper's
		// row held: the one index of that question, so the plan finds it even when the table's statistics are stale
		// (a new shop's, or the bench's, orders table analysed empty) and never walks every pending order
		index("orders_user_pending_idx").on(t.userId).where(sql`${t.status} = 'Pending'`),
		index("orders_address_phone_idx").on(t.addressPhone),
		index("orders_address_name_trgm_idx").using("gin", t.addressName.op("gin_trgm_ops")).with({ fastupdate: false }),
		uniqueIndex("orders_user_idempotency_unique").on(t.userId, t.idempotencyKey),
		// the release of unpaid online orders (orders.repository.ts, dueUnpaid): a failed attempt holds its stock too,
		// so 'Failed' is in the predicate, or the planner cannot use the index and reads every order (decision 025)
		index("orders_payment_due_idx")
			.on(t.paymentExpiresAt)
			.where(
				sql`${t.status} = 'Pending' and ${t.paymentStatus} in ('Pending', 'Failed') and ${t.stockReleasedAt} is null`,
			),
		check("orders_status_valid", sql`${t.status} in ('Pending', 'Shipped', 'Delivered', 'Cancelled')`),
		check("orders_payment_status_valid", sql`${t.paymentStatus} in ('Pending', 'Paid', 'Failed', 'Refunded')`),
		check(
			"orders_payment_mode_valid",
			sql`${t.paymentMode} in ('COD', 'CREDIT_CARD', 'DEBIT_CARD', 'UPI', 'NET_BANKING', 'GIFT_CARD')`,
		),
		check("orders_amounts_nonnegative", sql`${t.subTotal} >= 0 and ${t.delivery} >= 0 and ${t.total} >= 0`),
		check("orders_refunded_within_total", sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.total}`),
		check("orders_credit_within_total", sql`${t.creditAmount} >= 0 and ${t.creditAmount} <= ${t.total}`),
	],
);

export const orderItems = pgTable(
	"order_items",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		variantId: integer()
			.notNull()
			.references(() => variants.id),
		// snapshot of what was bought
		productName: text().notNull(),
		brand: text().notNull(),
		size: text().notNull(),
		color: text().notNull(),
		image: text(),
		unitPrice: integer().notNull(),
		unitMrp: integer().notNull(),
		quantity: integer().notNull(),
		totalPrice: integer().notNull(),
		/** paise of the order's promo discount this line carries (0 for a line the promo does not apply to); null on
		 * older orders, whose discount is shared by the lines' value (after-sale-arithmetic.ts, decision 067) */
		promoShare: integer(),
		/** the promo applied to this line (its scope at placement); its minimum counts only such lines */
		promoEligible: boolean().notNull().default(true),
		/** units of this line cancelled before dispatch (issue 24: the line is the unit of after-sale work) */
		cancelledQuantity: integer().notNull().default(0),
		/** units of this line returned after delivery */
		returnedQuantity: integer().notNull().default(0),
	},
	(t) => [
		index("order_items_order_idx").on(t.orderId),
		check("order_items_quantity_positive", sql`${t.quantity} > 0`),
		// never more units cancelled or returned (and so put back in stock) than were bought
		check(
			"order_items_after_sale_within_quantity",
			sql`${t.cancelledQuantity} >= 0 and ${t.returnedQuantity} >= 0 and ${t.cancelledQuantity} + ${t.returnedQuantity} <= ${t.quantity}`,
		),
	],
);

export const orderTracking = pgTable(
	"order_tracking",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		status: text().notNull(),
		/** who made the change, as shown to the shopper */
		name: text().notNull(),
		updatedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
		note: text(),
		updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("order_tracking_order_idx").on(t.orderId, t.updatedAt)],
);

export const payments = pgTable(
	"payments",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		gateway: text({ enum: ["test", "razorpay", "gift_card", "cod"] }).notNull(),
		gatewayOrderId: text(),
		gatewayPaymentId: text(),
		/** paise */
		amount: integer().notNull(),
		status: text({ enum: ["created", "paid", "failed", "refunded"] })
			.notNull()
			.default("created"),
		failureReason: text(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		index("payments_order_idx").on(t.orderId),
		uniqueIndex("payments_gateway_order_unique").on(t.gateway, t.gatewayOrderId),
	],
);

export const giftCardRedemptions = pgTable(
	"gift_card_redemptions",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		giftCardId: integer()
			.notNull()
			.references(() => giftCards.id),
		orderId: integer()
			.notNull()
			.references(() => orders.id),
		/** paise debited (negative when refunded) */
		amount: integer().notNull(),
		createdAt: createdAt(),
	},
	(t) => [index("gift_card_redemptions_card_idx").on(t.giftCardId)],
);

/**
 * Gift card codes that did not work for a shopper (unknown, inactive, expired,
 * used up or short of the order), at /giftcard/check or at order creation; a
 * row is also written while an order with a card is being placed and removed
 * when the card pays or was never looked at. Five in 15 minutes lock the
 * shopper out of both (modules/payments/gift-cards.service.ts).
 */
export const giftCardFailures = pgTable(
	"gift_card_failures",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		createdAt: createdAt(),
	},
	(t) => [index("gift_card_failures_user_created_idx").on(t.userId, t.createdAt)],
);

export const promoRedemptions = pgTable(
	"promo_redemptions",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		promoCodeId: integer()
			.notNull()
			.references(() => promoCodes.id),
		userId: integer()
			.notNull()
			.references(() => users.id),
		orderId: integer()
			.notNull()
			.references(() => orders.id),
		/** paise */
		amount: integer().notNull(),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("promo_redemptions_order_unique").on(t.orderId),
		index("promo_redemptions_user_idx").on(t.userId, t.promoCodeId),
	],
);
