import { z } from "zod";

/**
 * Bulk work on products and stock (issue 27 item 3): the console's multi-select actions on products (show/hide,
 * move to a category, price by an amount or a percentage, stock adjustment with a reason), each previewed as
 * before → after and applied in one audited transaction; the inventory screen (inline stock edits, adjustments
 * with a reason kept as history).
 */

export const STOCK_REASONS = ["received", "count", "damaged", "returned", "lost", "other"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
	received: "Received",
	count: "Stock count",
	damaged: "Damaged",
	returned: "Returned to shelf",
	lost: "Lost or stolen",
	other: "Other",
};

const reason = z.enum(STOCK_REASONS, { error: "Choose a reason" });
const note = z.string().trim().max(200, "Note: at most 200 characters").default("");

export const adminBulkActionSchema = z.discriminatedUnion(
	"kind",
	[
		z.object({ kind: z.literal("visibility"), active: z.boolean() }),
		z.object({
			kind: z.literal("category"),
			category_id: z.number({ error: "Choose a category" }).int().positive("Choose a category"),
			subcategory_id: z.number({ error: "Choose a subcategory" }).int().positive("Choose a subcategory"),
		}),
		z.object({
			kind: z.literal("price"),
			/** percent: 5 raises by 5 %, -10 lowers by 10 %; amount: rupees added (or taken off with a minus) */
			mode: z.enum(["percent", "amount"]),
			value: z
				.number({ error: "Change: enter a number" })
				.refine((value) => value !== 0, "Change: not 0")
				.refine((value) => Math.abs(value) <= 100_000, "Change: too large"),
			/** round each new price to the rupee (the default) */
			round: z.boolean().default(true),
		}),
		z.object({
			kind: z.literal("stock"),
			/** units added to every variant of the chosen products (a minus takes them off) */
			add: z
				.number({ error: "Units: enter a whole number" })
				.int("Units: enter a whole number")
				.refine((value) => value !== 0, "Units: not 0")
				.refine((value) => Math.abs(value) <= 100_000, "Units: too many"),
			reason,
			note,
		}),
	],
	{ error: "Choose an action" },
);
export type AdminBulkAction = z.input<typeof adminBulkActionSchema>;

export const adminBulkRequestSchema = z.object({
	product_ids: z
		.array(z.number().int().positive())
		.min(1, "Choose at least one product")
		.max(500, "At most 500 products at once"),
	action: adminBulkActionSchema,
	/** true: answer what would change, change nothing */
	dry_run: z.boolean().default(true),
});
export type AdminBulkRequest = z.input<typeof adminBulkRequestSchema>;

export const adminBulkChangeSchema = z.object({
	product_id: z.number().int(),
	product_name: z.string(),
	variant_id: z.number().int().nullable(),
	sku: z.string().nullable(),
	field: z.string(),
	before: z.union([z.string(), z.number(), z.boolean()]),
	after: z.union([z.string(), z.number(), z.boolean()]),
});
export type AdminBulkChange = z.infer<typeof adminBulkChangeSchema>;

export const adminBulkReportSchema = z.object({
	applied: z.boolean(),
	products: z.number().int(),
	changes: z.array(adminBulkChangeSchema),
});
export type AdminBulkReport = z.infer<typeof adminBulkReportSchema>;

/** The inventory screen: one variant a row. */
export const adminInventoryQuerySchema = z.object({
	page: z.coerce.number().int().min(1).max(100_000).default(1),
	page_size: z.coerce.number().int().min(1).max(100).default(50),
	/** product name or SKU (an exact SKU lists its variant first) */
	q: z
		.string()
		.trim()
		.max(100)
		.optional()
		.transform((value) => value || undefined),
	/** "true": only variants at or under the low-stock line */
	low: z.enum(["true", "false"]).optional(),
	variant_id: z.coerce.number().int().positive().optional(),
});
export type AdminInventoryQuery = z.input<typeof adminInventoryQuerySchema>;

export const adminInventoryRowSchema = z.object({
	variant_id: z.number().int(),
	product_id: z.number().int(),
	product_name: z.string(),
	sku: z.string(),
	size: z.string(),
	color: z.string(),
	stock: z.number().int(),
	active: z.boolean(),
	last_adjusted_at: z.string().nullable(),
});
export type AdminInventoryRow = z.infer<typeof adminInventoryRowSchema>;

export const adminStockAdjustmentInputSchema = z
	.object({
		/** set: the count on the shelf; add: units received (or taken off with a minus) */
		mode: z.enum(["set", "add"]),
		value: z
			.number({ error: "Enter a whole number" })
			.int("Enter a whole number")
			.min(-100_000, "Too many")
			.max(100_000, "Too many"),
		reason,
		note,
	})
	.refine((input) => input.mode === "add" || input.value >= 0, {
		message: "Stock cannot be below 0",
		path: ["value"],
	})
	.refine((input) => input.mode === "set" || input.value !== 0, { message: "Not 0", path: ["value"] });
export type AdminStockAdjustmentInput = z.input<typeof adminStockAdjustmentInputSchema>;

export const adminStockAdjustmentSchema = z.object({
	id: z.number().int(),
	variant_id: z.number().int(),
	delta: z.number().int(),
	stock_before: z.number().int(),
	stock_after: z.number().int(),
	reason: z.string(),
	note: z.string(),
	staff_name: z.string().nullable(),
	created_at: z.string(),
});
export type AdminStockAdjustment = z.infer<typeof adminStockAdjustmentSchema>;
