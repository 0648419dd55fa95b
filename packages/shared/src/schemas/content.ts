import { z } from "zod";
import { BANNER_LINK_KINDS, BANNER_PLACEMENTS, isShopPath } from "../banners.ts";
import * as e from "../messages/errors.ts";
import { contactMessages } from "../messages.ts";
import { idSchema, optionalIndianMobileSchema } from "./common.ts";

/**
 * The home page's catalogue calls (SPEC.md §7), the newsletter and the
 * contact form. Request schemas are shared with the web app's forms; the
 * response schemas type the web app's fetchers and feed the OpenAPI docs.
 */

/** 1–50: what the home page may ask for in one call. */
export const HOME_FETCH_MAX = 50;

const limitSchema = z.coerce
	.number({ error: e.fieldNumber("limit") })
	.int(e.fieldWhole("limit"))
	.min(1, e.fieldBetween("limit", 1, HOME_FETCH_MAX))
	.max(HOME_FETCH_MAX, e.fieldBetween("limit", 1, HOME_FETCH_MAX));

const filterText = z.string().trim().max(100).optional();

/** POST /api/banners/all/get: an empty body, or the listing's filters as empty strings (SPEC.md §7). */
export const bannersRequestSchema = z
	.object({ category: filterText, subCategory: filterText, brand: filterText, age: filterText })
	.nullish();
export type BannersRequest = z.infer<typeof bannersRequestSchema>;

