import { DEFAULT_SHOP_CONTACT, type ShopContact, shopContactSchema } from "@pitara/shared";
import { readSettings, saveSettings } from "../../db/app-settings.ts";
import type { Db } from "../../db/client.ts";
import { catalogueChanged, catalogueTags } from "../../lib/catalogue-changes.ts";

export const SHOP_CONTACT_KEY = "shop_contact";

/** The shop's contact details, hours and default warranty text (footer, Contact page, product page) over the defaults. */
export function shopContact(db: Db): Promise<ShopContact> {
	return readSettings(db, SHOP_CONTACT_KEY, shopContactSchema, DEFAULT_SHOP_CONTACT);
}

/**
 * The staff's change, in the caller's transaction (`audited()`): every page kept for visitors shows the footer, so
 * the shop's answer and the pages drawn from it are dropped (tag `shop`).
 */
export async function changeShopContact(
	tx: Db,
	next: ShopContact,
): Promise<{ before: ShopContact; after: ShopContact }> {
	const before = await shopContact(tx);
	await saveSettings(tx, SHOP_CONTACT_KEY, shopContactSchema, next);
	catalogueChanged(tx, [catalogueTags.shop]);
	return { before, after: next };
}
