import { z } from "zod";
import { formatWeekdayDayMonth, IST_OFFSET_MS } from "./dates.ts";
import { catalogMessages, checkoutMessages } from "./messages.ts";
import { formatPaise, type Paise } from "./money.ts";
import { COD_MAX_PAISE } from "./schemas/orders.ts";

/**
 * The delivery promise (issue 17): how far a parcel travels from the shop's
 * dispatch pincode, in zones, and by which date it arrives — business days
 * (Monday to Friday) counted from the day it is dispatched, which is today
 * before the daily cut-off time (IST) on a business day, otherwise the next
 * business day. One rule for the server's answers and the tests.
 */
export const DELIVERY_ZONES = ["same_city", "same_state", "metro", "rest_of_india", "north_east_islands"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const ZONE_LABELS: Record<DeliveryZone, string> = {
	same_city: "Same city",
	same_state: "Same state",
	metro: "Metro city",
	rest_of_india: "Rest of India",
	north_east_islands: "North-east and islands",
};

/** The states the couriers reach slowest: the eight north-eastern states and the island territories. */
export const NORTH_EAST_AND_ISLANDS = new Set([
	"Arunachal Pradesh",
	"Assam",
	"Manipur",
	"Meghalaya",
	"Mizoram",
	"Nagaland",
	"Sikkim",
	"Tripura",
	"Andaman and Nicobar Islands",
	"Lakshadweep",
]);

/** Districts of the metro cities as India Post's directory names them (every district of Delhi is one too). */
export const METRO_DISTRICTS = new Set([
	"Mumbai",
	"Mumbai Suburban",
	"Kolkata",
	"Chennai",
	"Bengaluru Urban",
	"Hyderabad",
	"Pune",
	"Ahmadabad",
]);

export const deliverySettingsSchema = z.object({
	dispatchPincode: z.string().regex(/^[1-9]\d{5}$/),
	/** "HH:MM" in IST: orders placed later are dispatched the next business day */
	cutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
	/** business days in transit per zone */
	zoneDays: z.object({
		same_city: z.number().int().min(0).max(30),
		same_state: z.number().int().min(0).max(30),
		metro: z.number().int().min(0).max(30),
		rest_of_india: z.number().int().min(0).max(30),
		north_east_islands: z.number().int().min(0).max(30),
	}),
	/** pincodes the couriers do not reach, edited by the staff */
	unserviceable: z.array(z.string().regex(/^[1-9]\d{5}$/)),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
	dispatchPincode: "560095",
	cutoff: "14:00",
	zoneDays: { same_city: 1, same_state: 2, metro: 3, rest_of_india: 5, north_east_islands: 7 },
	unserviceable: [],
};

export interface Place {
	district: string;
	state: string;
}

export function deliveryZone(from: Place, to: Place): DeliveryZone {
	if (from.state === to.state && from.district === to.district) return "same_city";
	if (from.state === to.state) return "same_state";
	if (NORTH_EAST_AND_ISLANDS.has(to.state)) return "north_east_islands";
	if (to.state === "Delhi" || METRO_DISTRICTS.has(to.district)) return "metro";
	return "rest_of_india";
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The IST calendar day (as a UTC-midnight Date) and minutes past IST midnight of an instant. */
function inIndia(at: Date): { day: Date; minutes: number } {
	const shifted = new Date(at.getTime() + IST_OFFSET_MS);
	const day = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
	return { day, minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

const isBusinessDay = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6;
const nextDay = (day: Date) => new Date(day.getTime() + DAY_MS);

/** The IST date (YYYY-MM-DD) a parcel ordered at `at` arrives, `days` business days after its dispatch day. */
export function promisedDate(at: Date, days: number, cutoff: string): string {
	const { day: today, minutes } = inIndia(at);
	const [h, m] = cutoff.split(":").map(Number);
	let day = today;
	if (!isBusinessDay(day) || minutes >= (h ?? 0) * 60 + (m ?? 0)) {
		day = nextDay(day);
		while (!isBusinessDay(day)) day = nextDay(day);
	}
	for (let left = days; left > 0; ) {
		day = nextDay(day);
		if (isBusinessDay(day)) left -= 1;
	}
	return day.toISOString().slice(0, 10);
}

/**
 * "2026-11-26" → "Delivery by Thu, 26 Nov": the catalogue's text, so a Hindi build words it in Hindi, with dates.ts's
 * Hindi weekdays and months (decision 060). The API words its answers in English here and puts them into the
 * request's language apart (modules/delivery deliveryPromiseIn).
 */
export function deliveryPromiseText(isoDate: string): string {
	return catalogMessages.deliveryBy.replace("{date}", formatWeekdayDayMonth(new Date(`${isoDate}T00:00:00Z`)));
}

/** The catalogue's texts for a pincode the couriers do not reach (checkout.ts), by their older names. */
export const deliveryMessages = {
	unserviceable: checkoutMessages.notDeliveredTo,
	/** the checkout's and the server's refusal of an address the couriers do not reach */
	unserviceableAddress: checkoutMessages.notDeliveredToAddress,
};

/** GET /api/delivery/promise?pincode= */
export const deliveryPromiseQuerySchema = z.object({
	pincode: z
		.string({ error: "Pincode is required" })
		.trim()
		.regex(/^[1-9]\d{5}$/, "Pincode must be a valid 6-digit Indian pincode"),
});

/* Cash on delivery ------------------------------------------------------- */

/**
 * Where and up to how much a parcel may be paid in cash, and what that costs
 * (issue 17; decision 019). Settings in app_settings row `cod` over these
 * defaults: every zone but the north-east and islands, orders up to ₹10,000,
 * no fee.
 */
export const codSettingsSchema = z.object({
	/** the zones where cash on delivery is offered */
	zones: z.array(z.enum(DELIVERY_ZONES)),
	/** the largest order total (paise, before the fee) that may be paid in cash */
	maxTotal: z.number().int().min(0).max(1_000_000_000),
	/** the cash on delivery fee (paise), shown as its own line and added to the total */
	fee: z.number().int().min(0).max(100_000),
});
export type CodSettings = z.infer<typeof codSettingsSchema>;

export const DEFAULT_COD_SETTINGS: CodSettings = {
	zones: ["same_city", "same_state", "metro", "rest_of_india"],
	maxTotal: COD_MAX_PAISE,
	fee: 0,
};

/** What cash on delivery means for one address: allowed in its zone, the limit, the fee. */
export interface CodTerms {
	pincode: string | null;
	/** null: the pincode is not in the directory (no zone to refuse it by) */
	zone: DeliveryZone | null;
	zoneAllowed: boolean;
	maxTotal: Paise;
	fee: Paise;
}

export function codTerms(settings: CodSettings, pincode: string | null, zone: DeliveryZone | null): CodTerms {
	return {
		pincode,
		zone,
		zoneAllowed: zone === null || settings.zones.includes(zone),
		maxTotal: settings.maxTotal,
		fee: settings.fee,
	};
}

export interface CodRefusal {
	code: "COD_ZONE" | "COD_LIMIT";
	/** the whole reason, for an error */
	message: string;
	/** a few words beside the disabled option */
	short: string;
}

/** Why an order of `total` (paise, before the fee) may not be paid in cash, or null when it may. */
export function codRefusal(terms: CodTerms, total: Paise): CodRefusal | null {
	if (!terms.zoneAllowed && terms.zone) {
		const where = `${terms.pincode ?? "this pincode"} (${checkoutMessages.zoneNames[terms.zone] ?? ZONE_LABELS[terms.zone]})`;
		return {
			code: "COD_ZONE",
			message: checkoutMessages.codZone(where),
			short: checkoutMessages.codZoneUnavailable(terms.pincode ?? "this pincode"),
		};
	}
	if (total > terms.maxTotal) {
		const max = formatPaise(terms.maxTotal);
		return {
			code: "COD_LIMIT",
			message: checkoutMessages.codLimit(max),
			short: checkoutMessages.codUnavailable(max),
		};
	}
	return null;
}

/** Cash on delivery for one pincode as the delivery promise answers it, amounts in rupees. */
export const codOfferSchema = z.object({
	/** offered in the pincode's zone (the order's total is checked against max_total) */
	available: z.boolean(),
	/** rupees */
	max_total: z.number(),
	/** rupees */
	fee: z.number(),
});
export type CodOffer = z.infer<typeof codOfferSchema>;

export const deliveryPromiseSchema = z.object({
	pincode: z.string(),
	district: z.string(),
	state: z.string(),
	serviceable: z.boolean(),
	zone: z.enum(DELIVERY_ZONES).nullable(),
	/** YYYY-MM-DD in IST, null when not serviceable */
	date: z.string().nullable(),
	/** "Delivery by Thu, 26 Nov", or why not */
	message: z.string(),
	/** cash on delivery to this pincode */
	cod: codOfferSchema,
});
export type DeliveryPromise = z.infer<typeof deliveryPromiseSchema>;

export const deliveryPromiseResponseSchema = z.object({ status: z.literal(true), response: deliveryPromiseSchema });
export type DeliveryPromiseResponse = z.infer<typeof deliveryPromiseResponseSchema>;

export const deliveryRangeResponseSchema = z.object({
	status: z.literal(true),
	response: z.object({ min_days: z.number().int(), max_days: z.number().int() }),
});
export type DeliveryRangeResponse = z.infer<typeof deliveryRangeResponseSchema>;
