import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { orderItems, orders, payments } from "./orders.ts";

/**
 * After the order (issue 24; decision "order-line model"): partial cancellations of order lines, the refunds
 * they owe per instrument, and the Pitara Credit ledger.
 */

/** One partial cancellation (a shopper's or staff's request over one or more lines). Owned by orders. */
export const orderCancellations = pgTable(
	"order_cancellations",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
		actorName: text().notNull(),
		actorRole: text({ enum: ["customer", "admin", "system"] }).notNull(),
		reason: text(),
		idempotencyKey: varchar({ length: 128 }),
		idempotencyFingerprint: varchar({ length: 64 }),
		/** paise given back by this cancellation (all instruments) */
		refundAmount: integer().notNull(),
		/** paise the order costs after it */
		newTotal: integer().notNull(),
		/** paise of promo discount the remaining lines lost (the code's minimum is no longer met) */
		promoLost: integer().notNull().default(0),
		createdAt: createdAt(),
	},
	(t) => [
		index("order_cancellations_order_idx").on(t.orderId),
		uniqueIndex("order_cancellations_idempotency_unique").on(t.orderId, t.idempotencyKey),
		check("order_cancellations_amounts", sql`${t.refundAmount} >= 0 and ${t.newTotal} >= 0 and ${t.promoLost} >= 0`),
	],
);

/** The lines of a cancellation: units and what they give back. Owned by orders. */
export const orderCancellationLines = pgTable(
	"order_cancellation_lines",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		cancellationId: integer()
			.notNull()
			.references(() => orderCancellations.id, { onDelete: "cascade" }),
		orderItemId: integer()
			.notNull()
			.references(() => orderItems.id, { onDelete: "cascade" }),
		quantity: integer().notNull(),
		/** paise: the units' price less their share of the promo */
		amount: integer().notNull(),
	},
	(t) => [
		index("order_cancellation_lines_cancellation_idx").on(t.cancellationId),
		check("order_cancellation_lines_positive", sql`${t.quantity} > 0 and ${t.amount} >= 0`),
	],
);

/**
 * Money owed back to one instrument of an order (online payment, gift card, Pitara Credit). Online refunds
 * are made by the outbox ('refund' handler) and settled by the gateway's answer or webhook. Owned by payments.
 */
export const orderRefunds = pgTable(
	"order_refunds",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		cancellationId: integer().references(() => orderCancellations.id, { onDelete: "set null" }),
		instrument: text({ enum: ["online", "gift_card", "credit", "cash"] }).notNull(),
		/** the online payment refunded */
		paymentId: integer().references(() => payments.id),
		amount: integer().notNull(),
		status: text({ enum: ["pending", "processed", "failed"] })
			.notNull()
			.default("pending"),
		/** the gateway's refund id (rfnd_…) */
		gatewayRefundId: text(),
		failureReason: text(),
		/** times the staff asked again after the gateway refused it: part of the idempotency key of the next ask */
		retries: integer().notNull().default(0),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		index("order_refunds_order_idx").on(t.orderId),
		uniqueIndex("order_refunds_gateway_refund_unique").on(t.gatewayRefundId),
		check("order_refunds_amount_positive", sql`${t.amount} > 0`),
	],
);

/** Pitara Credit: an append-only ledger per shopper; the balance is the sum. Owned by payments. */
export const creditEntries = pgTable(
	"credit_entries",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		kind: text({ enum: ["credit", "debit", "expiry"] }).notNull(),
		/** paise, signed: credits positive, debits and expiries negative */
		amount: integer().notNull(),
		reason: text().notNull(),
		orderId: integer().references(() => orders.id, { onDelete: "set null" }),
		createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
		createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("credit_entries_user_idx").on(t.userId, t.createdAt),
		check(
			"credit_entries_sign",
			sql`(${t.kind} = 'credit' and ${t.amount} > 0) or (${t.kind} <> 'credit' and ${t.amount} < 0)`,
		),
	],
);
