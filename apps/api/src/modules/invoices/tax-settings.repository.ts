import { DEFAULT_TAX_SETTINGS, type TaxSettings, taxSettingsSchema } from "@pitara/shared";
import { readSettings, saveSettings } from "../../db/app-settings.ts";
import type { Db } from "../../db/client.ts";
import { catalogueChanged, catalogueTags } from "../../lib/catalogue-changes.ts";

export const TAX_SETTINGS_KEY = "tax";

/** The shop's GST registration, rates per category and invoice prefix, over DEFAULT_TAX_SETTINGS. */
export function taxSettings(db: Db): Promise<TaxSettings> {
	return readSettings(db, TAX_SETTINGS_KEY, taxSettingsSchema, DEFAULT_TAX_SETTINGS);
}

export function saveTaxSettings(db: Db, settings: TaxSettings): Promise<void> {
	return saveSettings(db, TAX_SETTINGS_KEY, taxSettingsSchema, settings);
}

/** What the console edits of the tax settings: the registration (the rates and the prefix stay as they are). */
export type TaxRegistration = Pick<
	TaxSettings,
	"legalName" | "tradeName" | "gstin" | "addressLines" | "state" | "turnoverAbove5Crore"
>;

/** The staff's change of the shop's GST registration, in the caller's transaction; new invoices carry it. */
export async function changeTaxRegistration(
	tx: Db,
	next: TaxRegistration,
): Promise<{ before: TaxSettings; after: TaxSettings }> {
	const before = await taxSettings(tx);
	const above = next.turnoverAbove5Crore ?? before.turnoverAbove5Crore ?? before.hsnDigits === 6;
	// GSTR-1's HSN summary: 4 digits up to ₹5 crore turnover, 6 above (issue 29)
	const after: TaxSettings = { ...before, ...next, turnoverAbove5Crore: above, hsnDigits: above ? 6 : 4 };
	await saveTaxSettings(tx, after);
	// the checkout offers "Add GSTIN for a business purchase" only up to ₹5 crore (GET /api/shop)
	if (before.turnoverAbove5Crore !== after.turnoverAbove5Crore) catalogueChanged(tx, [catalogueTags.shop]);
	return { before, after };
}
