import { z } from "zod";
import { AGE_GROUPS } from "../choices.ts";
import { adminPageQueryFields, adminSearchField } from "./admin.ts";

/** The console's catalogue: products with their variants and pictures (issue 12 item 3). Prices in rupees. */

/** The most a product description or specification may hold, in characters of HTML. */
export const ADMIN_PRODUCT_HTML_MAX = 20_000;
/** The most variants one product may have. */
export const ADMIN_MAX_VARIANTS = 60;

const text = (field: string, max: number) =>
	z
		.string({ error: `${field} is required` })
		.trim()
		.min(1, `${field} is required`)
		.max(max, `${field} can be at most ${max} characters`);

const rupees = (field: string) =>
	z
		.number({ error: `${field} must be a number` })
		.finite(`${field} must be a number`)
		.positive(`${field} must be more than 0`)
		.max(10_00_000, `${field} can be at most ₹10,00,000`)
		.refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), `${field} must be in whole paise`);

const id = (field: string) =>
	z.coerce
		.number({ error: `Choose a ${field}` })
		.int(`Choose a ${field}`)
		.positive(`Choose a ${field}`)
		.max(2_147_483_647);

const html = (field: string) =>
	z
		.string()
		.max(ADMIN_PRODUCT_HTML_MAX, `${field} is too long (at most ${ADMIN_PRODUCT_HTML_MAX} characters of HTML)`)
		.default("");

/** A SKU: letters, digits, dot, dash, underscore or slash; unique across the shop (case kept). */
export const skuSchema = z
	.string({ error: "SKU is required" })
	.trim()
	.min(1, "SKU is required")
	.max(64, "SKU can be at most 64 characters")
	.regex(
		/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/,
		"SKU may hold letters, digits, . _ - / and must start with a letter or digit",
	);

/** A variant's shipping size: a whole number from 1 to `max`, or null (not entered yet). */
function shippingSize(label: string, max: number) {
	return z
		.number({ error: `${label} must be a whole number` })
		.int(`${label} must be a whole number`)
		.min(1, `${label} must be at least 1`)
		.max(max, `${label} can be at most ${max.toLocaleString("en-IN")}`)
		.nullable()
		.default(null);
}

export const adminVariantInputSchema = z
	.object({
		/** an existing variant's id; none for a new variant */
		id: z.number().int().positive().optional(),
		size: text("Size", 40),
		color: text("Colour", 40),
		price: rupees("Price"),
		mrp: rupees("MRP"),
		stock: z
			.number({ error: "Stock must be a whole number" })
			.int("Stock must be a whole number")
			.min(0, "Stock cannot be negative")
			.max(1_000_000, "Stock can be at most 1,000,000"),
		sku: skuSchema,
		active: z.boolean().default(true),
		description_html: html("Description"),
		specifications_html: html("Specifications"),
		/** the packed weight in grams and the box in cm (issue 25): a shipment cannot be booked without them */
		weight_grams: shippingSize("Weight (g)", 50_000),
		box_length_cm: shippingSize("Box length (cm)", 300),
		box_breadth_cm: shippingSize("Box breadth (cm)", 300),
		box_height_cm: shippingSize("Box height (cm)", 300),
	})
	.refine((variant) => variant.mrp >= variant.price, { message: "MRP cannot be less than price", path: ["mrp"] });
export type AdminVariantInput = z.input<typeof adminVariantInputSchema>;

/** The most pictures one colour of a product may have. */
export const ADMIN_MAX_COLOUR_PICTURES = 12;

/** One of a colour's pictures in the product form's body: a saved picture (image_id) or a staged upload (token). */
export const adminColourPictureInputSchema = z
	.object({
		image_id: z.number().int().positive().optional(),
		token: z.string().trim().min(1).max(100).optional(),
		alt: z.string().trim().max(200, "Alt text: at most 200 characters").default(""),
	})
	.refine((picture) => (picture.image_id === undefined) !== (picture.token === undefined), {
		message: "A picture is either a saved one (image_id) or a new upload (token)",
	});

