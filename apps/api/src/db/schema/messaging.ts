import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { variants } from "./catalog.ts";
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

/**
 * The consent ledger (issue 26 item 4, decision 049), owned by modules/messaging: append-only, one row per
 * opt-in or opt-out of a phone for a channel and purpose, with the exact text the shopper was shown, where
 * it came from and when. The live consent is the newest row per (phone, channel, purpose); a withdrawal is
 * a new row, never an update or a delete.
 */
export const messageConsents = pgTable(
	"message_consents",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** a 10-digit Indian mobile number */
		phone: text().notNull(),
		/** the account that gave it, when known (a STOP reply knows only the phone) */
		userId: integer(),
		/** sms | whatsapp */
		channel: text().notNull(),
		/** transactional (order updates, alerts asked for) | promotional (offers, price drops, cart reminders) */
		purpose: text().notNull(),
		granted: boolean().notNull(),
		/** the words the shopper agreed to or the reply that withdrew it, in the language they were shown in */
		textShown: text().notNull(),
		/** the catalogue id of those words (`alerts.consentSmsPromotional`, decision 071); null for a reply's words */
		textId: text(),
		/** the language of the page the words were shown on: en | hi (decision 071); null for a reply's words */
		language: text(),
		/** account | checkout | whatsapp-stop | sms-stop | staff */
		source: text().notNull(),
		/** the client's address, when it came through the shop */
		ip: text(),
		createdAt: createdAt(),
	},
	(t) => [index("message_consents_phone_idx").on(t.phone, t.channel, t.purpose, t.id)],
);

/**
 * "Notify me" on a sold-out size (issue 26 item 5): one live subscription per variant and phone; a
 * restock notifies each once, first come first served (`notifiedAt` set in the transaction that writes
 * its message to the outbox); `stoppedAt` when the shopper stops it.
 */
export const stockAlerts = pgTable(
	"stock_alerts",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		variantId: integer()
			.notNull()
			.references(() => variants.id, { onDelete: "cascade" }),
		phone: text().notNull(),
		userId: integer(),
		notifiedAt: timestamp({ withTimezone: true }),
		stoppedAt: timestamp({ withTimezone: true }),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("stock_alerts_live_unique")
			.on(t.variantId, t.phone)
			.where(sql`${t.notifiedAt} is null and ${t.stoppedAt} is null`),
		index("stock_alerts_waiting_idx").on(t.variantId, t.id),
	],
);

/**
 * "Tell me if the price drops" on a wishlist item (issue 26 item 6): one live watch per shopper and variant.
 * `basePrice` is the price (paise) when it was turned on, then the price of the last alert; an alert needs the
 * price 10% or ₹100 below it and `lastAlertedAt` a week ago or more. `stoppedAt` when the shopper stops it.
 */
export const priceAlerts = pgTable(
	"price_alerts",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		variantId: integer()
			.notNull()
			.references(() => variants.id, { onDelete: "cascade" }),
		phone: text().notNull(),
		basePrice: integer().notNull(),
		lastAlertedAt: timestamp({ withTimezone: true }),
		stoppedAt: timestamp({ withTimezone: true }),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("price_alerts_live_unique").on(t.userId, t.variantId).where(sql`${t.stoppedAt} is null`),
		index("price_alerts_variant_idx").on(t.variantId),
	],
);

/**
 * Cart reminders (issue 26 item 7): per shopper, the cart they were reminded of (`cartSince`, when its oldest
 * line was added) and how many reminders it had (at most two). A cart emptied and filled again is a new cart.
 */
export const cartReminders = pgTable("cart_reminders", {
	userId: integer()
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	cartSince: timestamp({ withTimezone: true }).notNull(),
	sent: integer().notNull().default(0),
	lastSentAt: timestamp({ withTimezone: true }),
});

/**
 * Each alert sent to a shopper (back in stock, price drop, cart reminder), when a provider took it: the
 * dashboard counts the orders placed within 7 days of one (issue 26 item 8).
 */
export const alertsSent = pgTable(
	"alerts_sent",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		templateKey: text().notNull(),
		createdAt: createdAt(),
	},
	(t) => [index("alerts_sent_created_idx").on(t.createdAt), index("alerts_sent_user_idx").on(t.userId, t.createdAt)],
);
