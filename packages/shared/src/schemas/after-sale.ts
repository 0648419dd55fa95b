import { z } from "zod";
import * as afterSaleMessages from "../messages/after-sale.ts";
import * as e from "../messages/errors.ts";
import { idSchema } from "./common.ts";
import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY, orderSchema } from "./orders.ts";

/** POST /api/orders/{order_id}/cancellations (and its preview): the units of lines to cancel before dispatch. */
export const cancellationRequestSchema = z.object({
	items: z
		.array(
			z.object({
				order_item_id: idSchema,
				quantity: z
					.number({ error: e.fieldNumber("quantity") })
					.int(e.fieldWhole("quantity"))
					.min(1, e.fieldAtLeast("quantity", 1))
					.max(MAX_ORDER_QUANTITY, e.fieldAtMost("quantity", MAX_ORDER_QUANTITY)),
			}),
			{ error: afterSaleMessages.chooseItems },
		)
		.min(1, afterSaleMessages.chooseItems)
		.max(MAX_ORDER_LINES),
	/** staff: why (required there); a shopper may leave it out */
	reason: z.string().trim().max(200).optional(),
	/** staff only: issue the credit note even after Section 34(2)'s deadline (30 November after the invoice's year); audited */
	confirm_late_credit_note: z.boolean().optional(),
});
export type CancellationRequest = z.input<typeof cancellationRequestSchema>;

export const orderIdParamsSchema = z.object({ order_id: idSchema });

/** What a cancellation does (amounts in rupees): the same computation answers the preview and the cancellation. */
export const cancellationSchema = z.object({
	/** null for a preview */
	cancellation_id: z.number().int().nullable(),
	order_id: z.number().int(),
	lines: z.array(
		z.object({
			order_item_id: z.number().int(),
			quantity: z.number().int(),
			/** unit price × quantity */
			price: z.number(),
			/** the units' share of the promo discount */
			promo_share: z.number(),
			/** price − promo_share */
			refund: z.number(),
		}),
	),
	/** a promo whose minimum the order no longer meets: its discount on the remaining items is removed */
	promo_lost: z.object({ code: z.string(), amount: z.number(), reason: z.string() }).nullable(),
	/** delivery and COD fees given back (only when nothing is left) */
	fees_back: z.number(),
	refund_amount: z.number(),
	/** where the refund goes: online (the original payment), gift_card, credit (Pitara Credit) */
	refunds: z.array(z.object({ to: z.enum(["online", "gift_card", "credit"]), label: z.string(), amount: z.number() })),
	/** cash on delivery: what will be paid on delivery now (null when the order was paid) */
	pay_on_delivery: z.number().nullable(),
	new_total: z.number(),
	/** the last units of the order: the whole order is cancelled */
	cancels_order: z.boolean(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

export const cancellationResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: cancellationSchema.extend({ order: orderSchema.nullable() }),
});
export type CancellationResponse = z.infer<typeof cancellationResponseSchema>;

/** GET /api/account/credit: the Pitara Credit balance and ledger, newest first. */
export const creditResponseSchema = z.object({
	status: z.literal(true),
	response: z.object({
		/** rupees */
		balance: z.number(),
		entries: z.array(
			z.object({
				id: z.number().int(),
				kind: z.enum(["credit", "debit", "expiry"]),
				/** rupees, signed */
				amount: z.number(),
				reason: z.string(),
				order_id: z.number().int().nullable(),
				created_at: z.string(),
			}),
		),
	}),
});
export type CreditResponse = z.infer<typeof creditResponseSchema>;
