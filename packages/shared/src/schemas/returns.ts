import { z } from "zod";
import * as e from "../messages/errors.ts";
import * as returnsMessages from "../messages/returns.ts";
import { idSchema } from "./common.ts";
import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY } from "./orders.ts";

/** Returns and size exchanges after delivery (issue 24; decision 047). */

export const RETURN_REASONS = ["too_small", "too_big", "damaged", "wrong_item", "did_not_like"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** reasons a photo of the item must come with (1 to 3) */
export const PHOTO_REASONS: readonly ReturnReason[] = ["damaged", "wrong_item"];
export const MAX_RETURN_PHOTOS = 3;
export const RETURN_STATUSES = [
	"Requested",
	"Approved",
	"Pickup scheduled",
	"Picked up",
	"Refunded",
	"Exchanged",
	"Rejected",
	"Cancelled",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** the console's queue: each a set of statuses (To inspect: picked up, not yet inspected) */
export const RETURN_QUEUES = [
	"Requested",
	"Approved",
	"Awaiting pickup",
	"Picked up",
	"To inspect",
	"Done",
	"Rejected",
] as const;
export type ReturnQueue = (typeof RETURN_QUEUES)[number];

/** A photo's address as POST /api/returns/photos answers it. */
const photoPath = z.string().regex(/^\/media\/returns\/upload-[0-9a-f]{16}$/, returnsMessages.photoUnknown);

/** POST /api/orders/{order_id}/returns */
export const returnRequestSchema = z.object({
	items: z
		.array(
			z.object({
				order_item_id: idSchema,
				quantity: z
					.number({ error: e.fieldNumber("quantity") })
					.int(e.fieldWhole("quantity"))
					.min(1, e.fieldAtLeast("quantity", 1))
					.max(MAX_ORDER_QUANTITY, e.fieldAtMost("quantity", MAX_ORDER_QUANTITY)),
				reason: z.enum(RETURN_REASONS, { error: returnsMessages.chooseReason }),
				/** another size of the same product at the same price: an exchange instead of a refund */
				exchange_variant_id: idSchema.optional(),
				/** a replacement an exchange sent, returned again: its size (GET …/returns lists them per line) */
				variant_id: idSchema.optional(),
			}),
			{ error: returnsMessages.chooseItems },
		)
		.min(1, returnsMessages.chooseItems)
		.max(MAX_ORDER_LINES),
	address_id: idSchema,
	refund_to: z.enum(["source", "credit", "bank"], { error: returnsMessages.chooseRefundTo }),
	/** refund_to bank (cash on delivery): the UPI ID or account and IFSC staff transfer to */
	payout_to: z.string().trim().min(3).max(120).optional(),
	photos: z.array(photoPath).max(MAX_RETURN_PHOTOS, returnsMessages.atMostPhotos(MAX_RETURN_PHOTOS)).optional(),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

export const returnSchema = z.object({
	return_id: z.number().int(),
	/** R + digits */
	number: z.string(),
	order_id: z.number().int(),
	status: z.enum(RETURN_STATUSES),
	lines: z.array(
		z.object({
			return_line_id: z.number().int(),
			order_item_id: z.number().int(),
			product_name: z.string(),
			size: z.string(),
			quantity: z.number().int(),
			reason: z.enum(RETURN_REASONS),
			/** an exchange: the size delivered instead */
			exchange: z.object({ variant_id: z.number().int(), size: z.string(), color: z.string() }).nullable(),
			/** rupees (0 for an exchange) */
			refund: z.number(),
			resalable: z.number().int().nullable(),
			damaged: z.number().int().nullable(),
		}),
	),
	refund_to: z.enum(["source", "credit", "bank"]),
	/** rupees */
	refund_amount: z.number(),
	self_ship: z.boolean(),
	self_ship_credit: z.number(),
	reject_reason: z.string().nullable(),
	/** the shopper may still cancel it (nothing has left them yet: the server decides again at the cancel) */
	can_cancel: z.boolean(),
	photos: z.array(z.string()),
	/** what the shopper reads: "We'll pick up your 4-5 Y and deliver 5-6 Y. No payment needed." */
	summary: z.string(),
	created_at: z.string(),
	timeline: z.array(z.object({ status: z.string(), note: z.string().nullable(), at: z.string() })),
});
export type ReturnView = z.infer<typeof returnSchema>;

export const returnResponseSchema = z.object({ status: z.literal(true), message: z.string(), response: returnSchema });

/** Statuses from which the shopper may cancel their own return: the item has not left them. */
export const SHOPPER_CANCELLABLE: readonly ReturnStatus[] = ["Requested", "Approved", "Pickup scheduled"];

/** GET /api/orders/{order_id}/returns: the order's returns and what each line may still do. */
export const orderReturnsResponseSchema = z.object({
	status: z.literal(true),
	response: z.object({
		returns: z.array(returnSchema),
		/**
		 * A return from an address whose pincode has no pickup is sent by the shopper: the shop credits `fee`
		 * (rupees, the returns settings') for the courier. `address_ids`: the caller's addresses without pickup.
		 */
		self_ship: z.object({ fee: z.number(), address_ids: z.array(z.number().int()) }),
		lines: z.array(
			z.object({
				order_item_id: z.number().int(),
				/** the product's policy in words ("Easy 15-day returns and size exchange") */
				policy: z.string(),
				/** the end of the window (ISO), null when not returnable or not delivered */
				return_until: z.string().nullable(),
				/** units that can be returned now */
				returnable_quantity: z.number().int(),
				/** why none can (window closed, not returnable, not delivered), else null */
				refusal: z.string().nullable(),
				/** other sizes of the same product in stock at the same price */
				exchange_options: z.array(
					z.object({ variant_id: z.number().int(), size: z.string(), color: z.string(), stock: z.number().int() }),
				),
				/**
				 * replacements an exchange sent for this line that the shopper holds (decision 056): each can be returned
				 * (not exchanged again) within its own window, from when it was sent; ask with `variant_id`
				 */
				replacements: z.array(
					z.object({
						variant_id: z.number().int(),
						size: z.string(),
						color: z.string(),
						return_until: z.string().nullable(),
						returnable_quantity: z.number().int(),
						refusal: z.string().nullable(),
					}),
				),
			}),
		),
	}),
});
export type OrderReturns = z.infer<typeof orderReturnsResponseSchema>["response"];

export const returnPhotoResponseSchema = z.object({
	status: z.literal(true),
	response: z.object({ photo: z.string() }),
});

/** The console: a rule of the return policy. */
export const returnRuleSchema = z.object({
	scope: z.enum(["category", "subcategory", "product"]),
	target_id: idSchema,
	returnable: z.boolean(),
	window_days: z.number().int().min(0).max(365),
	exchange: z.boolean().default(false),
	unopened_only: z.boolean().default(false),
});
export type ReturnRuleInput = z.input<typeof returnRuleSchema>;

/** GET /api/admin/orders/returns: the console's queue and filters. */
export const adminReturnsQuerySchema = z.object({
	queue: z.enum(RETURN_QUEUES).optional(),
	reason: z.enum(RETURN_REASONS).optional(),
	/** words of the product's name */
	product: z
		.string()
		.trim()
		.max(100)
		.optional()
		.transform((v) => v || undefined),
	/** YYYY-MM-DD, IST days */
	from: z
		.string()
		.regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
		.optional(),
	to: z
		.string()
		.regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
		.optional(),
	page: z.coerce.number().int().min(1).max(100_000).default(1),
	page_size: z.coerce.number().int().min(1).max(100).default(25),
});

/** A return as the console shows it: the shopper's view with the order, the address and the payout. */
export const adminReturnSchema = returnSchema.extend({
	customer_name: z.string(),
	address: z.record(z.string(), z.unknown()),
	payout_to: z.string().nullable(),
	refund_utr: z.string().nullable(),
	pickup_courier: z.string().nullable(),
	pickup_awb: z.string().nullable(),
	/** picked up and not inspected yet */
	to_inspect: z.boolean(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

/** POST /api/admin/orders/returns/{return_id}/actions: one staff step. */
export const adminReturnActionSchema = z.discriminatedUnion(
	"action",
	[
		z.object({ action: z.literal("approve"), note: z.string().trim().max(300).optional() }),
		z.object({
			action: z.literal("reject"),
			reason: z.string().trim().min(1, returnsMessages.reasonRequired).max(300),
		}),
		z.object({
			action: z.literal("pickup-scheduled"),
			courier: z.string().trim().max(60).optional(),
			awb: z.string().trim().max(60).optional(),
		}),
		z.object({ action: z.literal("picked-up") }),
		z.object({
			action: z.literal("inspect"),
			lines: z
				.array(
					z.object({
						return_line_id: idSchema,
						resalable: z.number().int().min(0).max(MAX_ORDER_QUANTITY),
						damaged: z.number().int().min(0).max(MAX_ORDER_QUANTITY),
					}),
				)
				.min(1)
				.max(MAX_ORDER_LINES),
		}),
		z.object({
			action: z.literal("complete"),
			/** the bank or UPI transfer's UTR (a cash on delivery refund to a bank) */
			utr: z.string().trim().max(40).optional(),
			/** an exchange: the replacement's courier and AWB */
			courier: z.string().trim().max(60).optional(),
			awb: z.string().trim().max(60).optional(),
			/** staff only: issue the credit note even after Section 34(2)'s deadline (30 November after the invoice's year); audited */
			confirm_late_credit_note: z.boolean().optional(),
		}),
	],
	{ error: "action must be one of approve, reject, pickup-scheduled, picked-up, inspect, complete" },
);
export type AdminReturnAction = z.input<typeof adminReturnActionSchema>;

/** The console's return policy settings. */
const policyView = z.object({
	returnable: z.boolean(),
	window_days: z.number().int(),
	exchange: z.boolean(),
	unopened_only: z.boolean(),
	source: z.string(),
	words: z.string(),
});
const ruleView = z
	.object({
		returnable: z.boolean(),
		window_days: z.number().int(),
		exchange: z.boolean(),
		unopened_only: z.boolean(),
	})
	.nullable();
export const adminReturnPolicySchema = z.object({
	categories: z.array(
		z.object({
			id: z.number().int(),
			name: z.string(),
			rule: ruleView,
			policy: policyView,
			subcategories: z.array(z.object({ id: z.number().int(), name: z.string(), rule: ruleView, policy: policyView })),
		}),
	),
	products: z.array(
		z.object({
			product_id: z.number().int(),
			name: z.string(),
			rule: ruleView,
		}),
	),
});
export type AdminReturnPolicy = z.infer<typeof adminReturnPolicySchema>;

/** The console's returns settings (issue 24, decision 054): the self-ship courier fee and how long an exchange holds. */
export const adminReturnsSettingsSchema = z.object({
	/** rupees credited to a shopper who must send the parcel (no pickup at their pincode) */
	self_ship_fee: z.number().min(0).max(1000).multipleOf(0.01),
	/** days a reserved exchange size is held while the pickup has not happened */
	exchange_hold_days: z.number().int().min(1).max(60),
});
export type AdminReturnsSettings = z.infer<typeof adminReturnsSettingsSchema>;

export type ReturnResponse = z.infer<typeof returnResponseSchema>;
export type OrderReturnsResponse = z.infer<typeof orderReturnsResponseSchema>;
export type ReturnPhotoResponse = z.infer<typeof returnPhotoResponseSchema>;
