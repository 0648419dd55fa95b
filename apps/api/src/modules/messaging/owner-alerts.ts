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

/** The channels the settings alert the owner on now: e-mail with an address, SMS / WhatsApp with a mobile. */
export function ownerAlertChannels(settings: OwnerAlertSettings): { email: boolean; sms: boolean; whatsapp: boolean } {
	return {
		email: settings.by_email && settings.email !== "",
		sms: settings.by_sms && settings.phone !== "",
		whatsapp: settings.by_whatsapp && settings.phone !== "",
	};
}

/** Does the owner want this kind of news at all (on any channel)? */
export function ownerWants(settings: OwnerAlertSettings, kind: "order" | "message"): boolean {
	return kind === "order" ? settings.new_orders : settings.new_messages;
}

/**
 * Is the owner to be alerted of this kind of news, and by which of the two outbox handlers (`alertOwner`: the
 * `owner-alert` mail; `textOwner`: the `owner-alert-phone` SMS / WhatsApp)? Read in the news's transaction and spread
 * into its event, so that with alerts off no outbox row is written.
 */
export async function ownerWantsAlert(
	db: Db,
	kind: "order" | "message",
): Promise<{ alertOwner?: true; textOwner?: true }> {
	const settings = await ownerAlertSettings(db);
	if (!ownerWants(settings, kind)) return {};
	const channels = ownerAlertChannels(settings);
	return {
		...(channels.email ? { alertOwner: true as const } : {}),
		...(channels.sms || channels.whatsapp ? { textOwner: true as const } : {}),
	};
}
