import { z } from "zod";

/**
 * Shipments (issue 25): the console's booking, the staff's and the shopper's
 * views of a parcel, the shipping settings.
 */

export const SHIPMENT_STATUS_VALUES = [
	"booking",
	"booking_failed",
	"booked",
	"picked_up",
	"in_transit",
	"out_for_delivery",
	"undelivered",
	"delivered",
	"rto_initiated",
	"rto_in_transit",
	"rto_delivered",
	"cancelled",
] as const;
export type ShipmentStatusValue = (typeof SHIPMENT_STATUS_VALUES)[number];

/** What staff and shoppers read for a parcel's status. */
export const SHIPMENT_STATUS_TEXT: Record<ShipmentStatusValue, string> = {
	booking: "Booking with the courier",
	booking_failed: "Booking failed — retrying",
	booked: "Ready to ship",
	picked_up: "Picked up",
	in_transit: "In transit",
	out_for_delivery: "Out for delivery",
	undelivered: "Delivery attempt failed",
	delivered: "Delivered",
	rto_initiated: "Returning to the shop",
	rto_in_transit: "Returning to the shop",
	rto_delivered: "Returned to the shop",
	cancelled: "Cancelled",
};

/** A parcel's size as staff type it (check-texts: console). */
const cm = (label: string) =>
	z
		.number({ error: `${label} must be a whole number of cm` })
		.int(`${label} must be a whole number of cm`)
		.min(1, `${label} must be at least 1 cm`)
		.max(300, `${label} can be at most 300 cm`);

/** POST /api/admin/orders/{order_id}/shipments */
export const adminShipmentCreateSchema = z.object({
	/** the shop's setting when left out */
	adapter: z.enum(["manual", "shiprocket"]).optional(),
	courier_name: z.string().trim().max(80, "The courier's name can be at most 80 characters").optional(),
	awb: z
		.string()
		.trim()
		.regex(/^[A-Za-z0-9-]{4,40}$/, "An AWB is 4 to 40 letters, digits or dashes")
		.optional(),
	/** the lines and units; every unit not yet shipped when left out */
	lines: z
		.array(z.object({ order_item_id: z.number().int().positive(), quantity: z.number().int().positive() }))
		.min(1)
		.max(200)
		.optional(),
	/** the box, when not the largest of the items' */
	box: z.object({ length_cm: cm("Length"), breadth_cm: cm("Breadth"), height_cm: cm("Height") }).optional(),
});
export type AdminShipmentCreate = z.infer<typeof adminShipmentCreateSchema>;

export const shipmentScanSchema = z.object({
	status: z.enum(SHIPMENT_STATUS_VALUES).nullable(),
	courier_status: z.string(),
	location: z.string().nullable(),
	note: z.string().nullable(),
	at: z.string(),
});

export const adminShipmentSchema = z.object({
	id: z.number().int(),
	order_id: z.number().int(),
	kind: z.enum(["forward", "reverse"]),
	adapter: z.enum(["manual", "shiprocket"]),
	status: z.enum(SHIPMENT_STATUS_VALUES),
	status_text: z.string(),
	failure_reason: z.string().nullable(),
	courier_name: z.string().nullable(),
	awb: z.string().nullable(),
	weight_grams: z.number().int(),
	box: z.object({ length_cm: z.number().int(), breadth_cm: z.number().int(), height_cm: z.number().int() }),
	/** rupees */
	cod_amount: z.number(),
	expected_delivery_date: z.string().nullable(),
	delivered_at: z.string().nullable(),
	created_at: z.string(),
	lines: z.array(z.object({ order_item_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
	scans: z.array(shipmentScanSchema),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** POST /api/admin/shipments/{id}/scans: the staff's own scan (a manual courier's parcel). */
export const adminShipmentScanSchema = z.object({
	status: z.enum([
		"picked_up",
		"in_transit",
		"out_for_delivery",
		"undelivered",
		"delivered",
		"rto_initiated",
		"rto_in_transit",
		"rto_delivered",
	]),
	location: z.string().trim().max(120).optional(),
	note: z.string().trim().max(300).optional(),
});

export const adminShipmentsQuerySchema = z.object({
	/** ready: booked, not yet picked up (the "Ready to ship" filter); ndr; failed (booking failed) */
	queue: z.enum(["ready", "ndr", "failed", "moving"]).default("ready"),
});

export const adminShipmentIdsQuerySchema = z.object({
	ids: z
		.string()
		.regex(/^\d+(,\d+){0,199}$/, "ids: shipment ids separated by commas")
		.transform((text) => [...new Set(text.split(",").map(Number))]),
});

export const adminManifestQuerySchema = z.object({
	day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "day: YYYY-MM-DD"),
});

/** GET /api/admin/settings/shipping: the password is never answered, only whether one is kept. */
export const adminShippingSettingsSchema = z.object({
	adapter: z.enum(["manual", "shiprocket"]),
	shiprocket_email: z.string(),
	shiprocket_password_set: z.boolean(),
	pickup_location: z.string(),
	pickup_pincode: z.string(),
	/** what the courier's webhook must send in its x-api-key header */
	webhook_token: z.string(),
	/** whether the server has SHIPPING_SECRETS_KEY (without it no password can be kept) */
	secrets_key_set: z.boolean(),
});
export type AdminShippingSettings = z.infer<typeof adminShippingSettingsSchema>;

export const adminShippingSettingsInputSchema = z.object({
	adapter: z.enum(["manual", "shiprocket"]),
	shiprocket_email: z.union([z.literal(""), z.string().trim().email("Enter the Shiprocket login's e-mail")]),
	/** empty keeps the password kept */
	shiprocket_password: z.string().max(200).default(""),
	pickup_location: z.string().trim().min(1, "Name the pickup location as Shiprocket has it").max(80),
	pickup_pincode: z.union([z.literal(""), z.string().regex(/^[1-9]\d{5}$/, "A pincode is 6 digits")]),
});

/** GET /api/orders/{order_id}/shipments: the shopper's parcels of their own order. */
export const orderShipmentSchema = z.object({
	id: z.number().int(),
	status: z.enum(SHIPMENT_STATUS_VALUES),
	status_text: z.string(),
	courier_name: z.string().nullable(),
	awb: z.string().nullable(),
	expected_delivery_date: z.string().nullable(),
	delivered_at: z.string().nullable(),
	scans: z.array(shipmentScanSchema),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;
export const orderShipmentsResponseSchema = z.object({
	status: z.literal(true),
	response: z.array(orderShipmentSchema),
});
export type OrderShipmentsResponse = z.infer<typeof orderShipmentsResponseSchema>;
