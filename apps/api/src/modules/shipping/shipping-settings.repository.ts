import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { z } from "zod";
import { loadAppSecret, readSettings, saveSettings } from "../../db/app-settings.ts";
import type { Db } from "../../db/client.ts";

/**
 * The shipping settings (app_settings key `shipping`): the courier adapter,
 * Shiprocket's login (its password encrypted with SHIPPING_SECRETS_KEY,
 * AES-256-GCM, never answered back) and the pickup location.
 */
export const SHIPPING_SETTINGS_KEY = "shipping";

export const shippingSettingsSchema = z.object({
	adapter: z.enum(["manual", "shiprocket"]),
	shiprocketEmail: z.string(),
	/** `v1:<iv>:<tag>:<cipher>` base64url, or "" when none is kept */
	shiprocketPasswordSealed: z.string(),
	/** the pickup location's name as registered at Shiprocket */
	pickupLocation: z.string(),
	pickupPincode: z.string(),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
	adapter: "manual",
	shiprocketEmail: "",
	shiprocketPasswordSealed: "",
	pickupLocation: "Primary",
	pickupPincode: "",
};

export function readShippingSettings(db: Db): Promise<ShippingSettings> {
	return readSettings(db, SHIPPING_SETTINGS_KEY, shippingSettingsSchema, DEFAULT_SHIPPING_SETTINGS);
}

export function saveShippingSettings(db: Db, settings: ShippingSettings): Promise<void> {
	return saveSettings(db, SHIPPING_SETTINGS_KEY, shippingSettingsSchema, settings);
}

/** The token a courier's webhook must send (made once per shop, shown to the staff to paste at the courier). */
export function courierWebhookToken(db: Db): Promise<string> {
	return loadAppSecret(db, "shipping.webhook_token");
}

/** The 32-byte key of SHIPPING_SECRETS_KEY, or null when the environment has none (or a wrong one). */
export function secretsKey(text: string | undefined): Buffer | null {
	if (!text) return null;
	const hex = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : null;
	const key = hex ?? Buffer.from(text, "base64");
	return key.length === 32 ? key : null;
}

export function seal(key: Buffer, plain: string): string {
	const iv = randomBytes(12);
	const cipher = createCipheriv("aes-256-gcm", key, iv);
	const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
	return ["v1", iv, cipher.getAuthTag(), data]
		.map((part) => (typeof part === "string" ? part : part.toString("base64url")))
		.join(":");
}

/** The sealed text opened, or null when it is not one this key sealed. */
export function unseal(key: Buffer, sealed: string): string | null {
	const [version, iv, tag, data] = sealed.split(":");
	if (version !== "v1" || !iv || !tag || data === undefined) return null;
	try {
		const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
		decipher.setAuthTag(Buffer.from(tag, "base64url"));
		return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
	} catch {
		return null;
	}
}