export const bannerSchema = z.object({
	banner_id: z.number().int(),
	title: z.string(),
	/** the 480px WebP; the other widths of BANNER_IMAGE_WIDTHS sit beside it */
	url: z.string().nullable(),
	status: z.number().int(),
	category: z.string(),
	subCategory: z.string(),
	mediaType: z.string(),
	/** percent off the banner advertises */
	offers: z.number().int(),
	alt: z.string(),
	position: z.number().int(),
	/** where it shows (decision 065); `title` still says the same in SPEC.md §9's words */
	placement: z.enum(BANNER_PLACEMENTS),
	/** the owner's own name for the banner */
	name: z.string(),
	/** what it links to: a category (category, subCategory), a product (product_id) or a path on the shop */
	link_kind: z.enum(BANNER_LINK_KINDS),
	product_id: z.number().int().nullable(),
	/** the storefront path it leads to; null: the slot's own (a category link without a category) */
	href: z.string().nullable(),
	/** words shown over the picture ("" for none; Hindi where written in a Hindi answer) */
	headline: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersResponseSchema = z.object({ status: z.literal(true), response: z.array(bannerSchema) });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;

/** A category or subcategory named by its name (case-insensitive) or its numeric id. */
const nameOrId = (field: string) =>
	z.union([z.number().int().positive(), z.string().trim().min(1, e.fieldRequired(field)).max(100)], {
		error: e.fieldRequired(field),
	});

/** POST /api/subcategory/all/fetch */
export const subcategoriesRequestSchema = z.object({ category_id: nameOrId("category_id") });
export type SubcategoriesRequest = z.infer<typeof subcategoriesRequestSchema>;

export const imageEntrySchema = z.object({ image_url: z.string() });

export const homeSubcategorySchema = z.object({
	sub_category_id: z.number().int(),
	name: z.string(),
	/** `?lang=hi` only: the name to show (Hindi, else English); `name` stays the English a link carries */
	label: z.string().optional(),
	/** 1 = in stock */
	status: z.number().int(),
	/** a real list here, where SPEC.md shows JSON text */
	image: z.array(imageEntrySchema),
	category_name: z.string(),
});
export type HomeSubcategory = z.infer<typeof homeSubcategorySchema>;

export const subcategoriesResponseSchema = z.object({
	status: z.literal(true),
	response: z.array(homeSubcategorySchema),
});
export type SubcategoriesResponse = z.infer<typeof subcategoriesResponseSchema>;

/** POST /api/super-sub-category/random/fetch */
export const superSubcategoriesRequestSchema = z.object({
	limit: limitSchema.default(20),
	sub_category_id: nameOrId("sub_category_id"),
});
export type SuperSubcategoriesRequest = z.input<typeof superSubcategoriesRequestSchema>;

export const superSubcategorySchema = z.object({
	id: z.number().int(),
	name: z.string(),
	/**
	 * `?lang=hi` only: the name to show. Super-subcategories have no Hindi name of their own: a tile named as the
	 * subcategory it leads to shows that subcategory's Hindi name, else the English
	 */
	label: z.string().optional(),
	status: z.number().int(),
	image: z.string().nullable(),
	/** the listing the tile leads to */
	link_category: z.string(),
	link_subcategory: z.string(),
});
export type SuperSubcategory = z.infer<typeof superSubcategorySchema>;

export const superSubcategoriesResponseSchema = z.object({
	status: z.literal(true),
	response: z.array(superSubcategorySchema),
});
export type SuperSubcategoriesResponse = z.infer<typeof superSubcategoriesResponseSchema>;

/** POST /api/brand/fetch (an empty body asks for 20 brands by name) */
export const brandsRequestSchema = z
	.object({
		random: z.boolean({ error: e.fieldTrueOrFalse("random") }).default(false),
		limit: limitSchema.default(20),
	})
	.nullish();
export type BrandsRequest = z.input<typeof brandsRequestSchema>;

export const brandSchema = z.object({
	brand_id: z.number().int(),
	name: z.string(),
	status: z.number().int(),
	image: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandsResponseSchema = z.object({ status: z.literal(true), response: z.array(brandSchema) });
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;

/* newsletter ------------------------------------------------------------- */

const contactEmailSchema = z
	.string({ error: contactMessages.emailRequired })
	.trim()
	.min(1, { error: contactMessages.emailRequired, abort: true })
	.max(254, contactMessages.emailInvalid)
	.pipe(z.email(contactMessages.emailInvalid))
	.transform((email) => email.toLowerCase());

/** POST /api/newsletter/subscribe, and the footer box. */
export const newsletterRequestSchema = z.object({ email: contactEmailSchema });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({
		email: z.string(),
		already_subscribed: z.boolean(),
		/** the first-order code, when one is on offer */
		promo_code: z.string().nullable(),
		percent_off: z.number().int().nullable(),
	}),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/* contact ---------------------------------------------------------------- */

export const CONTACT_LIMITS = { nameMin: 2, nameMax: 80, messageMin: 10, messageMax: 2000 } as const;

/** POST /api/contact, and the contact form. */
export const contactRequestSchema = z.object({
	name: z
		.string({ error: contactMessages.nameRequired })
		.trim()
		.min(1, { error: contactMessages.nameRequired, abort: true })
		.min(CONTACT_LIMITS.nameMin, { error: contactMessages.nameShort, abort: true })
		.max(CONTACT_LIMITS.nameMax, contactMessages.nameLong),
	email: contactEmailSchema,
	message: z
		.string({ error: contactMessages.messageRequired })
		.trim()
		.min(1, { error: contactMessages.messageRequired, abort: true })
		.min(CONTACT_LIMITS.messageMin, { error: contactMessages.messageShort, abort: true })
		.max(CONTACT_LIMITS.messageMax, contactMessages.messageLong),
	/** optional (issue 27 item 5): where a reply's notice is texted when the sender is not a customer; "" = none */
	phone: optionalIndianMobileSchema(contactMessages.phoneInvalid).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({ id: z.number().int() }),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/* admin ------------------------------------------------------------------ */

export const contactMessageSchema = z.object({
	id: z.number().int(),
	name: z.string(),
	email: z.string(),
	message: z.string(),
	/** the sender's mobile, when they gave one (issue 27 item 5) */
	phone: z.string().nullable(),
	created_at: z.string(),
	read_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const adminContactListQuerySchema = z.object({
	unread: z
		.enum(["true", "false"])
		.optional()
		.transform((value) => value === "true"),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	page_size: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminContactUpdateSchema = z.object({ read: z.boolean({ error: "read must be true or false" }) });

/** A generated image's base path, as the seed and uploads store them (check-texts: console). */
const mediaBaseSchema = z
	.string()
	.trim()
	.regex(/^\/media\/[a-z0-9][a-z0-9/_-]*$/i, "image must be a /media/… base path");

/** A banner as staff write it (check-texts: console). */
const bannerFields = {
	/** the owner's own name for it (decision 065: no longer what places it) */
	title: z.string().trim().min(1, "Name the banner").max(100, "Name: at most 100 characters"),
	image: mediaBaseSchema,
	status: z.union([z.literal(0), z.literal(1)], { error: "status must be 0 or 1" }),
	category: z.string().trim().max(100),
	sub_category: z.string().trim().max(100),
	media_type: z.enum(["image"]),
	offers: z.number().int().min(0, "offers must be 0–100").max(100, "offers must be 0–100"),
	alt: z.string().trim().max(300),
	/** the Hindi alt text (decision 061); "" for none (the storefront reads the English) */
	alt_hi: z.string().trim().max(300),
	position: z.number().int().min(0).max(10_000),
	/** where the home page shows it (decision 065) */
	placement: z.enum(BANNER_PLACEMENTS, { error: "Choose where the banner shows" }),
	/** what it links to: `category` (category and sub_category; none: the slot's own), `product` or `path` */
	link_kind: z.enum(BANNER_LINK_KINDS, { error: "Choose what the banner links to" }),
	product_id: z.number().int().positive("Choose a product").nullable(),
	/** a path on this shop (checked by isShopPath) */
	link_path: z
		.string()
		.trim()
		.max(300, "Link: at most 300 characters")
		.refine(isShopPath, "Link: a path on this shop, starting with / (like /products?category=Toys)")
		.nullable(),
	/** words shown over the picture, and their Hindi ("" for none; decision 065) */
	headline: z.string().trim().max(80, "Headline: at most 80 characters"),
	headline_hi: z.string().trim().max(80, "Hindi headline: at most 80 characters"),
	/** shown from / until (issue 27 item 6; decision 064): ISO with its offset; null for no limit */
	starts_at: z.iso.datetime({ offset: true, error: "Shown from: choose a date and time" }).nullable(),
	ends_at: z.iso.datetime({ offset: true, error: "Shown until: choose a date and time" }).nullable(),
};

/** "Shown until" after "shown from", when both are given (check-texts: console). */
const inOrder = (body: { starts_at?: string | null | undefined; ends_at?: string | null | undefined }) =>
	!body.starts_at || !body.ends_at || Date.parse(body.ends_at) > Date.parse(body.starts_at);
/** (check-texts: console) */
const ORDER_MESSAGE = { message: "Shown until must be after shown from", path: ["ends_at"] };

export const adminBannerCreateSchema = z
	.object({
		...bannerFields,
		status: bannerFields.status.default(1),
		category: bannerFields.category.default(""),
		sub_category: bannerFields.sub_category.default(""),
		media_type: bannerFields.media_type.default("image"),
		offers: bannerFields.offers.default(0),
		alt: bannerFields.alt.default(""),
		alt_hi: bannerFields.alt_hi.default(""),
		position: bannerFields.position.default(0),
		/** absent: the placement its title meant in SPEC.md §9's words (placementOfTitle) */
		placement: bannerFields.placement.optional(),
		link_kind: bannerFields.link_kind.default("category"),
		product_id: bannerFields.product_id.default(null),
		link_path: bannerFields.link_path.default(null),
		headline: bannerFields.headline.default(""),
		headline_hi: bannerFields.headline_hi.default(""),
		starts_at: bannerFields.starts_at.default(null),
		ends_at: bannerFields.ends_at.default(null),
	})
	.refine(inOrder, ORDER_MESSAGE);
export type AdminBannerCreate = z.input<typeof adminBannerCreateSchema>;

export const adminBannerUpdateSchema = z
	.object(bannerFields)
	.partial()
	.refine((body) => Object.keys(body).length > 0, "Nothing to change")
	.refine(inOrder, ORDER_MESSAGE);
export type AdminBannerUpdate = z.input<typeof adminBannerUpdateSchema>;

/** A banner as the admin sees it: also inactive ones, with the stored image base path. */
export const adminBannerSchema = bannerSchema.extend({
	image: z.string(),
	created_at: z.string(),
	alt_hi: z.string(),
	starts_at: z.string().nullable(),
	ends_at: z.string().nullable(),
	link_path: z.string().nullable(),
	headline_hi: z.string(),
	/** the linked product's name (null: no product link, or the product is gone) */
	product_name: z.string().nullable(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** POST /api/admin/banners/pictures: where the uploaded picture now is (base path to save, 480 px URL to show). */
export const adminBannerPictureSchema = z.object({ image: z.string(), url: z.string() });
export type AdminBannerPicture = z.infer<typeof adminBannerPictureSchema>;

export const adminIdParamsSchema = z.object({ id: idSchema });
