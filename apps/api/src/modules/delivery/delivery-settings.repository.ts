import {
	type CodSettings,
	codSettingsSchema,
	DEFAULT_COD_SETTINGS,
	DEFAULT_DELIVERY_SETTINGS,
	type DeliverySettings,
	deliverySettingsSchema,
} from "@pitara/shared";
import { readSettings, saveSettings } from "../../db/app-settings.ts";
import type { Db } from "../../db/client.ts";

export const DELIVERY_SETTINGS_KEY = "delivery";
export const COD_SETTINGS_KEY = "cod";

/** The delivery settings (dispatch pincode, cut-off, days per zone, unserviceable pincodes) over the defaults. */
export function deliverySettings(db: Db): Promise<DeliverySettings> {
	return readSettings(db, DELIVERY_SETTINGS_KEY, deliverySettingsSchema, DEFAULT_DELIVERY_SETTINGS);
}

export function saveDeliverySettings(db: Db, settings: DeliverySettings): Promise<void> {
	return saveSettings(db, DELIVERY_SETTINGS_KEY, deliverySettingsSchema, settings);
}

/** The cash on delivery settings (zones where it is offered, the largest total, the fee) over the defaults. */
export function codSettings(db: Db): Promise<CodSettings> {
	return readSettings(db, COD_SETTINGS_KEY, codSettingsSchema, DEFAULT_COD_SETTINGS);
}

export function saveCodSettings(db: Db, settings: CodSettings): Promise<void> {
	return saveSettings(db, COD_SETTINGS_KEY, codSettingsSchema, settings);
}
