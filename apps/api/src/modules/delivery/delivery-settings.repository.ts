import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings, deliverySettingsSchema } from "@pitara/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSettings } from "../../db/schema/index.ts";

export const DELIVERY_SETTINGS_KEY = "delivery";

/**
 * The delivery settings (dispatch pincode, cut-off, days per zone,
 * unserviceable pincodes): the row `delivery` of app_settings as JSON over the
 * defaults, so a shop that never edited them runs on DEFAULT_DELIVERY_SETTINGS.
 * A stored value that no longer parses falls back to the defaults field by field.
 */
export async function deliverySettings(db: Db): Promise<DeliverySettings> {
	const [row] = await db.select().from(appSettings).where(eq(appSettings.key, DELIVERY_SETTINGS_KEY));
	if (!row) return DEFAULT_DELIVERY_SETTINGS;
	let stored: Record<string, unknown> = {};
	try {
		stored = JSON.parse(row.value) as Record<string, unknown>;
	} catch {
		return DEFAULT_DELIVERY_SETTINGS;
	}
	const merged = { ...DEFAULT_DELIVERY_SETTINGS } as Record<string, unknown>;
	for (const [key, value] of Object.entries(stored)) {
		const field = deliverySettingsSchema.shape[key as keyof DeliverySettings];
		if (field?.safeParse(value).success) merged[key] = value;
	}
	return merged as DeliverySettings;
}

export async function saveDeliverySettings(db: Db, settings: DeliverySettings): Promise<void> {
	const value = JSON.stringify(deliverySettingsSchema.parse(settings));
	await db
		.insert(appSettings)
		.values({ key: DELIVERY_SETTINGS_KEY, value })
		.onConflictDoUpdate({ target: appSettings.key, set: { value } });
}
