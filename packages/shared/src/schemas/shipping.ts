import { z } from "zod";
import * as shippingMessages from "../messages/shipping.ts";
import { INDIAN_MOBILE_PATTERN } from "./common.ts";

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

/** POST /api/admin/orders/returns/{return_id}/pickup: book an approved return's pickup (a reverse parcel). */
export const adminReturnPickupCreateSchema = adminShipmentCreateSchema
	.pick({ adapter: true, courier_name: true, awb: true })
	.extend({
		/** Shiprocket: ask the courier to check the item at the door (offered for one unit of one item) */
		quality_check: z.boolean().default(true),
	});
export type AdminReturnPickupCreate = z.input<typeof adminReturnPickupCreateSchema>;

/** POST /api/admin/shipments/{id}/manual: a parcel whose courier booking failed, booked by hand instead. */
export const adminShipmentManualSchema = z.object({
	courier_name: z
		.string()
		.trim()
		.min(1, "Type the courier's name")
		.max(80, "The courier's name can be at most 80 characters"),
	awb: z
		.string()
		.trim()
		.regex(/^[A-Za-z0-9-]{4,40}$/, "An AWB is 4 to 40 letters, digits or dashes"),
});
export type AdminShipmentManual = z.infer<typeof adminShipmentManualSchema>;

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
	/** a reverse parcel's return, and whether the courier checks the item at the door */
	return_id: z.number().int().nullable(),
	quality_check: z.boolean(),
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
	/** the shopper's answer to a failed delivery, as sent to the courier */
	ndr_request: z
		.object({
			date: z.string(),
			address_line1: z.string().nullable(),
			address_line2: z.string().nullable(),
			phone: z.string().nullable(),
			at: z.string(),
		})
		.nullable(),
	/** a returned parcel: when the staff received it and what they found */
	rto_received_at: z.string().nullable(),
	rto_condition: z.enum(["restocked", "damaged"]).nullable(),
	lines: z.array(
		z.object({
			order_item_id: z.number().int(),
			/** the size in the parcel (an exchange's replacement differs from its order line's) */
			variant_id: z.number().int().nullable(),
			name: z.string(),
			quantity: z.number().int(),
		}),
	),
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
	queue: z.enum(["ready", "ndr", "failed", "moving", "rto"]).default("ready"),
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
	/** what the parcel carries, each in the size it carries (an exchange's parcel: the new size) */
	lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
	scans: z.array(shipmentScanSchema),
	/** a failed delivery the shopper can still answer (a new date, a corrected address or phone), and by when */
	ndr: z
		.object({
			reason: z.string(),
			answer_by: z.string(),
			/** the dates the courier can try again (YYYY-MM-DD) */
			dates: z.array(z.string()),
			answered: z.boolean(),
		})
		.nullable(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;
export const orderShipmentsResponseSchema = z.object({
	status: z.literal(true),
	response: z.array(orderShipmentSchema),
});
export type OrderShipmentsResponse = z.infer<typeof orderShipmentsResponseSchema>;

/* failed deliveries, returns to origin, COD confirmation (decision 048) ------------------------------ */

const phone10 = z.string().trim().regex(INDIAN_MOBILE_PATTERN, shippingMessages.ndrPhoneInvalid);

/** The shopper's answer to a failed delivery: a new date, and a corrected address or phone if needed. */
export const ndrAnswerSchema = z.object({
	date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, shippingMessages.ndrChooseDate),
	address_line1: z.string().trim().min(5, shippingMessages.ndrEnterStreet).max(200).optional(),
	address_line2: z.string().trim().max(200).optional(),
	phone: phone10.optional(),
});
export type NdrAnswer = z.infer<typeof ndrAnswerSchema>;

/** POST /api/order/ndr/answer (signed in) */
export const orderNdrAnswerSchema = ndrAnswerSchema.extend({
	order_id: z.number().int().positive(),
	shipment_id: z.number().int().positive(),
});

export const codConfirmationStateSchema = z.enum(["awaiting", "confirmed", "cancelled", "expired", "prepaid"]);

/** A COD order's confirmation, as the shopper and the staff read it. */
export const codConfirmationSchema = z.object({
	order_id: z.number().int(),
	state: codConfirmationStateSchema,
	/** "Awaiting your confirmation", … */
	state_text: z.string(),
	reason: z.string(),
	deadline: z.string(),
	/** rupees: the COD total, and what paying online instead costs (null: no offer) */
	total: z.number(),
	prepaid_amount: z.number().nullable(),
	prepaid_saving: z.number(),
});
export type CodConfirmation = z.infer<typeof codConfirmationSchema>;

