import { DEFAULT_TAX_SETTINGS, type TaxSettings, taxSettingsSchema } from "@pitara/shared";
import { readSettings, saveSettings } from "../../db/app-settings.ts";
import type { Db } from "../../db/client.ts";

export const TAX_SETTINGS_KEY = "tax";

/** The shop's GST registration, rates per category and invoice prefix, over DEFAULT_TAX_SETTINGS. */
export function taxSettings(db: Db): Promise<TaxSettings> {
	return readSettings(db, TAX_SETTINGS_KEY, taxSettingsSchema, DEFAULT_TAX_SETTINGS);
}

export function saveTaxSettings(db: Db, settings: TaxSettings): Promise<void> {
	return saveSettings(db, TAX_SETTINGS_KEY, taxSettingsSchema, settings);
}
