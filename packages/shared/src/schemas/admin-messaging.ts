import { z } from "zod";
import { phoneSchema } from "./common.ts";

/** The console's Settings → Messages (issue 26): the message templates registered with DLT and WhatsApp. */

export const DLT_CATEGORIES = ["service_implicit", "service_explicit", "transactional", "promotional"] as const;
export const WHATSAPP_CATEGORIES = ["utility", "marketing", "authentication"] as const;

const domainSchema = z
	.string()
	.trim()
	.toLowerCase()
	.regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: "Not a domain name" });

/** What staff edit of one template. */
export const adminMessageTemplateEditSchema = z.object({
	sms_entity_id: z
		.string()
		.trim()
		.regex(/^\d{12,25}$/, { error: "A DLT entity ID is 12 to 25 digits" }),
	sms_header: z
		.string()
		.trim()
		.regex(/^[A-Za-z0-9]{3,11}$/, { error: "A header is 3 to 11 letters or digits" }),
	sms_template_id: z
		.string()
		.trim()
		.regex(/^\d{12,25}$/, { error: "A DLT template ID is 12 to 25 digits" }),
	dlt_category: z.enum(DLT_CATEGORIES),
	sms_body: z.string().trim().min(1).max(2000),
	wa_template_name: z
		.string()
		.trim()
		.regex(/^[a-z0-9_]{1,512}$/, { error: "A WhatsApp template name is lower-case letters, digits and _" }),
	wa_language: z
		.string()
		.trim()
		.regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: "A language code like en or en_US" }),
	wa_category: z.enum(WHATSAPP_CATEGORIES),
	link_domains: z.array(domainSchema).max(20),
});
export type AdminMessageTemplateEdit = z.infer<typeof adminMessageTemplateEditSchema>;

export const adminMessageTemplateSchema = adminMessageTemplateEditSchema.extend({
	key: z.string(),
	language: z.string(),
	label: z.string(),
	edited: z.boolean(),
	/** the sample message as the shop's code words it, for the preview */
	sample_text: z.string(),
	sample_values: z.array(z.string()),
});
export type AdminMessageTemplate = z.infer<typeof adminMessageTemplateSchema>;

export const adminMessageRefusalSchema = z.object({
	id: z.number().int(),
	channel: z.string(),
	recipient: z.string(),
	template_key: z.string().nullable(),
	text: z.string(),
	reason: z.string(),
	created_at: z.string(),
});
export type AdminMessageRefusal = z.infer<typeof adminMessageRefusalSchema>;

export const adminMessageTemplatesResponseSchema = z.object({
	status: z.literal(true),
	response: z.object({
		templates: z.array(adminMessageTemplateSchema),
		health: z.object({
			refused_last_30_days: z.number().int(),
			refusals: z.array(adminMessageRefusalSchema),
		}),
	}),
});
export type AdminMessageTemplates = z.infer<typeof adminMessageTemplatesResponseSchema>["response"];

export const adminMessageTemplateParamSchema = z.object({
	key: z.string().max(64),
	language: z.string().max(8),
});

/** GET …/preview: a body (maybe unsaved) with the sample values, and whether the shop's messages would pass it. */
export const adminMessagePreviewQuerySchema = z.object({
	body: z.string().max(2000),
	link_domains: z.string().max(2000).default(""),
});
export const adminMessagePreviewSchema = z.object({
	text: z.string(),
	ok: z.boolean(),
	reason: z.string().nullable(),
});
export type AdminMessagePreview = z.infer<typeof adminMessagePreviewSchema>;

export const adminMessageTestSchema = z.object({ phone: phoneSchema });

/** GET /api/admin/dashboard/messages: the messages this month in India and the shoppers waiting for stock. */
export const adminMessageFiguresSchema = z.object({
	/** the first day counted (the 1st of this month in India), YYYY-MM-DD */
	since: z.string(),
	/** per channel: asked of the provider, delivered (or read), failed, not confirmed */
	channels: z.array(
		z.object({
			channel: z.string(),
			sent: z.number().int(),
			delivered: z.number().int(),
			failed: z.number().int(),
			unconfirmed: z.number().int(),
		}),
	),
	/** messages refused by the DLT check this month */
	refused: z.number().int(),
	/** per DLT category (service_implicit, service_explicit, promotional …): asked of a provider, failed */
	categories: z.array(z.object({ category: z.string(), sent: z.number().int(), failed: z.number().int() })),
	/** failures this month and their reasons (a provider's failure, an unconfirmed send, a DLT refusal), most first */
	failures: z.array(z.object({ reason: z.string(), count: z.number().int() })),
	/** orders placed this month within 7 days after an alert (back in stock, price drop, cart reminder) to the shopper */
	alert_orders: z.number().int(),
	/** the variants most shoppers wait for ("Notify me"), a reorder signal */
	waiting: z.array(
		z.object({
			variant_id: z.number().int(),
			name: z.string(),
			size: z.string(),
			color: z.string(),
			waiting: z.number().int(),
		}),
	),
});
export type AdminMessageFigures = z.infer<typeof adminMessageFiguresSchema>;
