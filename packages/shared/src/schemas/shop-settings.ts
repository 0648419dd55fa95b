import { z } from "zod";
import { SHOP, WARRANTY_TEXT } from "../constants.ts";
import * as contactMessages from "../messages/contact.ts";

/**
 * The shop's settings that were code until issue 27 (item 7): the delivery charge, the shop's contact details
 * and hours (footer, Contact page) and the default warranty text (a product may override it). Kept as app
 * settings (paise for money); the console edits them in rupees; the storefront reads them as data
 * (`GET /api/shop`, server-rendered into the page), never as code.
 */

/** Stored (paise). */
export const deliveryChargeSchema = z.object({
	fee: z.number().int().min(0),
	freeAbove: z.number().int().min(0),
});

/** Stored: the contact details the footer and the Contact page show, and the default warranty text. */
export const shopContactSchema = z.object({
	phone: z.string(),
	email: z.string(),
	addressLines: z.array(z.string()),
	hours: z.array(z.string()),
	hoursNote: z.string(),
	warranty: z.string(),
	/** Hindi pages' words for the hours, the note and the warranty (issue 31); absent or empty: the English's */
	hoursHi: z.array(z.string()).optional(),
	hoursNoteHi: z.string().optional(),
	warrantyHi: z.string().optional(),
});
export type ShopContact = z.infer<typeof shopContactSchema>;

export const DEFAULT_SHOP_CONTACT: ShopContact = {
	phone: SHOP.phone,
	email: SHOP.email,
	addressLines: [...SHOP.addressLines],
	hours: [...SHOP.hours],
	hoursNote: contactMessages.closedOnSundaysAnd,
	warranty: WARRANTY_TEXT,
};

/** the console's settings forms' rules (check-texts: console) */
const rupees = (label: string, max: number) =>
	z
		.number({ error: `${label}: enter an amount in rupees` })
		.min(0, `${label}: 0 or more`)
		.max(max, `${label}: at most ₹${max.toLocaleString("en-IN")}`)
		.multipleOf(0.01, `${label}: at most 2 decimal places`);

/** The console's form (rupees). */
export const adminDeliveryChargeSchema = z.object({
	fee: rupees("Delivery fee", 1000),
	freeAbove: rupees("Free delivery above", 1_00_000),
});
export type AdminDeliveryCharge = z.infer<typeof adminDeliveryChargeSchema>;

/** the console's settings forms' rules (check-texts: console) */
const line = (label: string, max: number) =>
	z.string().trim().min(1, `${label}: required`).max(max, `${label}: at most ${max} characters`);

export const adminShopContactSchema = z.object({
	phone: z
		.string()
		.trim()
		.regex(/^\+?[0-9][0-9 -]{7,18}[0-9]$/, "Phone: digits, spaces or dashes (e.g. +91 80 4567 8910)"),
	email: z.email("Email: enter an address like hello@shop.in").trim().max(120, "Email: at most 120 characters"),
	addressLines: z
		.array(z.string().trim().max(80, "Address: at most 80 characters a line"))
		.transform((lines) => lines.filter((text) => text !== ""))
		.pipe(z.array(z.string()).min(1, "Address: at least one line").max(5, "Address: at most 5 lines")),
	hours: z
		.array(z.string().trim().max(60, "Hours: at most 60 characters a line"))
		.transform((lines) => lines.filter((text) => text !== ""))
		.pipe(z.array(z.string()).min(1, "Hours: at least one line").max(7, "Hours: at most 7 lines")),
	hoursNote: z.string().trim().max(120, "Note under the hours: at most 120 characters"),
	warranty: line("Default warranty", 120),
	hoursHi: z
		.array(z.string().trim().max(60, "Hours in Hindi: at most 60 characters a line"))
		.transform((lines) => lines.filter((text) => text !== ""))
		.pipe(z.array(z.string()).max(7, "Hours in Hindi: at most 7 lines"))
		.optional(),
	hoursNoteHi: z.string().trim().max(120, "Note in Hindi: at most 120 characters").optional(),
	warrantyHi: z.string().trim().max(120, "Warranty in Hindi: at most 120 characters").optional(),
});
export type AdminShopContact = z.infer<typeof adminShopContactSchema>;

/** `GET /api/shop`: what every storefront page may show of the settings (rupees). */
export const shopInfoSchema = z.object({
	delivery_fee: z.number(),
	free_delivery_above: z.number(),
	phone: z.string(),
	email: z.string(),
	address_lines: z.array(z.string()),
	hours: z.array(z.string()),
	hours_note: z.string(),
	warranty: z.string(),
	/** the checkout offers "Add GSTIN for a business purchase" (not above ₹5 crore turnover: B2B would need an IRN) */
	business_purchases: z.boolean(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
export const shopInfoResponseSchema = z.object({ status: z.literal(true), response: shopInfoSchema });