/** POST /api/admin/products and PUT /api/admin/products/{id}: the product and all of its variants. */
export const adminProductInputSchema = z
	.object({
		name: text("Name", 160),
		category_id: id("category"),
		subcategory_id: id("subcategory"),
		brand_id: id("brand"),
		featured: z.boolean().default(false),
		age_groups: z
			.array(z.enum(AGE_GROUPS, { error: "Unknown age group" }))
			.max(AGE_GROUPS.length)
			.default([]),
		/** false hides the product from the storefront (it is never deleted once ordered): a draft */
		active: z.boolean().default(true),
		/**
		 * scheduled (decision 064): an active product appears on the storefront from this moment (the server
		 * decides); null: at once; absent: left as it is
		 */
		publish_at: z.iso.datetime({ offset: true, error: "Publish at: choose a date and time" }).nullable().optional(),
		/** its own warranty text; "" for the shop's default (Shop settings); absent: left as it is */
		warranty: z.string().trim().max(120, "Warranty: at most 120 characters").optional(),
		/**
		 * Hindi (issue 31; decision 061): the name, a short description and the description (HTML, for every
		 * variant); "" clears one (the storefront shows the English), absent leaves it as it is
		 */
		name_hi: z.string().trim().max(160, "Hindi name: at most 160 characters").optional(),
		short_description_hi: z.string().trim().max(300, "Hindi short description: at most 300 characters").optional(),
		description_hi: z.string().trim().max(20_000, "Hindi description: at most 20,000 characters").optional(),
		variants: z
			.array(adminVariantInputSchema)
			.min(1, "A product needs at least one variant")
			.max(ADMIN_MAX_VARIANTS, `A product can have at most ${ADMIN_MAX_VARIANTS} variants`),
		/**
		 * Pictures per colour, shared by its sizes (decision 066): for each colour listed, its whole list of
		 * pictures in order (saved ones by image_id, new uploads by their staged token); a colour not listed
		 * keeps its pictures; absent: pictures are left as they are
		 */
		colour_pictures: z
			.array(
				z.object({
					colour: text("Colour", 40),
					pictures: z
						.array(adminColourPictureInputSchema)
						.max(ADMIN_MAX_COLOUR_PICTURES, `A colour can have at most ${ADMIN_MAX_COLOUR_PICTURES} pictures`),
				}),
			)
			.max(ADMIN_MAX_VARIANTS)
			.optional(),
	})
	.superRefine((product, ctx) => {
		const listed = new Set<string>();
		product.colour_pictures?.forEach((entry, index) => {
			const colour = entry.colour.toLowerCase();
			if (!product.variants.some((variant) => variant.color.trim().toLowerCase() === colour)) {
				ctx.addIssue({
					code: "custom",
					path: ["colour_pictures", index, "colour"],
					message: `No variant is ${entry.colour}: pictures belong to a colour of the product`,
				});
			}
			if (listed.has(colour)) {
				ctx.addIssue({
					code: "custom",
					path: ["colour_pictures", index, "colour"],
					message: `The pictures of ${entry.colour} are listed twice`,
				});
			}
			listed.add(colour);
		});
		const skus = new Map<string, number>();
		const kinds = new Map<string, number>();
		product.variants.forEach((variant, index) => {
			const sku = variant.sku.toLowerCase();
			if (skus.has(sku)) {
				ctx.addIssue({ code: "custom", path: ["variants", index, "sku"], message: `SKU ${variant.sku} is used twice` });
			}
			skus.set(sku, index);
			const kind = `${variant.size.toLowerCase()}|${variant.color.toLowerCase()}`;
			if (kinds.has(kind)) {
				ctx.addIssue({
					code: "custom",
					path: ["variants", index, "size"],
					message: `Size ${variant.size} in ${variant.color} is listed twice`,
				});
			}
			kinds.set(kind, index);
		});
	});
