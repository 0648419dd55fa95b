import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

/**
 * The message templates (issue 26 item 1), owned by modules/messaging: a row is
 * a staff edit of one event's template in one language; an event never edited
 * is its default (modules/messaging/defaults.ts).
 */
export const messageTemplates = pgTable(
	"message_templates",
	{
		key: text().notNull(),
		language: text().notNull(),
		smsEntityId: text().notNull(),
		smsHeader: text().notNull(),
		smsTemplateId: text().notNull(),
		/** DLT category: service_implicit | service_explicit | promotional | transactional */
		dltCategory: text().notNull(),
		/** the body as registered on DLT, each variable written {#var#} */
		smsBody: text().notNull(),
		waTemplateName: text().notNull(),
		waLanguage: text().notNull(),
		/** WhatsApp category: utility | marketing | authentication */
		waCategory: text().notNull(),
		linkDomains: text().array().notNull(),
		updatedAt: updatedAt(),
	},
	(t) => [primaryKey({ columns: [t.key, t.language] })],
);

/** Each message refused before it left (its text matched no registered template, or a link was off the allowed domains). */
export const messageRefusals = pgTable(
	"message_refusals",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		channel: text().notNull(),
		/** the phone, masked */
		recipient: text().notNull(),
		templateKey: text(),
		text: text().notNull(),
		reason: text().notNull(),
		createdAt: createdAt(),
	},
	(t) => [index("message_refusals_created_idx").on(t.createdAt)],
);

/**
 * One row per message handed to a real provider (MSG91, WhatsApp Cloud API),
 * keyed by the outbox entry's id: written `pending` before the call, `sent`
 * with the provider's id after. Neither provider takes an idempotency key, so
 * a retry that finds a row does not send again (see modules/messaging/sends).
 * Delivery reports and status webhooks move `status` on.
 */
export const messageSends = pgTable(
	"message_sends",
	{
		idempotencyKey: text().primaryKey(),
		channel: text().notNull(),
		provider: text().notNull(),
		/** the phone, masked */
		recipient: text().notNull(),
		templateKey: text(),
		/** pending (asked, answer unknown) | sent | delivered | read | failed | unconfirmed */
		status: text().notNull(),
		providerMessageId: text(),
		detail: text(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [index("message_sends_provider_id_idx").on(t.provider, t.providerMessageId)],
);
