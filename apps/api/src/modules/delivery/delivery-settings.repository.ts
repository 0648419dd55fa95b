import {
	type CodSettings,
	codSettingsSchema,
	DEFAULT_COD_SETTINGS,
	DEFAULT_DELIVERY_CHARGE,
	DEFAULT_DELIVERY_SETTINGS,
	type DeliveryCharge,
	type DeliverySettings,
	deliveryChargeSchema,
	deliverySettingsSchema,
} from "@pitara/shared";
import { type SQL, sql } from "drizzle-orm";
import { readSettings, saveSettings, settingsFrom, settingsValueSql } from "../../db/app-settings.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { catalogueChanged, catalogueTags } from "../../lib/catalogue-changes.ts";
import { findPincode, type PincodeRow } from "./pincodes.repository.ts";

export const DELIVERY_SETTINGS_KEY = "delivery";
export const COD_SETTINGS_KEY = "cod";
export const DELIVERY_CHARGE_KEY = "delivery_charge";

/**
 * The delivery charge (fee, free above; paise) over the defaults: the one source of the cart, the promo preview
 * and the order's placement (which reads it in its own statement, deliveryInputsSql).
 */
export function deliveryCharge(db: Db): Promise<DeliveryCharge> {
	return readSettings(db, DELIVERY_CHARGE_KEY, deliveryChargeSchema, DEFAULT_DELIVERY_CHARGE);
}

export async function saveDeliveryCharge(db: Db, charge: DeliveryCharge): Promise<void> {
	await saveSettings(db, DELIVERY_CHARGE_KEY, deliveryChargeSchema, charge);
	// every page shows the free-delivery line (GET /api/shop)
	catalogueChanged(db, [catalogueTags.shop]);
}

/** The delivery settings (dispatch pincode, cut-off, days per zone, unserviceable pincodes) over the defaults. */
export function deliverySettings(db: Db): Promise<DeliverySettings> {
	return readSettings(db, DELIVERY_SETTINGS_KEY, deliverySettingsSchema, DEFAULT_DELIVERY_SETTINGS);
}

export async function saveDeliverySettings(db: Db, settings: DeliverySettings): Promise<void> {
	await saveSettings(db, DELIVERY_SETTINGS_KEY, deliverySettingsSchema, settings);
	// a product page kept for visitors shows the range of the zones (GET /api/delivery/range)
	catalogueChanged(db, [catalogueTags.delivery]);
}

/** The cash on delivery settings (zones where it is offered, the largest total, the fee) over the defaults. */
export function codSettings(db: Db): Promise<CodSettings> {
	return readSettings(db, COD_SETTINGS_KEY, codSettingsSchema, DEFAULT_COD_SETTINGS);
}

export function saveCodSettings(db: Db, settings: CodSettings): Promise<void> {
	return saveSettings(db, COD_SETTINGS_KEY, codSettingsSchema, settings);
}

/**
 * What a delivery promise and the cash on delivery terms for one pincode
 * need, as one JSON expression, so that a statement that reads other things
 * (placing an order) reads these with them: the stored text of the delivery
 * and cod settings, and the directory's rows of the pincode, of the stored
 * dispatch pincode and of the default one. `pincode` is an SQL expression.
 */
export function deliveryInputsSql(pincode: SQL): SQL {
	const delivery = settingsValueSql(DELIVERY_SETTINGS_KEY);
	// the dispatch pincode as stored, found without parsing the JSON (stored text that does not parse must not fail)
	const storedDispatch = sql`substring(${delivery} from '"dispatchPincode"\\s*:\\s*"([0-9]{6})"')`;
	return sql`json_build_object(
		'delivery', ${delivery},
		'cod', ${settingsValueSql(COD_SETTINGS_KEY)},
		'charge', ${settingsValueSql(DELIVERY_CHARGE_KEY)},
		'stored_dispatch', ${storedDispatch},
		'pincodes', (select json_agg(json_build_object('pincode', p.pincode, 'district', p.district, 'state', p.state,
				'latitude', p.latitude, 'longitude', p.longitude))
			from pincodes p where p.pincode in (${pincode}, ${storedDispatch}, ${DEFAULT_DELIVERY_SETTINGS.dispatchPincode})))`;
}

export interface DeliveryInputs {
	pincode: string;
	delivery: DeliverySettings;
	cod: CodSettings;
	/** the delivery charge (fee, free above) */
	charge: DeliveryCharge;
	/** the directory's row of the pincode, or null when it does not know it */
	to: PincodeRow | null;
	/** the directory's row of the dispatch pincode, or null when it does not know it */
	from: PincodeRow | null;
}

interface RawDeliveryInputs {
	delivery: string | null;
	cod: string | null;
	charge?: string | null;
	stored_dispatch: string | null;
	pincodes: PincodeRow[] | null;
}

/** The inputs deliveryInputsSql read (JSON text on PGlite, parsed on node-postgres), settings over their defaults. */
export async function deliveryInputsFrom(db: Db, raw: unknown, pincode: string): Promise<DeliveryInputs> {
	const read = (typeof raw === "string" ? JSON.parse(raw) : raw) as RawDeliveryInputs;
	const delivery = settingsFrom(read.delivery, deliverySettingsSchema, DEFAULT_DELIVERY_SETTINGS);
	const cod = settingsFrom(read.cod, codSettingsSchema, DEFAULT_COD_SETTINGS);
	const charge = settingsFrom(read.charge ?? null, deliveryChargeSchema, DEFAULT_DELIVERY_CHARGE);
	const rows = read.pincodes ?? [];
	const row = (code: string) => rows.find((p) => p.pincode === code) ?? null;
	let from = row(delivery.dispatchPincode);
	const fetched = [pincode, read.stored_dispatch, DEFAULT_DELIVERY_SETTINGS.dispatchPincode];
	// a dispatch pincode the expression did not pick out (never, as settings are written): looked up on its own
	if (!from && !fetched.includes(delivery.dispatchPincode)) {
		from = (await findPincode(db, delivery.dispatchPincode)) ?? null;
	}
	return { pincode, delivery, cod, charge, to: row(pincode), from };
}

/** The delivery inputs of one pincode in one statement. */
export async function readDeliveryInputs(db: Db, pincode: string): Promise<DeliveryInputs> {
	const [row] = await queryRows<{ inputs: unknown }>(db, sql`select ${deliveryInputsSql(sql`${pincode}`)} as inputs`);
	return deliveryInputsFrom(db, row?.inputs ?? {}, pincode);
}
