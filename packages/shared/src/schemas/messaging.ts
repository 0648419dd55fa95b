import { z } from "zod";
import * as e from "../messages/errors.ts";
import { idSchema } from "./common.ts";

/** The shopper's messages settings (issue 26 items 4–5): consents and "Notify me" alerts, Account → Messages. */

export const CONSENT_KINDS = ["whatsapp:transactional", "sms:promotional", "whatsapp:promotional"] as const;

export const accountMessagesResponseSchema = z.object({
	status: z.literal(true),
	response: z.object({
		consents: z.array(
			z.object({
				kind: z.enum(CONSENT_KINDS),
				/** the words the shopper agrees to (kept in the ledger as shown) */
				text: z.string(),
				granted: z.boolean(),
				at: z.string().nullable(),
			}),
		),
		alerts: z.array(
			z.object({
				id: z.number().int(),
				product_id: z.number().int(),
				name: z.string(),
				size: z.string(),
				color: z.string(),
				href: z.string(),
				created_at: z.string(),
			}),
		),
		/** "Tell me if the price drops" on wishlist items (issue 26 item 6): the price it compares with, in rupees */
		price_alerts: z.array(
			z.object({
				id: z.number().int(),
				product_id: z.number().int(),
				name: z.string(),
				size: z.string(),
				color: z.string(),
				href: z.string(),
				base_price: z.number(),
				created_at: z.string(),
			}),
		),
	}),
});
export type AccountMessagesResponse = z.infer<typeof accountMessagesResponseSchema>;

/** POST /api/account/messages/consent: turn one consent on or off (a new row in the ledger either way). */
export const consentChangeRequestSchema = z.object({
	kind: z.enum(CONSENT_KINDS, { error: e.fieldOneOf("kind", CONSENT_KINDS) }),
	granted: z.boolean({ error: e.fieldTrueOrFalse("granted") }),
});
export type ConsentChangeRequest = z.infer<typeof consentChangeRequestSchema>;

/** POST /api/account/alerts/stop: stop one alert ("Notify me" by default, or a price watch). */
export const ALERT_KINDS = ["stock", "price"] as const;
export const stopAlertRequestSchema = z.object({
	alert_id: idSchema,
	kind: z.enum(ALERT_KINDS, { error: e.fieldOneOf("kind", ALERT_KINDS) }).optional(),
});

/** POST /api/account/price-alerts: "Tell me if the price drops" on a wishlist item, on or off. */
export const priceWatchRequestSchema = z.object({
	product_id: idSchema,
	on: z.boolean({ error: e.fieldTrueOrFalse("on") }),
});
export type PriceWatchRequest = z.infer<typeof priceWatchRequestSchema>;
export const priceWatchResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({
		product_id: z.number().int(),
		watching: z.boolean(),
		/** whether the shopper has the marketing consent ("offers and alerts") the alert needs */
		consent: z.boolean(),
	}),
});
export type PriceWatchResponse = z.infer<typeof priceWatchResponseSchema>;
export type StopAlertRequest = z.infer<typeof stopAlertRequestSchema>;
