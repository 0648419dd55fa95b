import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const newsletterSubscribers = pgTable(
	"newsletter_subscribers",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** stored lower-cased */
		email: text().notNull(),
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex("newsletter_subscribers_email_unique").on(t.email)],
);

export const contactMessages = pgTable(
	"contact_messages",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		name: text().notNull(),
		email: text().notNull(),
		message: text().notNull(),
		requesterIp: text(),
		createdAt: createdAt(),
		readAt: timestamp({ withTimezone: true }),
	},
	(t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** Small key-value settings shared by every API instance (for example generated secrets). */
export const appSettings = pgTable("app_settings", {
	key: text().primaryKey(),
	value: text().notNull(),
	createdAt: createdAt(),
});
