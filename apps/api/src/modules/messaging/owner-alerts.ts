import { DEFAULT_OWNER_ALERTS, type OwnerAlertSettings, ownerAlertSettingsSchema } from "@pitara/shared";
import { readSettings, saveSettings } from "../../db/app-settings.ts";
import type { Db } from "../../db/client.ts";

export const OWNER_ALERTS_KEY = "owner_alerts";

/** Where (and whether) the owner is alerted of new orders and contact messages, over the defaults (no address). */
export function ownerAlertSettings(db: Db): Promise<OwnerAlertSettings> {
	return readSettings(db, OWNER_ALERTS_KEY, ownerAlertSettingsSchema, DEFAULT_OWNER_ALERTS);
}

/** The staff's change, in the caller's transaction (`audited()`). */
export async function changeOwnerAlertSettings(
	tx: Db,
	next: OwnerAlertSettings,
): Promise<{ before: OwnerAlertSettings; after: OwnerAlertSettings }> {
	const before = await ownerAlertSettings(tx);
	await saveSettings(tx, OWNER_ALERTS_KEY, ownerAlertSettingsSchema, next);
	return { before, after: next };
}

/** Is the owner to be alerted of this kind of news? Read in the news's transaction, so its event carries the answer. */
export async function ownerWantsAlert(db: Db, kind: "order" | "message"): Promise<boolean> {
	const settings = await ownerAlertSettings(db);
	return settings.email !== "" && (kind === "order" ? settings.new_orders : settings.new_messages);
}
