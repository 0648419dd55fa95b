import { z } from "zod";
import type { ORDER_STATUSES } from "../choices.ts";
import { adminPageQueryFields } from "./admin.ts";
import { optionalIndianMobileSchema } from "./common.ts";

/**
 * The console's documents and bulk work on orders (issue 27 item 4 and 3): an order's tax documents, the register
 * of invoices and credit notes, and what many orders at once take. Amounts are rupees.
 */

const isoDay = z
	.string()
	.trim()
	.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-04-12")
	.optional()
	.transform((value) => (value ? value : undefined));

export const TAX_DOCUMENT_KIND_LABELS = { invoice: "Tax invoice", credit_note: "Credit note" } as const;

/** A row of the register (and of an order's documents). */
export const adminTaxDocumentRowSchema = z.object({
	id: z.number().int(),
	order_id: z.number().int(),
	kind: z.enum(["invoice", "credit_note"]),
	number: z.string(),
	/** the invoice a credit note reverses */
	against: z.string().nullable(),
	issued_at: z.string(),
	buyer_name: z.string(),
	place_of_supply: z.string(),
	taxable: z.number(),
	tax: z.number(),
	total: z.number(),
});
export type AdminTaxDocumentRow = z.infer<typeof adminTaxDocumentRowSchema>;

export const adminTaxRegisterQuerySchema = z
	.object({
		...adminPageQueryFields,
		kind: z.enum(["invoice", "credit_note"], { error: "Kind is invoice or credit_note" }).optional(),
		/** issued on or after this day (India) */
		from: isoDay,
		/** issued on or before this day (India) */
		to: isoDay,
		order_id: z.coerce.number().int().positive().optional(),
	})
	.refine((query) => !query.from || !query.to || query.from <= query.to, {
		message: "The start date is after the end date",
		path: ["from"],
	});

export const adminSendTaxDocumentSchema = z.object({
	number: z.string().trim().min(1, "Which document? Give its number").max(40),
	/** another address than the customer's (the customer's accountant, say) */
	to: z.string().trim().email("Enter a valid e-mail address").max(254).optional(),
});

/** ids=1,2,3 (up to 100 orders, each once) */
export const adminOrderIdsQuerySchema = z.object({
	ids: z
		.string()
		.regex(/^\d+(,\d+){0,99}$/, "ids: up to 100 order ids separated by commas")
		.transform((text) => [...new Set(text.split(",").map(Number))]),
	/** packing slips without prices */
	gift: z.enum(["true", "false"]).default("false"),
});

export const ADMIN_BULK_ORDER_STATUSES = [
	"Shipped",
	"Delivered",
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

export const adminBulkOrderStatusSchema = z.object({
	order_ids: z
		.array(z.number().int().positive())
		.min(1, "Select at least one order")
		.max(100, "At most 100 orders at once")
		.transform((ids) => [...new Set(ids)]),
	status: z.enum(ADMIN_BULK_ORDER_STATUSES, { error: "Orders can be marked Shipped or Delivered in bulk" }),
});

/** Each order's outcome: moved, or why not (the others still move). */
export const adminBulkOrderStatusResultSchema = z.object({
	moved: z.number().int(),
	results: z.array(z.object({ order_id: z.number().int(), ok: z.boolean(), message: z.string() })),
});
export type AdminBulkOrderStatusResult = z.infer<typeof adminBulkOrderStatusResultSchema>;

/* conversations (issue 27 item 5) ----------------------------------------- */

export const adminContactReplySchema = z.object({
	id: z.number().int(),
	author_name: z.string(),
	body: z.string(),
	to_email: z.string(),
	/** the phone (masked) told of the reply by SMS/WhatsApp, or null */
	texted_to: z.string().nullable(),
	created_at: z.string(),
});
export type AdminContactReply = z.infer<typeof adminContactReplySchema>;

/** A contact message with its thread, and the customer and orders it matches (by the sender's e-mail). */
export const adminContactThreadSchema = z.object({
	id: z.number().int(),
	name: z.string(),
	email: z.string(),
	message: z.string(),
	/** the mobile the sender gave on the form (issue 27 item 5), or null */
	phone: z.string().nullable(),
	created_at: z.string(),
	read_at: z.string().nullable(),
	replies: z.array(adminContactReplySchema),
	customer: z.object({ user_id: z.number().int(), full_name: z.string(), phone: z.string() }).nullable(),
	/** the customer's orders the message names (#1234), else their latest few */
	orders: z.array(
		z.object({
			order_id: z.number().int(),
			status: z.string(),
			total: z.number(),
			created_at: z.string(),
			named: z.boolean(),
		}),
	),
});
export type AdminContactThread = z.infer<typeof adminContactThreadSchema>;

export const adminContactReplyRequestSchema = z.object({
	body: z.string().trim().min(2, "Write the reply").max(5000, "Keep the reply under 5,000 characters"),
	/**
	 * also tell the sender by SMS/WhatsApp that the answer is in their e-mail: to the mobile they gave on the form,
	 * else the matching customer's phone on file
	 */
	text_customer: z.boolean().default(false),
});

/** A staff note on an order or a customer (issue 27 item 5): staff-only, newest first. */
export const adminStaffNoteSchema = z.object({
	id: z.number().int(),
	author_name: z.string(),
	body: z.string(),
	created_at: z.string(),
});
export type AdminStaffNote = z.infer<typeof adminStaffNoteSchema>;

export const adminStaffNoteRequestSchema = z.object({
	body: z.string().trim().min(2, "Write the note").max(1000, "Keep the note under 1,000 characters"),
});

/**
 * The owner's alerts (issue 27 item 5, decisions 063 and 068): each new order (a cash-on-delivery order when placed,
 * an online one when paid) and each new contact message, by e-mail to `email` and by SMS / WhatsApp to `phone`, each
 * channel with its own switch; no address (no number), no alert on that channel.
 */
export const ownerAlertSettingsSchema = z.object({
	email: z.union([z.literal(""), z.string().trim().toLowerCase().email("Enter an e-mail address, or leave it empty")]),
	/** the owner's mobile: ten digits starting 6–9 (the storefront's rule, schemas/common.ts), or "" */
	phone: optionalIndianMobileSchema(
		"Enter the owner's 10-digit Indian mobile number (starting with 6, 7, 8 or 9), or leave it empty",
	),
	new_orders: z.boolean(),
	new_messages: z.boolean(),
	by_email: z.boolean(),
	by_sms: z.boolean(),
	by_whatsapp: z.boolean(),
});
export type OwnerAlertSettings = z.infer<typeof ownerAlertSettingsSchema>;
export const DEFAULT_OWNER_ALERTS: OwnerAlertSettings = {
	email: "",
	phone: "",
	new_orders: true,
	new_messages: true,
	by_email: true,
	by_sms: true,
	by_whatsapp: false,
};
