import { z } from "zod";
import { readSettings, saveSettings } from "../../db/app-settings.ts";
import type { Db } from "../../db/client.ts";

/**
 * COD confirmation and the RTO guard (issue 25 item 6, decision 048): which
 * cash on delivery orders wait for the shopper's confirmation before they
 * ship, how long, what paying online instead saves, when a pincode is on the
 * high-RTO list and after how many refused deliveries a customer's COD is
 * switched off. Kept in app_settings key `cod_guard`; amounts in paise.
 */
export const COD_GUARD_SETTINGS_KEY = "cod_guard";

export const codGuardSettingsSchema = z.object({
	/** every COD order */
	always: z.boolean(),
	/** the first COD order of a phone number */
	firstOrderOfPhone: z.boolean(),
	/** COD orders above this total (paise; 0: no such rule) */
	aboveAmount: z.number().int().min(0),
	/** COD orders to a pincode on the high-RTO list */
	highRtoPincodes: z.boolean(),
	/** hours the shopper has to confirm (then the order is cancelled) */
	windowHours: z.number().int().min(1).max(168),
	/** paise off for paying online instead (0 hides the offer) */
	prepaidSaving: z.number().int().min(0),
	/** a pincode is listed at this RTO rate (percent) … */
	rtoRatePercent: z.number().int().min(1).max(100),
	/** … of at least this many COD orders in 90 days */
	rtoMinOrders: z.number().int().min(1),
	/** refused COD deliveries in 180 days that switch a customer's COD off (0: never) */
	refusedLimit: z.number().int().min(0),
});
export type CodGuardSettings = z.infer<typeof codGuardSettingsSchema>;

export const DEFAULT_COD_GUARD_SETTINGS: CodGuardSettings = {
	always: false,
	firstOrderOfPhone: false,
	aboveAmount: 0,
	highRtoPincodes: true,
	windowHours: 24,
	prepaidSaving: 0,
	rtoRatePercent: 30,
	rtoMinOrders: 20,
	refusedLimit: 2,
};

export const RTO_RATE_DAYS = 90;
export const REFUSED_DAYS = 180;
/** an NDR link is valid this long */
export const NDR_LINK_MS = 48 * 3_600_000;

export function readCodGuardSettings(db: Db): Promise<CodGuardSettings> {
	return readSettings(db, COD_GUARD_SETTINGS_KEY, codGuardSettingsSchema, DEFAULT_COD_GUARD_SETTINGS);
}

export function saveCodGuardSettings(db: Db, settings: CodGuardSettings): Promise<void> {
	return saveSettings(db, COD_GUARD_SETTINGS_KEY, codGuardSettingsSchema, settings);
}

/** What the rules see of a new COD order. */
export interface CodOrderFacts {
	/** paise */
	total: number;
	firstOfPhone: boolean;
	highRtoPincode: boolean;
}

/** Why a COD order must be confirmed (the staff read it), or null when it need not be. */
export function confirmationReason(settings: CodGuardSettings, facts: CodOrderFacts): string | null {
	if (settings.always) return "Every COD order is confirmed";
	if (settings.aboveAmount > 0 && facts.total > settings.aboveAmount) return "Above the COD confirmation amount";
	if (settings.highRtoPincodes && facts.highRtoPincode) return "Pincode on the high-RTO list";
	if (settings.firstOrderOfPhone && facts.firstOfPhone) return "First COD order of this phone";
	return null;
}

/** Whether a pincode's COD record puts it on the list: at least `rtoRatePercent`% of at least `rtoMinOrders` orders. */
export function isHighRto(settings: CodGuardSettings, codOrders: number, rtoOrders: number): boolean {
	return codOrders >= settings.rtoMinOrders && rtoOrders * 100 >= settings.rtoRatePercent * codOrders;
}

/**
 * The prepaid price of a COD order: its items after every discount, plus
 * delivery, less the saving (no COD fee, no rounding); never below ₹1.
 */
export function prepaidAmountOf(
	order: { subTotal: number; promoDiscount: number; delivery: number },
	saving: number,
): number {
	return Math.max(100, order.subTotal - order.promoDiscount + order.delivery - saving);
}
