import { z } from "zod";
import { adminPageQueryFields, adminSearchField } from "./admin.ts";

/**
 * The console's catalogue setup (issue 12 item 3): categories, their subcategories, those's
 * super-subcategories (the home page's tiles) and brands; created, renamed, shown or hidden, put in order.
 */

export const TAXONOMY_KINDS = ["category", "subcategory", "super_subcategory", "brand"] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/** What a kind is called on screen, and which kind its parent is. */
export const TAXONOMY_KIND_INFO: Record<
	TaxonomyKind,
	{ label: string; parent: TaxonomyKind | null; ordered: boolean }
> = {
	category: { label: "Category", parent: null, ordered: true },
	subcategory: { label: "Subcategory", parent: "category", ordered: true },
	super_subcategory: { label: "Super-subcategory", parent: "subcategory", ordered: false },
	brand: { label: "Brand", parent: null, ordered: false },
};

export const adminTaxonomyKindParamSchema = z.object({
	kind: z.enum(TAXONOMY_KINDS, { error: "Unknown kind: category, subcategory, super_subcategory or brand" }),
});
export const adminTaxonomyItemParamSchema = adminTaxonomyKindParamSchema.extend({
	id: z.coerce.number().int().positive().max(2_147_483_647),
});

const taxonomyName = z
	.string({ error: "Name is required" })
	.trim()
	.min(1, "Name is required")
	.max(80, "Name can be at most 80 characters");

/** POST /api/admin/taxonomy/{kind}: a new one, shown at once; a subcategory names its category, a super-subcategory its subcategory. */
export const adminTaxonomyCreateSchema = z.object({
	name: taxonomyName,
	parent_id: z.number().int().positive().optional(),
	active: z.boolean().default(true),
});
export type AdminTaxonomyCreate = z.input<typeof adminTaxonomyCreateSchema>;

/**
 * PATCH /api/admin/taxonomy/{kind}/{id}: rename, show or hide; a category's or subcategory's Hindi name (decision
 * 061: "" clears it and the storefront shows the English).
 */
export const adminTaxonomyUpdateSchema = z
	.object({
		name: taxonomyName.optional(),
		active: z.boolean({ error: "active must be true or false" }).optional(),
		name_hi: z.string().trim().max(80, "Hindi name: at most 80 characters").optional(),
	})
	.refine(
		(body) => body.name !== undefined || body.active !== undefined || body.name_hi !== undefined,
		"Nothing to change",
	);
export type AdminTaxonomyUpdate = z.input<typeof adminTaxonomyUpdateSchema>;

/** PUT /api/admin/taxonomy/{kind}/order: every category (or every subcategory of one category) in its new order. */
export const adminTaxonomyOrderSchema = z.object({
	ids: z.array(z.number().int().positive()).min(1, "Send the items in their new order").max(500),
});

export const adminTaxonomyItemSchema = z.object({
	kind: z.enum(TAXONOMY_KINDS),
	id: z.number().int(),
	name: z.string(),
	/** the category of a subcategory, the subcategory of a super-subcategory */
	parent_id: z.number().int().nullable(),
	active: z.boolean(),
	/** the place among its siblings (categories and subcategories); null where the storefront orders by name */
	position: z.number().int().nullable(),
	/** products filed under it (none for a super-subcategory, which is a link) */
	products: z.number().int(),
	/** a category's or subcategory's Hindi name, "" when none (decision 061); absent for the others */
	name_hi: z.string().optional(),
});
export type AdminTaxonomyItem = z.infer<typeof adminTaxonomyItemSchema>;

/** GET /api/admin/taxonomy: everything, shown or hidden, in the storefront's order. */
export const adminTaxonomySchema = z.object({
	categories: z.array(adminTaxonomyItemSchema),
	subcategories: z.array(adminTaxonomyItemSchema),
	super_subcategories: z.array(adminTaxonomyItemSchema),
	brands: z.array(adminTaxonomyItemSchema),
});
export type AdminTaxonomy = z.infer<typeof adminTaxonomySchema>;

/* promo codes ------------------------------------------------------------------ */

const promoCode = z
	.string({ error: "Code is required" })
	.trim()
	.min(3, "A code has at least 3 characters")
	.max(32, "A code can be at most 32 characters")
	.regex(/^[A-Za-z0-9_-]+$/, "A code may hold letters, digits, - and _")
	.transform((code) => code.toUpperCase());

const rupeesField = (what: string) =>
	z
		.number({ error: `${what} must be an amount in rupees` })
		.int(`${what} must be whole rupees`)
		.positive(`${what} must be more than 0`)
		.max(1_00_000, `${what} can be at most ₹1,00,000`);

const scopeIds = (what: string) =>
	z
		.array(z.number().int().positive(), { error: `Choose ${what} from the list` })
		.max(200, `At most 200 ${what}`)
		.transform((ids) => [...new Set(ids)]);

