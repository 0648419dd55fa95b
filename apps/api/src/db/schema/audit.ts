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
