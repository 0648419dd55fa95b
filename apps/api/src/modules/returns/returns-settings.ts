import { z } from "zod";
import { readSettings, saveSettings } from "../../db/app-settings.ts";
import type { Db } from "../../db/client.ts";

/**
 * The shop's returns settings (issue 24, decision 054), one app_settings row over its defaults:
 * - `selfShipFee`: paise credited to a shopper who must send the parcel (no pickup at their pincode), stated to
 *   them at the request and credited with the refund;
 * - `exchangeHoldDays`: days a reserved exchange size stays held while its pickup has not happened; after them the
 *   exchange is called off by the release job and the size goes back on sale.
 */
export const RETURNS_SETTINGS_KEY = "returns";

export const returnsSettingsSchema = z.object({
	selfShipFee: z.number().int().min(0).max(100_000),
	exchangeHoldDays: z.number().int().min(1).max(60),
});
export type ReturnsSettings = z.infer<typeof returnsSettingsSchema>;

export const DEFAULT_RETURNS_SETTINGS: ReturnsSettings = { selfShipFee: 10_000, exchangeHoldDays: 7 };

export function readReturnsSettings(db: Db): Promise<ReturnsSettings> {
	return readSettings(db, RETURNS_SETTINGS_KEY, returnsSettingsSchema, DEFAULT_RETURNS_SETTINGS);
}

export function saveReturnsSettings(db: Db, settings: ReturnsSettings): Promise<void> {
	return saveSettings(db, RETURNS_SETTINGS_KEY, returnsSettingsSchema, settings);
}
