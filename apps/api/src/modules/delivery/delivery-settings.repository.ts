import {
	type CodSettings,
	codSettingsSchema,
	DEFAULT_COD_SETTINGS,
	DEFAULT_DELIVERY_SETTINGS,
	type DeliverySettings,
	deliverySettingsSchema,
} from "@pitara/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { appSettings } from "../../db/schema/index.ts";

export const DELIVERY_SETTINGS_KEY = "delivery";
export const COD_SETTINGS_KEY = "cod";

/**
 * One row of app_settings as JSON over its defaults, so that a shop that never
 * edited them runs on the defaults. A stored value that no longer parses falls
 * back to the defaults field by field.
 */
async function readSettings<T extends Record<string, unknown>>(
	db: Db,
	key: string,
	schema: z.ZodObject,
	defaults: T,
): Promise<T> {
	const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
	if (!row) return defaults;
	let stored: Record<string, unknown> = {};
	try {
		stored = JSON.parse(row.value) as Record<string, unknown>;
	} catch {
		return defaults;
	}
	const merged = { ...defaults } as Record<string, unknown>;
	for (const [field, value] of Object.entries(stored)) {
		if (schema.shape[field]?.safeParse(value).success) merged[field] = value;
	}
	return merged as T;
}

async function saveSettings(db: Db, key: string, value: string): Promise<void> {
	await db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/** The delivery settings (dispatch pincode, cut-off, days per zone, unserviceable pincodes). */
export function deliverySettings(db: Db): Promise<DeliverySettings> {
	return readSettings(db, DELIVERY_SETTINGS_KEY, deliverySettingsSchema, DEFAULT_DELIVERY_SETTINGS);
}

export function saveDeliverySettings(db: Db, settings: DeliverySettings): Promise<void> {
	return saveSettings(db, DELIVERY_SETTINGS_KEY, JSON.stringify(deliverySettingsSchema.parse(settings)));
}

/** The cash on delivery settings (zones where it is offered, the largest total, the fee). */
export function codSettings(db: Db): Promise<CodSettings> {
	return readSettings(db, COD_SETTINGS_KEY, codSettingsSchema, DEFAULT_COD_SETTINGS);
}

export function saveCodSettings(db: Db, settings: CodSettings): Promise<void> {
	return saveSettings(db, COD_SETTINGS_KEY, JSON.stringify(codSettingsSchema.parse(settings)));
}
