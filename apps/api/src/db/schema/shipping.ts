import { sql } from "drizzle-orm";
import {
	boolean,
	check,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	text,
	timestamp,
	uniqueIndex,
	varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { variants } from "./catalog.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { orderItems, orders } from "./orders.ts";
import { returns } from "./returns.ts";

/**
 * A parcel of an order (issue 25, decision 041): forward to the
 * shopper, or reverse (a return's pickup, issue 24). Owned by the shipping
 * module; its status moves only forward (modules/shipping/status.ts).
 */
export const shipments = pgTable(
	"shipments",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		kind: text({ enum: ["forward", "reverse"] })
			.notNull()
			.default("forward"),
		/** a reverse parcel: the return it picks up (issue 25 item 1, decision 055) */
		returnId: integer().references(() => returns.id, { onDelete: "set null" }),
		/** a reverse pickup the courier checks at the door (Shiprocket's quality check) */
		qualityCheck: boolean().notNull().default(false),
		/** the courier adapter that books and tracks it */
		adapter: text({ enum: ["manual", "shiprocket"] }).notNull(),
		status: text().notNull(),
		/** the courier's reason of the last failure (booking or delivery) */
		failureReason: text(),
		courierName: text(),
		awb: text(),
		/** the courier aggregator's ids (Shiprocket: order id and shipment id) */
		providerOrderId: text(),
		providerShipmentId: text(),
		/** the label as the provider gave it the first time (fetched twice, the same label) */
		labelUrl: text(),
		weightGrams: integer().notNull(),
		lengthCm: integer().notNull(),
		breadthCm: integer().notNull(),
		heightCm: integer().notNull(),
		/** paise to collect on delivery; 0 for prepaid */
		codAmount: integer().notNull().default(0),
		expectedDeliveryDate: date({ mode: "string" }),
		/** the time of the scan that set the status (a later-applied scan must not be older) */
		statusAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** the last time the courier said anything about it (the silent-shipment poll) */
		lastHeardAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		deliveredAt: timestamp({ withTimezone: true }),
		/** the shopper's answer to a failed delivery (NDR): { date, address?, phone?, at }, sent to the courier */
		ndrRequest: jsonb(),
		/** a parcel back at the shop (RTO): when the staff received it, and what they found */
		rtoReceivedAt: timestamp({ withTimezone: true }),
		rtoCondition: text({ enum: ["restocked", "damaged"] }),
		createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		index("shipments_order_idx").on(t.orderId),
		// one live pickup per return: a second booking (a double click, a retry) is refused, never a second parcel
		uniqueIndex("shipments_return_live_unique")
			.on(t.returnId)
			.where(sql`${t.returnId} is not null and ${t.status} <> 'cancelled'`),
		uniqueIndex("shipments_adapter_awb_unique").on(t.adapter, t.awb),
		index("shipments_active_idx")
			.on(t.lastHeardAt)
			.where(sql`${t.status} not in ('delivered', 'rto_delivered', 'cancelled')`),
		check("shipments_kind_valid", sql`${t.kind} in ('forward', 'reverse')`),
		check("shipments_adapter_valid", sql`${t.adapter} in ('manual', 'shiprocket')`),
		check(
			"shipments_status_valid",
			sql`${t.status} in ('booking', 'booking_failed', 'booked', 'picked_up', 'in_transit', 'out_for_delivery', 'undelivered', 'delivered', 'rto_initiated', 'rto_in_transit', 'rto_delivered', 'cancelled')`,
		),
		check(
			"shipments_size_positive",
			sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.breadthCm} > 0 and ${t.heightCm} > 0`,
		),
		check("shipments_cod_nonnegative", sql`${t.codAmount} >= 0`),
	],
);

/** What a shipment carries: order lines and how many of each. */
export const shipmentLines = pgTable(
	"shipment_lines",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		shipmentId: integer()
			.notNull()
			.references(() => shipments.id, { onDelete: "cascade" }),
		orderItemId: integer()
			.notNull()
			.references(() => orderItems.id, { onDelete: "cascade" }),
		quantity: integer().notNull(),
		/**
		 * The size that goes in the parcel: the order line's own variant, or an exchange's replacement (the order
		 * line is the one the replacement stands for). Written by every new line; null only on lines older than
		 * migration 0036 that its backfill could not name.
		 */
		variantId: integer().references(() => variants.id),
	},
	(t) => [
		uniqueIndex("shipment_lines_shipment_item_unique").on(t.shipmentId, t.orderItemId),
		index("shipment_lines_item_idx").on(t.orderItemId),
		check("shipment_lines_quantity_positive", sql`${t.quantity} > 0`),
	],
);

/**
 * One call that books a parcel with a courier that has no idempotency key,
 * written (and committed) before the call: a later try that finds an attempt
 * without a known outcome searches the courier for the order before creating.
 */
export const shipmentAttempts = pgTable(
	"shipment_attempts",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		shipmentId: integer()
			.notNull()
			.references(() => shipments.id, { onDelete: "cascade" }),
		action: text().notNull(),
		/** the reference sent to the courier (Shiprocket's channel order id) */
		reference: text().notNull(),
		/** null while the call is under way or its answer was lost; ok | found | failed */
		outcome: text(),
		error: text(),
		startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		finishedAt: timestamp({ withTimezone: true }),
	},
	(t) => [index("shipment_attempts_shipment_idx").on(t.shipmentId)],
);

/** The courier's scans of a shipment, once each (AWB, scan time, status). */
export const shipmentScans = pgTable(
	"shipment_scans",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		shipmentId: integer()
			.notNull()
			.references(() => shipments.id, { onDelete: "cascade" }),
		/** our status the scan maps to (null: a scan we keep but that moves nothing, e.g. an unknown code) */
		status: text(),
		/** the courier's own words */
		courierStatus: text().notNull(),
		location: text(),
		note: text(),
		scanAt: timestamp({ withTimezone: true }).notNull(),
		/** whether it moved the shipment (an out-of-order or backward scan is kept, not applied) */
		applied: boolean().notNull().default(false),
		receivedAt: createdAt(),
	},
	(t) => [uniqueIndex("shipment_scans_once_unique").on(t.shipmentId, t.scanAt, t.courierStatus)],
);

/**
 * A single-use link texted to a shopper (decision 048): to answer a failed
 * delivery (`ndr`, 48 hours) or to confirm a cash on delivery order (`cod`,
 * the confirmation window). Only the token's SHA-256 is kept.
 */
export const shopperLinks = pgTable(
	"shopper_links",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		purpose: text({ enum: ["ndr", "cod"] }).notNull(),
		orderId: integer()
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		shipmentId: integer().references(() => shipments.id, { onDelete: "cascade" }),
		tokenHash: varchar({ length: 64 }).notNull(),
		expiresAt: timestamp({ withTimezone: true }).notNull(),
		usedAt: timestamp({ withTimezone: true }),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("shopper_links_token_unique").on(t.tokenHash),
		index("shopper_links_order_idx").on(t.orderId),
		check("shopper_links_purpose_valid", sql`${t.purpose} in ('ndr', 'cod')`),
	],
);

/**
 * A cash on delivery order that must be confirmed before it ships (decision
 * 048): why, until when, and how it ended (confirmed; cancelled by the
 * shopper or by the window's end; paid online instead).
 */
export const codConfirmations = pgTable(
	"cod_confirmations",
	{
		orderId: integer()
			.primaryKey()
			.references(() => orders.id, { onDelete: "cascade" }),
		reason: text().notNull(),
		state: text({ enum: ["awaiting", "confirmed", "cancelled", "expired", "prepaid"] })
			.notNull()
			.default("awaiting"),
		deadline: timestamp({ withTimezone: true }).notNull(),
		/** paise off when the shopper pays online instead (the setting when the order was placed) */
		prepaidSaving: integer().notNull().default(0),
		decidedAt: timestamp({ withTimezone: true }),
		createdAt: createdAt(),
	},
	(t) => [
		index("cod_confirmations_due_idx").on(t.deadline).where(sql`${t.state} = 'awaiting'`),
		check(
			"cod_confirmations_state_valid",
			sql`${t.state} in ('awaiting', 'confirmed', 'cancelled', 'expired', 'prepaid')`,
		),
		check("cod_confirmations_saving_nonnegative", sql`${t.prepaidSaving} >= 0`),
	],
);

/**
 * Pincodes whose COD orders come back too often (decision 048): computed
 * from the shop's own shipments (`computed`), or set by the staff
 * (`staff`, which a recomputation leaves alone).
 */
export const rtoPincodes = pgTable(
	"rto_pincodes",
	{
		pincode: varchar({ length: 6 }).primaryKey(),
		listed: boolean().notNull(),
		source: text({ enum: ["computed", "staff"] }).notNull(),
		codOrders: integer().notNull().default(0),
		rtoOrders: integer().notNull().default(0),
		updatedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
		updatedAt: updatedAt(),
	},
	(t) => [check("rto_pincodes_source_valid", sql`${t.source} in ('computed', 'staff')`)],
);

/**
 * A customer's cash on delivery switched off after refused deliveries, or
 * back on by the staff (audited).
 */
export const codBlocks = pgTable("cod_blocks", {
	userId: integer()
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	codOff: boolean().notNull(),
	/** refused COD deliveries counted when it was last switched */
	refused: integer().notNull().default(0),
	note: text(),
	updatedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
	updatedAt: updatedAt(),
});
