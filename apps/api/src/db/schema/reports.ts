import { bigint, bigserial, date, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The reports' daily summary (issue 29, decision 058): per day in India and
 * per dimension (sales, product, variant, category, brand, age band, payment
 * mode, promo code, customer kind, cancellations, reasons), the figures the
 * reports add up, so a year's report reads some 365 × rows-a-day instead of a
 * million orders. Owned by reports; rebuilt a day at a time from the live
 * tables (idempotent), never added to in place.
 */
export const reportDays = pgTable(
	"report_days",
	{
		dimension: text().notNull(),
		day: date({ mode: "string" }).notNull(),
		label: text().notNull().default(""),
		detail: text().notNull().default(""),
		orders: bigint({ mode: "number" }).notNull().default(0),
		units: bigint({ mode: "number" }).notNull().default(0),
		/** revenue of the units kept, net charged, or the amount, by dimension (paise) */
		amount: bigint({ mode: "number" }).notNull().default(0),
		gross: bigint({ mode: "number" }).notNull().default(0),
		discount: bigint({ mode: "number" }).notNull().default(0),
		tax: bigint({ mode: "number" }).notNull().default(0),
		refunds: bigint({ mode: "number" }).notNull().default(0),
		cancelled: bigint({ mode: "number" }).notNull().default(0),
		returned: bigint({ mode: "number" }).notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.dimension, t.day, t.label, t.detail] })],
);

/**
 * Days whose summary is out of date: a row per change, appended in the
 * changing transaction by triggers on orders, order_items, order_cancellations
 * and tax_documents (so no writer can forget), taken away by the refresh that
 * rebuilds the day. Append-only, so a change still uncommitted while a day is
 * rebuilt leaves its own row and the day is rebuilt again.
 */
export const reportDirtyDays = pgTable(
	"report_dirty_days",
	{
		id: bigserial({ mode: "number" }).primaryKey(),
		day: date({ mode: "string" }).notNull(),
	},
	(t) => [index("report_dirty_days_day_idx").on(t.day)],
);