export type AdminProductInput = z.input<typeof adminProductInputSchema>;
export type AdminProductInputParsed = z.output<typeof adminProductInputSchema>;

/** PATCH /api/admin/products/{id}: show or hide. */
export const adminProductStatusSchema = z.object({ active: z.boolean({ error: "active must be true or false" }) });

export const adminProductsQuerySchema = z.object({
	...adminPageQueryFields,
	/** part of the name, or a SKU */
	q: adminSearchField,
	category_id: z.coerce.number().int().positive().optional(),
	brand_id: z.coerce.number().int().positive().optional(),
	active: z
		.enum(["true", "false"])
		.optional()
		.transform((value) => (value === undefined ? undefined : value === "true")),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;

export const adminProductRowSchema = z.object({
	id: z.number().int(),
	name: z.string(),
	slug: z.string(),
	category: z.string(),
	subcategory: z.string(),
	brand: z.string(),
	featured: z.boolean(),
	active: z.boolean(),
	/** when an active product appears on the storefront (scheduled; decision 064); null: at once */
	publish_at: z.string().nullable().optional(),
	variants: z.number().int(),
	stock: z.number().int(),
	/** the cheapest active variant's price, rupees (0: none on sale) */
	min_price: z.number(),
	image_url: z.string().nullable(),
	updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductImageSchema = z.object({
	id: z.number().int(),
	/** the 480 px WebP */
	image_url: z.string(),
	alt: z.string(),
	position: z.number().int(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminVariantDetailSchema = z.object({
	id: z.number().int(),
	size: z.string(),
	color: z.string(),
	price: z.number(),
	mrp: z.number(),
	stock: z.number().int(),
	sku: z.string(),
	active: z.boolean(),
	description_html: z.string(),
	specifications_html: z.string(),
	weight_grams: z.number().int().nullable(),
	box_length_cm: z.number().int().nullable(),
	box_breadth_cm: z.number().int().nullable(),
	box_height_cm: z.number().int().nullable(),
	images: z.array(adminProductImageSchema),
});
export type AdminVariantDetail = z.infer<typeof adminVariantDetailSchema>;

export const adminProductDetailSchema = z.object({
	id: z.number().int(),
	name: z.string(),
	slug: z.string(),
	category_id: z.number().int(),
	category: z.string(),
	subcategory_id: z.number().int(),
	subcategory: z.string(),
	brand_id: z.number().int(),
	brand: z.string(),
	featured: z.boolean(),
	age_groups: z.array(z.string()),
	active: z.boolean(),
	/** when an active product appears on the storefront (scheduled; decision 064); null: at once */
	publish_at: z.string().nullable().optional(),
	/** its own warranty text, "" for the shop's default */
	warranty: z.string().optional(),
	/** Hindi (decision 061): "" where the shop has not written one (the storefront shows the English) */
	name_hi: z.string().optional(),
	short_description_hi: z.string().optional(),
	description_hi: z.string().optional(),
	/** some order holds one of its variants: it can be hidden, never deleted */
	ordered: z.boolean(),
	/** the storefront's page of the product */
	storefront_path: z.string(),
	variants: z.array(adminVariantDetailSchema),
	updated_at: z.string(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** GET /api/admin/catalogue/choices: what the product form's selects offer (every status). */
export const adminCatalogueChoicesSchema = z.object({
	categories: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
	subcategories: z.array(
		z.object({ id: z.number().int(), category_id: z.number().int(), name: z.string(), active: z.boolean() }),
	),
	brands: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
	age_groups: z.array(z.string()),
});
export type AdminCatalogueChoices = z.infer<typeof adminCatalogueChoicesSchema>;

/* pictures ------------------------------------------------------------------ */

/**
 * POST /api/admin/product-pictures/staged (decision 066): a picture checked and made into the storefront's
 * widths before its product is saved, kept for its uploader until `expires_at`; the product's save attaches
 * it by `token`.
 */
export const adminStagedPictureSchema = z.object({
	token: z.string(),
	/** the 480 px WebP, for the form's thumbnail */
	image_url: z.string(),
	expires_at: z.string(),
});
export type AdminStagedPicture = z.infer<typeof adminStagedPictureSchema>;

/** The most an uploaded picture may weigh (JPEG, PNG or WebP, checked by its content). */
export const ADMIN_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ADMIN_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

const altText = z.string().trim().max(200, "Alt text can be at most 200 characters");

/** POST /api/admin/variants/{id}/images?alt=: the body is the file itself. */
export const adminImageUploadQuerySchema = z.object({ alt: altText.default("") });
export const adminImageAltSchema = z.object({ alt: altText });
export const adminImageOrderSchema = z.object({
	ids: z.array(z.number().int().positive()).min(1, "Send the pictures in their new order").max(50),
});

/* CSV export and import ------------------------------------------------------ */

/**
 * The columns of the products CSV export, one line per variant. `product_id` empty: a new product, its
 * lines grouped by name and category. A SKU that exists updates that variant; a new SKU adds one.
 * Prices in rupees; yes/no for the flags; age groups separated by |.
 *
 * An import reads only the columns its header has (only `sku` is required) and writes only the values
 * that differ; an empty cell keeps what is there. `stock` is what the shop had at `exported_at` and is
 * never written back: a file changes stock only through `stock_set` (a count, refused if the file is
 * older than the variant's last sale) or `stock_add` (units received, or taken off with a minus).
 */
export const PRODUCT_CSV_COLUMNS = [
	"product_id",
	"product_name",
	"category",
	"subcategory",
	"brand",
	"featured",
	"product_active",
	"age_groups",
	"sku",
	"size",
	"color",
	"price",
	"mrp",
	"stock",
	"variant_active",
	"stock_set",
	"stock_add",
	"exported_at",
	"weight_grams",
	"box_length_cm",
	"box_breadth_cm",
	"box_height_cm",
] as const;

/** The most lines one import takes. */
export const PRODUCT_CSV_MAX_ROWS = 5000;

export const adminProductImportQuerySchema = z.object({
	/** "true": check every line and answer what would happen, writing nothing */
	dry_run: z
		.enum(["true", "false"])
		.default("true")
		.transform((value) => value === "true"),
});

/** One value an import changes (or would): the column, as it is and as the file has it. */
export const adminImportChangeSchema = z.object({
	field: z.string(),
	before: z.string(),
	after: z.string(),
});
export type AdminImportChange = z.infer<typeof adminImportChangeSchema>;

export const adminImportRowSchema = z.object({
	/** the line of the file (the header is line 1) */
	line: z.number().int(),
	sku: z.string(),
	/** unchanged: every value of the line is what the shop has already */
	action: z.enum(["create", "update", "unchanged"]),
	/** what the line changes (a product's fields on the first line that carries them) */
	changes: z.array(adminImportChangeSchema),
	errors: z.array(z.string()),
});
export type AdminImportRow = z.infer<typeof adminImportRowSchema>;

export const adminProductImportReportSchema = z.object({
	dry_run: z.boolean(),
	/** true when the import was written (never for a dry run, never with a refused line) */
	applied: z.boolean(),
	products_created: z.number().int(),
	products_updated: z.number().int(),
	products_unchanged: z.number().int(),
	variants_created: z.number().int(),
	variants_updated: z.number().int(),
	variants_unchanged: z.number().int(),
	/** lines with at least one error */
	lines_refused: z.number().int(),
	/** how many values each column changes, e.g. { price: 20 } */
	changes_by_field: z.record(z.string(), z.number().int()),
	/** the columns of the header that the import reads */
	columns: z.array(z.string()),
	rows: z.array(adminImportRowSchema),
	/** problems of the file itself (no header, a missing column, too many lines) */
	errors: z.array(z.string()),
});
export type AdminProductImportReport = z.infer<typeof adminProductImportReportSchema>;
