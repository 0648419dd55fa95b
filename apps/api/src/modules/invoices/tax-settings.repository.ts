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

/** What the console edits of the tax settings: the registration (the rates and the prefix stay as they are). */
export type TaxRegistration = Pick<TaxSettings, "legalName" | "tradeName" | "gstin" | "addressLines" | "state">;

/** The staff's change of the shop's GST registration, in the caller's transaction; new invoices carry it. */
export async function changeTaxRegistration(
	tx: Db,
	next: TaxRegistration,
): Promise<{ before: TaxSettings; after: TaxSettings }> {
	const before = await taxSettings(tx);
	const after: TaxSettings = { ...before, ...next };
	await saveTaxSettings(tx, after);
	return { before, after };
}