const promoFields = {
	/** a percentage off the items, or null for a fixed amount */
	percent_off: z
		.number({ error: "Percent off must be a whole number from 1 to 100" })
		.int("Percent off must be a whole number from 1 to 100")
		.min(1, "Percent off must be a whole number from 1 to 100")
		.max(100, "Percent off must be a whole number from 1 to 100")
		.nullable(),
	/** rupees off the items, or null for a percentage */
	amount_off: rupeesField("The amount off").nullable(),
	/** rupees; a cap on a percentage's discount, null for no cap */
	max_discount: rupeesField("The cap").nullable(),
	/** rupees: what the items (before the code) must be worth; 0 for any order */
	min_order: z
		.number({ error: "The minimum order must be an amount in rupees" })
		.int("The minimum order must be whole rupees")
		.min(0, "The minimum order cannot be below 0")
		.max(10_00_000, "The minimum order can be at most ₹10,00,000"),
	first_order_only: z.boolean(),
	/** a shopper may use it on one order only */
	once_per_customer: z.boolean(),
	/** how many orders may use it, all shoppers together; null for no limit */
	max_uses: z
		.number({ error: "Total uses must be a whole number" })
		.int("Total uses must be a whole number")
		.min(1, "Total uses must be at least 1 (leave it empty for no limit)")
		.max(10_00_000, "Total uses can be at most 10,00,000")
		.nullable(),
	active: z.boolean(),
	/** ISO date-time; null for at once */
	starts_at: z.iso.datetime({ offset: true, error: "The start must be a date and time" }).nullable(),
	/** ISO date-time; null for never */
	expires_at: z.iso.datetime({ offset: true, error: "Expiry must be a date and time" }).nullable(),
	/** the promo takes off the delivery fee instead (no percentage, no amount) */
	free_delivery: z.boolean(),
	/** what shoppers read ("Discount (Diwali toys)"); empty: the code */
	name: z.string().trim().max(60, "A name can be at most 60 characters"),
	/** applied at checkout without a code to every cart it fits */
	automatic: z.boolean(),
	/** the scope: a line is eligible when its category, subcategory, product or brand is listed; all empty: every item */
	category_ids: scopeIds("categories"),
	subcategory_ids: scopeIds("subcategories"),
	product_ids: scopeIds("products"),
	brand_ids: scopeIds("brands"),
};

/** The rules a code's values follow together (the server checks them again on the saved row, after a change). */
export function promoShapeProblems(promo: {
	percent_off: number | null;
	amount_off: number | null;
	max_discount: number | null;
	starts_at: string | null;
	expires_at: string | null;
	free_delivery?: boolean;
}): { field: string; message: string }[] {
	const problems: { field: string; message: string }[] = [];
	if (promo.free_delivery) {
		if (promo.percent_off !== null || promo.amount_off !== null || promo.max_discount !== null) {
			problems.push({ field: "free_delivery", message: "Free delivery takes no percentage, amount or cap" });
		}
	} else if ((promo.percent_off === null) === (promo.amount_off === null)) {
		problems.push({ field: "percent_off", message: "Give either a percentage off or an amount off, not both" });
	}
	if (promo.amount_off !== null && promo.max_discount !== null) {
		problems.push({ field: "max_discount", message: "A cap is for a percentage: an amount off is its own cap" });
	}
	if (promo.starts_at && promo.expires_at && Date.parse(promo.starts_at) >= Date.parse(promo.expires_at)) {
		problems.push({ field: "expires_at", message: "The code must end after it starts" });
	}
	return problems;
}

/** POST /api/admin/promo-codes: a percentage (with an optional cap) or a fixed amount off. */
export const adminPromoCreateSchema = z
	.object({
		code: promoCode,
		percent_off: promoFields.percent_off.default(null),
		amount_off: promoFields.amount_off.default(null),
		max_discount: promoFields.max_discount.default(null),
		min_order: promoFields.min_order.default(0),
		first_order_only: promoFields.first_order_only.default(false),
		once_per_customer: promoFields.once_per_customer.default(false),
		max_uses: promoFields.max_uses.default(null),
		active: promoFields.active.default(true),
		starts_at: promoFields.starts_at.default(null),
		expires_at: promoFields.expires_at.default(null),
		free_delivery: promoFields.free_delivery.default(false),
		name: promoFields.name.default(""),
		automatic: promoFields.automatic.default(false),
		category_ids: promoFields.category_ids.default([]),
		subcategory_ids: promoFields.subcategory_ids.default([]),
		product_ids: promoFields.product_ids.default([]),
		brand_ids: promoFields.brand_ids.default([]),
	})
	.superRefine((promo, context) => {
		for (const problem of promoShapeProblems(promo)) {
			context.addIssue({ code: "custom", path: [problem.field], message: problem.message });
		}
	});
export type AdminPromoCreate = z.input<typeof adminPromoCreateSchema>;

/** PATCH /api/admin/promo-codes/{id}: any of the fields but the code (orders keep it). */
export const adminPromoUpdateSchema = z
	.object(promoFields)
	.partial()
	.refine((body) => Object.keys(body).length > 0, "Nothing to change");
export type AdminPromoUpdate = z.input<typeof adminPromoUpdateSchema>;

export const adminPromoSchema = z.object({
	id: z.number().int(),
	code: z.string(),
	/** null for a fixed amount */
	percent_off: z.number().int().nullable(),
	/** rupees; null for a percentage */
	amount_off: z.number().nullable(),
	max_discount: z.number().nullable(),
	/** rupees; 0 for any order */
	min_order: z.number(),
	first_order_only: z.boolean(),
	once_per_customer: z.boolean(),
	/** null for no limit */
	max_uses: z.number().int().nullable(),
	active: z.boolean(),
	starts_at: z.string().nullable(),
	expires_at: z.string().nullable(),
	free_delivery: z.boolean(),
	/** what shoppers read; the code when none was given */
	name: z.string(),
	automatic: z.boolean(),
	category_ids: z.array(z.number().int()),
	subcategory_ids: z.array(z.number().int()),
	product_ids: z.array(z.number().int()),
	brand_ids: z.array(z.number().int()),
	/** the scope in words for the list: "All items", or "Toys · LEGO (brand)" */
	scope: z.array(
		z.object({ kind: z.enum(["category", "subcategory", "product", "brand"]), id: z.number().int(), name: z.string() }),
	),
	/** orders that used it */
	uses: z.number().int(),
	created_at: z.string(),
});
export type AdminPromo = z.infer<typeof adminPromoSchema>;

export const adminPromoQuerySchema = z.object({ ...adminPageQueryFields, q: adminSearchField });
