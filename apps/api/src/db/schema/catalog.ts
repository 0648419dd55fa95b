import { sql } from "drizzle-orm";
import {
	boolean,
	check,
	index,
	integer,
	pgTable,
	smallint,
	text,
	timestamp,
	uniqueIndex,
	varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, tsvector, updatedAt } from "./columns.ts";

/**
 * Images are generated (or uploaded) as WebP in every width of IMAGE_WIDTHS;
 * `image` columns hold the base path, e.g. `/media/brands/mee-mee-1a2b3c`,
 * and the file for a width is `${image}-${width}.webp`.
 */

export const categories = pgTable(
	"categories",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		name: text().notNull(),
		/** the Hindi name (issue 31; decision 061); null: the English name is shown */
		nameHi: text(),
		slug: text().notNull(),
		/** 1 = in stock / shown */
		status: smallint().notNull().default(1),
		position: integer().notNull().default(0),
		image: text(),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("categories_slug_unique").on(t.slug),
		uniqueIndex("categories_name_lower_unique").on(sql`lower(${t.name})`),
	],
);

export const subcategories = pgTable(
	"subcategories",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		categoryId: integer()
			.notNull()
			.references(() => categories.id, { onDelete: "cascade" }),
		name: text().notNull(),
		/** the Hindi name (issue 31; decision 061); null: the English name is shown */
		nameHi: text(),
		slug: text().notNull(),
		status: smallint().notNull().default(1),
		position: integer().notNull().default(0),
		image: text(),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("subcategories_category_name_unique").on(t.categoryId, sql`lower(${t.name})`),
		index("subcategories_name_lower_idx").on(sql`lower(${t.name})`),
	],
);

export const superSubcategories = pgTable(
	"super_subcategories",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		subcategoryId: integer()
			.notNull()
			.references(() => subcategories.id, { onDelete: "cascade" }),
		name: text().notNull(),
		status: smallint().notNull().default(1),
		image: text(),
		/** the listing a tile leads to: /products?category=...&subcategory=... */
		linkCategory: text(),
		linkSubcategory: text(),
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex("super_subcategories_parent_name_unique").on(t.subcategoryId, sql`lower(${t.name})`)],
);

export const brands = pgTable(
	"brands",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		name: text().notNull(),
		slug: text().notNull(),
		status: smallint().notNull().default(1),
		image: text(),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("brands_slug_unique").on(t.slug),
		uniqueIndex("brands_name_lower_unique").on(sql`lower(${t.name})`),
	],
);

