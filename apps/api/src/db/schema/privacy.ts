import {
	customType,
	index,
	integer,
	jsonb,
	pgTable,
	smallint,
	text,
	timestamp,
	uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";

/**
 * Grievances (issue 30 item 3; Consumer Protection (E-Commerce) Rules 2020 r.4(5): acknowledge within 48 hours,
 * resolve within a month; DPDP Act §13). Owned by modules/privacy. `ticket` is what the complainant is told at
 * once (`G` + digits). `userId` is set when a signed-in shopper files it, so the account lists it; a deleted
 * account's tickets lose the link (set null).
 */
export const grievances = pgTable(
	"grievances",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		ticket: text().notNull().unique(),
		userId: integer().references(() => users.id, { onDelete: "set null" }),
		name: text().notNull(),
		email: text().notNull(),
		phone: text(),
		/** "order", "privacy", "product", "payment", "other" */
		topic: text().notNull(),
		orderRef: text(),
		message: text().notNull(),
		requesterIp: text(),
		createdAt: createdAt(),
		acknowledgedAt: timestamp({ withTimezone: true }),
		acknowledgedBy: text(),
		resolvedAt: timestamp({ withTimezone: true }),
		resolvedBy: text(),
		resolutionNote: text(),
	},
	(t) => [index("grievances_created_idx").on(t.createdAt), index("grievances_user_idx").on(t.userId, t.createdAt)],
);

/** The grievance officer the public page names (one row, id 1), set in the console's settings. */
export const grievanceOfficer = pgTable("grievance_officer", {
	id: smallint().primaryKey().default(1),
	name: text().notNull(),
	email: text().notNull(),
	phone: text().notNull(),
	updatedAt: updatedAt(),
});

/**
 * Accounts erased at their owner's request (issue 30 item 2, decision 051): one row per account, written in the
 * erasure's transaction, so a second request is told it is done. Holds no personal datum: the user id (whose row is
 * now anonymised) and until when the kept tax documents must stay.
 */
export const accountErasures = pgTable(
	"account_erasures",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id),
		erasedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** the last day a kept invoice or credit note must stay (CGST §36); null when the account had none */
		taxRecordsKeptUntil: text(),
	},
	(t) => [uniqueIndex("account_erasures_user_unique").on(t.userId)],
);

/** Each run of the retention job (issue 30 item 4): when, and how many rows of each kind it deleted. */
export const retentionRuns = pgTable(
	"retention_runs",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		deleted: jsonb().$type<Record<string, number>>().notNull(),
	},
	(t) => [index("retention_runs_ran_idx").on(t.ranAt)],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
	dataType() {
		return "bytea";
	},
	fromDriver(value) {
		return Buffer.from(value);
	},
});

/**
 * Download my data (issue 30 item 2, DPDP §11, decision 059): one row per request, made `pending` by the shopper
 * (after a fresh one-time code), turned into a ZIP by the data-export job and offered for 7 days by its `token`
 * (the link's random part, the only way to name it), to its own account only. The retention job deletes the row
 * (and so the file) once it has expired.
 */
export const dataExports = pgTable(
	"data_exports",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id),
		token: text().notNull().unique(),
		/** "pending" until the job made the file, then "ready" */
		status: text().notNull().default("pending"),
		requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		readyAt: timestamp({ withTimezone: true }),
		expiresAt: timestamp({ withTimezone: true }),
		fileName: text(),
		file: bytea(),
	},
	(t) => [index("data_exports_user_idx").on(t.userId, t.requestedAt), index("data_exports_status_idx").on(t.status)],
);