export const COD_CONFIRMATION_TEXT: Record<z.infer<typeof codConfirmationStateSchema>, string> = {
	awaiting: "Awaiting your confirmation",
	confirmed: "Confirmed: pay in cash on delivery",
	cancelled: "Cancelled by you",
	expired: "Cancelled: not confirmed in time",
	prepaid: "Paid online",
};

export const codDecisionSchema = z.object({ action: z.enum(["confirm", "cancel"]) });
export const orderCodDecisionSchema = codDecisionSchema.extend({ order_id: z.number().int().positive() });

/** GET /api/links/{token}: what a texted single-use link is for. */
export const shopperLinkViewSchema = z.object({
	purpose: z.enum(["ndr", "cod"]),
	order_id: z.number().int(),
	/** open: can be answered; used: answered already; expired */
	state: z.enum(["open", "used", "expired"]),
	expires_at: z.string(),
	ndr: z
		.object({
			reason: z.string(),
			dates: z.array(z.string()),
			address: z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), pincode: z.string() }),
			/** the phone on the order, masked */
			phone: z.string(),
		})
		.nullable(),
	cod: codConfirmationSchema.nullable(),
});
export type ShopperLinkView = z.infer<typeof shopperLinkViewSchema>;

/** POST /api/admin/shipments/{id}/rto: staff send a parcel back (a confirmation the console asks for). */
export const adminRtoSchema = z.object({
	confirm: z.literal(true, { error: "Confirm the return to origin" }),
	note: z.string().trim().max(300).optional(),
});

/** POST /api/admin/shipments/{id}/receive: a returned parcel received and inspected. */
export const adminRtoReceiveSchema = z.object({
	condition: z.enum(["restocked", "damaged"], { error: "Say whether the items go back to stock or are damaged" }),
	note: z.string().trim().max(300).optional(),
});

/** GET/PUT /api/admin/settings/cod-guard (rupees). */
export const adminCodGuardSettingsSchema = z.object({
	always: z.boolean(),
	first_order_of_phone: z.boolean(),
	/** rupees; 0: no amount rule */
	above_amount: z.number().int("Whole rupees").min(0).max(1_000_000),
	high_rto_pincodes: z.boolean(),
	window_hours: z.number().int("Whole hours").min(1, "At least 1 hour").max(168, "At most 168 hours"),
	/** rupees; 0 hides the offer */
	prepaid_saving: z.number().int("Whole rupees").min(0).max(10_000),
	rto_rate_percent: z.number().int().min(1).max(100),
	rto_min_orders: z.number().int().min(1).max(10_000),
	/** 0: never switch COD off */
	refused_limit: z.number().int().min(0).max(100),
});
export type AdminCodGuardSettings = z.infer<typeof adminCodGuardSettingsSchema>;

export const adminRtoPincodeSchema = z.object({
	pincode: z.string(),
	listed: z.boolean(),
	source: z.enum(["computed", "staff"]),
	cod_orders: z.number().int(),
	rto_orders: z.number().int(),
});
export const adminRtoPincodeInputSchema = z.object({
	pincode: z.string().regex(/^[1-9]\d{5}$/, "A pincode is 6 digits"),
	listed: z.boolean(),
});

/** GET/PUT /api/admin/customers/{id}/cod */
export const adminCustomerCodSchema = z.object({
	user_id: z.number().int(),
	cod_off: z.boolean(),
	refused: z.number().int(),
	note: z.string().nullable(),
});
export const adminCustomerCodInputSchema = z.object({
	cod_off: z.boolean(),
	note: z.string().trim().max(300).optional(),
});

export const shopperLinkResponseSchema = z.object({ status: z.literal(true), response: shopperLinkViewSchema });
export type ShopperLinkResponse = z.infer<typeof shopperLinkResponseSchema>;
export const shopperAnswerResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type ShopperAnswerResponse = z.infer<typeof shopperAnswerResponseSchema>;
export const codDecisionResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: codConfirmationSchema,
});
export type CodDecisionResponse = z.infer<typeof codDecisionResponseSchema>;
export const codConfirmationResponseSchema = z.object({
	status: z.literal(true),
	response: codConfirmationSchema.nullable(),
});
export type CodConfirmationResponse = z.infer<typeof codConfirmationResponseSchema>;
export type NdrAnswerRequest = z.input<typeof ndrAnswerSchema>;
export type OrderNdrAnswerRequest = z.input<typeof orderNdrAnswerSchema>;
export type CodDecisionRequest = z.input<typeof codDecisionSchema>;
export type OrderCodDecisionRequest = z.input<typeof orderCodDecisionSchema>;
