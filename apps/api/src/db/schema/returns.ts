import { sql } from "drizzle-orm";
import {
	type AnyPgColumn,
	boolean,
	check,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
	timestamp,
	uniqueIndex,
	varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { variants } from "./catalog.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { orderItems, orders } from "./orders.ts";

/**
 * Returns and size exchanges after delivery (issue 24, decision 047).
 */

/**
 * The shop's return policy as data: a rule for a category, a subcategory or one product (the narrowest wins;
 * without any, the defaults of modules/catalog/returns/return-policy.ts by name). Owned by catalog.
 */
export const returnRules = pgTable(
	"return_rules",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		scope: text({ enum: ["category", "subcategory", "product"] }).notNull(),
		targetId: integer().notNull(),
		returnable: boolean().notNull(),
		/** days after delivery a line can be returned (0 when not returnable) */
		windowDays: smallint().notNull().default(0),
		/** a size exchange is offered */
		exchange: boolean().notNull().default(false),
		/** only unopened or unused items ("opened skincare is not returnable") */
		unopenedOnly: boolean().notNull().default(false),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("return_rules_target_unique").on(t.scope, t.targetId),
		check("return_rules_window", sql`${t.windowDays} >= 0 and ${t.windowDays} <= 365`),
	],
);

/** A shopper's return (or exchange) request over lines of one delivered order. Owned by returns. */
export const returns = pgTable(
	"returns",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** R + digits, shown to the shopper */
		number: varchar({ length: 20 }).notNull(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		status: text({
			enum: [
				"Requested",
				"Approved",
				"Pickup scheduled",
				"Picked up",
				"Refunded",
				"Exchanged",
				"Rejected",
				"Cancelled",
			],
		}).notNull(),
		/** the pickup address as it was chosen (a snapshot of the address book's entry) */
		address: jsonb().notNull(),
		/** the pincode has no pickup: the shopper sends the parcel and is credited `selfShipCredit` */
		selfShip: boolean().notNull().default(false),
		selfShipCredit: integer().notNull().default(0),
		refundTo: text({ enum: ["source", "credit", "bank"] }).notNull(),
		/** paise the returned units give back (computed at the request, under the order's lock) */
		refundAmount: integer().notNull().default(0),
		promoLost: integer().notNull().default(0),
		/** a cash on delivery return to a bank/UPI account: the transfer's UTR, recorded by staff */
		refundUtr: varchar({ length: 40 }),
		/** refund_to bank: the UPI ID or account and IFSC the shopper gave */
		payoutTo: text(),
		rejectReason: text(),
		photos: jsonb().$type<string[]>().notNull().default([]),
		pickupCourier: text(),
		pickupAwb: text(),
		idempotencyKey: varchar({ length: 128 }),
		idempotencyFingerprint: varchar({ length: 64 }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("returns_number_unique").on(t.number),
		uniqueIndex("returns_idempotency_unique").on(t.orderId, t.idempotencyKey),
		index("returns_order_idx").on(t.orderId),
		index("returns_status_idx").on(t.status, t.createdAt),
		check("returns_amounts", sql`${t.refundAmount} >= 0 and ${t.promoLost} >= 0 and ${t.selfShipCredit} >= 0`),
	],
);

/** The units of one line a return takes back, with its reason, and for an exchange the reserved size. */
export const returnLines = pgTable(
	"return_lines",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		returnId: integer()
			.notNull()
			.references(() => returns.id, { onDelete: "cascade" }),
		orderItemId: integer()
			.notNull()
			.references(() => orderItems.id, { onDelete: "cascade" }),
		quantity: integer().notNull(),
		reason: text({ enum: ["too_small", "too_big", "damaged", "wrong_item", "did_not_like"] }).notNull(),
		/** the size the shopper gets instead (its units reserved from stock at the request) */
		exchangeVariantId: integer().references(() => variants.id),
		/** paise the units give back (0 for an exchange: same price, no payment) */
		amount: integer().notNull(),
		/** the inspection: units back in stock, units not resalable */
		resalable: integer(),
		damaged: integer(),
		inspectedAt: timestamp({ withTimezone: true }),
		/**
		 * A replacement returned again (decision 056): the exchange line whose replacement this is (its units were
		 * claimed on the order line by that exchange, so this line claims none there) and the size it is.
		 */
		replacementOf: integer().references((): AnyPgColumn => returnLines.id),
		variantId: integer().references(() => variants.id),
	},
	(t) => [
		index("return_lines_return_idx").on(t.returnId),
		index("return_lines_replacement_idx").on(t.replacementOf),
		index("return_lines_item_idx").on(t.orderItemId),
		check(
			"return_lines_counts",
			sql`${t.quantity} > 0 and ${t.amount} >= 0 and coalesce(${t.resalable}, 0) >= 0 and coalesce(${t.damaged}, 0) >= 0 and coalesce(${t.resalable}, 0) + coalesce(${t.damaged}, 0) <= ${t.quantity}`,
		),
	],
);

/** A return's timeline: each step, who took it and why. */
export const returnEvents = pgTable(
	"return_events",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		returnId: integer()
			.notNull()
			.references(() => returns.id, { onDelete: "cascade" }),
		status: text().notNull(),
		note: text(),
		actorName: text().notNull(),
		actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
		createdAt: createdAt(),
	},
	(t) => [index("return_events_return_idx").on(t.returnId, t.id)],
);
