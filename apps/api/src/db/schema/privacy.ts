import { index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
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
