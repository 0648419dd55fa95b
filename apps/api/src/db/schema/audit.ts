import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * Every change the shop's staff make through the admin API: who, when, which
 * entity, what they did, and the entity before and after. Written by
 * `audited()` (modules/audit) in the same transaction as the change, so a
 * change that fails leaves no row and a row never describes a change that
 * did not happen. Append-only: nothing updates or deletes a row.
 */
export const auditLog = pgTable(
	"audit_log",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** null once the staff member's account is gone; `actorName` keeps who it was */
		actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
		actorName: text().notNull(),
		/** "order", "product", "variant", "gift_card", "promo_code", "user", ... */
		entity: text().notNull(),
		entityId: text().notNull(),
		/** "status", "create", "update", "disable", "grant_staff", ... */
		action: text().notNull(),
		before: jsonb(),
		after: jsonb(),
		createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("audit_log_created_idx").on(t.createdAt),
		index("audit_log_actor_created_idx").on(t.actorUserId, t.createdAt),
		index("audit_log_entity_created_idx").on(t.entity, t.entityId, t.createdAt),
	],
);

/**
 * The staff's notes on an order or a customer (issue 27 item 5): short, staff-only, newest first, each one also
 * an audit entry. `customerUserId` is the customer the note is about (the order's customer for an order's note),
 * so an erased account's notes go with it (privacy/erasure-plan.ts).
 */
export const staffNotes = pgTable(
	"staff_notes",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** "order" or "customer" */
		subject: text().notNull(),
		/** the order's id or the customer's user id */
		subjectId: integer().notNull(),
		customerUserId: integer().references(() => users.id, { onDelete: "cascade" }),
		/** null once the staff member's account is gone; `authorName` keeps who it was */
		authorUserId: integer().references(() => users.id, { onDelete: "set null" }),
		authorName: text().notNull(),
		body: text().notNull(),
		createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("staff_notes_subject_idx").on(t.subject, t.subjectId, t.id),
		index("staff_notes_customer_idx").on(t.customerUserId),
	],
);