export const products = pgTable(
	"products",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		name: text().notNull(),
		/** URL-safe, unique within the category */
		slug: text().notNull(),
		brandId: integer()
			.notNull()
			.references(() => brands.id),
		categoryId: integer()
			.notNull()
			.references(() => categories.id),
		subcategoryId: integer()
			.notNull()
			.references(() => subcategories.id),
		featured: boolean().notNull().default(false),
		ageGroups: text().array().notNull().default(sql`'{}'::text[]`),
		/** extra words the search should match: brand, category, subcategory, colours */
		searchKeywords: text().notNull().default(""),
		searchVector: tsvector().generatedAlwaysAs(
			sql`setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "search_keywords"), 'B')`,
		),
		/** lowest price among the product's active variants, kept by a trigger on variants (paise) */
		minPrice: integer().notNull().default(0),
		/**
		 * the price a card shows and the listing sorts and filters by: the cheapest active variant in stock,
		 * else the cheapest active variant (packages/shared cardVariant); kept by the same trigger (paise)
		 */
		shownPrice: integer().notNull().default(0),
		active: boolean().notNull().default(true),
		/**
		 * scheduled (issue 27 item 2; decision 064): an active product appears on the storefront from this moment,
		 * decided by the server (VISIBLE); null: at once. A draft is a product not active.
		 */
		publishAt: timestamp({ withTimezone: true }),
		/** the product's own warranty text (issue 27 item 7); null: the shop's default (settings) */
		warranty: text(),
		/**
		 * Hindi (issue 31; decision 061): the name, a short description and the description (sanitised HTML, for
		 * every variant), each shown in Hindi answers where present, else the English.
		 */
		nameHi: text(),
		shortDescriptionHi: text(),
		descriptionHi: text(),
		/** the Hindi name's words for full text: the `simple` configuration (no stemming for Devanagari) */
		searchVectorHi: tsvector().generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, coalesce("name_hi", ''))`),
		/**
		 * the Hindi name's consonant skeleton (lower case, vowel signs, virama, nukta and nasal marks dropped), for
		 * typo-tolerant trigram matching: "फराक" and "फ्रॉक" are both "फरक" (search.ts hindiSkeleton is its twin)
		 */
		nameHiKey: text().generatedAlwaysAs(
			sql`regexp_replace(lower(coalesce("name_hi", '')), '[\u0900-\u0903\u093A-\u094F\u0951-\u0957\u0962\u0963]', '', 'g')`,
		),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("products_category_slug_unique").on(t.categoryId, t.slug),
		index("products_category_idx").on(t.categoryId, t.active),
		index("products_publish_at_idx").on(t.publishAt).where(sql`publish_at is not null`),
		index("products_subcategory_idx").on(t.subcategoryId),
		index("products_brand_idx").on(t.brandId),
		index("products_min_price_idx").on(t.minPrice),
		index("products_shown_price_idx").on(t.shownPrice, t.id),
		index("products_created_idx").on(t.createdAt),
		index("products_featured_idx").on(t.featured, t.createdAt),
		// GIN without the pending list: PGlite never runs autovacuum, which is what would flush it, and a
		// search would otherwise scan every product added since the index was built (decision 004)
		index("products_age_groups_idx").using("gin", t.ageGroups).with({ fastupdate: false }),
		index("products_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
		index("products_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ fastupdate: false }),
		index("products_search_hi_idx").using("gin", t.searchVectorHi).with({ fastupdate: false }),
		index("products_name_hi_key_trgm_idx").using("gin", t.nameHiKey.op("gin_trgm_ops")).with({ fastupdate: false }),
	],
);

export const variants = pgTable(
	"variants",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		productId: integer()
			.notNull()
			.references(() => products.id, { onDelete: "cascade" }),
		size: text().notNull(),
		color: text().notNull(),
		/** paise, GST inclusive */
		price: integer().notNull(),
		/** paise */
		mrp: integer().notNull(),
		stock: integer().notNull().default(0),
		sku: varchar({ length: 64 }).notNull(),
		/** sanitised on write */
		descriptionHtml: text().notNull().default(""),
		/** sanitised on write */
		specificationsHtml: text().notNull().default(""),
		position: integer().notNull().default(0),
		active: boolean().notNull().default(true),
		/** the packed weight in grams (issue 25: a shipment needs it); null until the staff enter it */
		weightGrams: integer(),
		/** the box it ships in, centimetres (length × breadth × height); null until entered */
		boxLengthCm: integer(),
		boxBreadthCm: integer(),
		boxHeightCm: integer(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("variants_sku_unique").on(t.sku),
		uniqueIndex("variants_product_size_color_unique").on(t.productId, t.size, t.color),
		index("variants_product_idx").on(t.productId),
		check("variants_price_positive", sql`${t.price} > 0`),
		check("variants_mrp_at_least_price", sql`${t.mrp} >= ${t.price}`),
		check("variants_stock_nonnegative", sql`${t.stock} >= 0`),
	],
);

export const productImages = pgTable(
	"product_images",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		variantId: integer()
			.notNull()
			.references(() => variants.id, { onDelete: "cascade" }),
		/** base path; `${path}-${width}.webp` for each width of IMAGE_WIDTHS */
		path: text().notNull(),
		alt: text().notNull().default(""),
		position: integer().notNull().default(0),
	},
	(t) => [index("product_images_variant_idx").on(t.variantId, t.position)],
);

/**
 * A product picture uploaded before its product is saved (decision 066): checked and written as the
 * storefront's widths like any picture, kept for the staff member who uploaded it until it expires; the
 * product's save turns it into a product_images row by its token. Expired rows are removed at the next upload.
 */
export const stagedPictures = pgTable(
	"staged_pictures",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** what the form sends back: random, unguessable */
		token: text().notNull(),
		staffId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** base path, as product_images.path */
		path: text().notNull(),
		createdAt: createdAt(),
		expiresAt: timestamp({ withTimezone: true }).notNull(),
	},
	(t) => [
		uniqueIndex("staged_pictures_token_unique").on(t.token),
		index("staged_pictures_expires_idx").on(t.expiresAt),
	],
);

export const reviews = pgTable(
	"reviews",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		productId: integer()
			.notNull()
			.references(() => products.id, { onDelete: "cascade" }),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		rating: smallint().notNull(),
		comment: text().notNull(),
		/**
		 * The author bought the product and received it (an order of theirs holding one of its variants was
		 * delivered): set when the review is written, and when such an order is delivered later. Never unset.
		 */
		verifiedBuyer: boolean().notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("reviews_one_per_user_product").on(t.productId, t.userId),
		check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
	],
);

/**
 * Each stock change the staff made by hand (issue 27 item 3): the inventory screen's inline edit, a "received +10",
 * a bulk stock adjustment; the change, the count after it, the reason and who. Orders and returns are not here (the
 * orders module keeps them); the CSV import's changes are in its audit entry.
 */
export const stockAdjustments = pgTable(
	"stock_adjustments",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		variantId: integer()
			.notNull()
			.references(() => variants.id, { onDelete: "cascade" }),
		delta: integer().notNull(),
		stockBefore: integer().notNull(),
		stockAfter: integer().notNull(),
		reason: text().notNull(),
		note: text().notNull().default(""),
		staffId: integer().references(() => users.id, { onDelete: "set null" }),
		createdAt: createdAt(),
	},
	(t) => [index("stock_adjustments_variant_idx").on(t.variantId, t.createdAt)],
);
