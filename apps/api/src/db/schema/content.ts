import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
		/** the sender's mobile when given on the form (issue 27 item 5): a reply's notice is texted to it */
		phone: text(),
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

/** The home page's banners (SPEC.md §9): content, managed in the console's Home content screen. */

export const banners = pgTable(
	"banners",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		title: text().notNull(),
		/** base path of the generated image */
		image: text().notNull(),
		/** 1 = active */
		status: smallint().notNull().default(1),
		category: text().notNull().default(""),
		subCategory: text().notNull().default(""),
		mediaType: text().notNull().default("image"),
		/** percent off advertised on the banner */
		offers: integer().notNull().default(0),
		/** text an image reader hears */
		alt: text().notNull().default(""),
		/**
		 * the Hindi alt text (issue 31; decision 061); null: the English. `title` is the owner's name for the banner
		 * (decision 065), only staff see it, so it has no Hindi; the banner's words are in its picture and its alt text.
		 */
		altHi: text(),
		position: integer().notNull().default(0),
		/**
		 * where the home page shows it (decision 065): top, winter, toys, sports, books, or none. Before, the title
		 * chose it; the title is now the owner's name for the banner.
		 */
		placement: text().notNull().default("none"),
		/** what it links to: category (category, subCategory), product (linkProductId) or path (linkPath) */
		linkKind: text().notNull().default("category"),
		/** a product of the catalogue (no foreign key: the catalogue's table; a product gone or hidden links nowhere) */
		linkProductId: integer(),
		/** a path on this shop, starting with "/" */
		linkPath: text(),
		/** words shown over the picture (decision 065); "" for none */
		headline: text().notNull().default(""),
		/** the Hindi headline (decision 061's way); null: the English */
		headlineHi: text(),
		/** shown from / until these moments (issue 27 item 6; decision 064); null: no limit */
		startsAt: timestamp({ withTimezone: true }),
		endsAt: timestamp({ withTimezone: true }),
		createdAt: createdAt(),
	},
	(t) => [index("banners_placement_idx").on(t.placement, t.status)],
);

/**
 * The staff's answers to a contact message (issue 27 item 5): the thread kept on the message, each reply e-mailed
 * to the sender through the outbox once. Deleted with its message (an erased account's messages go).
 */
export const contactMessageReplies = pgTable(
	"contact_message_replies",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		messageId: integer()
			.notNull()
			.references(() => contactMessages.id, { onDelete: "cascade" }),
		/** the staff member who wrote it (their name as it was then) */
		authorUserId: integer(),
		authorName: text().notNull(),
		body: text().notNull(),
		/** where the reply was e-mailed */
		toEmail: text().notNull(),
		/** the phone (masked) told of the reply by SMS/WhatsApp (issue 27 item 5), or null: e-mail only */
		textedTo: text(),
		createdAt: createdAt(),
	},
	(t) => [index("contact_message_replies_message_idx").on(t.messageId, t.id)],
);
