import {
	type DeliveryPromise,
	deliveryMessages,
	deliveryPromiseText,
	deliveryZone,
	messages,
	promisedDate,
} from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { deliverySettings } from "./delivery-settings.repository.ts";
import { findPincode } from "./pincodes.repository.ts";

/**
 * Where and when a parcel to `pincode` comes: its zone from the dispatch
 * pincode, the date by the zone's business days and the cut-off, or that the
 * pincode is not served. An unknown pincode is a 404 with the address form's words.
 */
export async function deliveryPromise(db: Db, pincode: string, at: Date = new Date()): Promise<DeliveryPromise> {
	const promise = await findDeliveryPromise(db, pincode, at);
	if (!promise) throw notFound(messages.addresses.unknownPincode(pincode), "UNKNOWN_PINCODE");
	return promise;
}

/**
 * The same promise, or null for a pincode the directory does not know (an
 * address saved before pincodes were checked): placing an order makes no
 * promise for it rather than refusing it (decision 019).
 */
export async function findDeliveryPromise(
	db: Db,
	pincode: string,
	at: Date = new Date(),
): Promise<DeliveryPromise | null> {
	const to = await findPincode(db, pincode);
	if (!to) return null;
	const settings = await deliverySettings(db);
	const place = { pincode: to.pincode, district: to.district, state: to.state };
	if (settings.unserviceable.includes(pincode)) {
		return { ...place, serviceable: false, zone: null, date: null, message: deliveryMessages.unserviceable(pincode) };
	}
	const from = (await findPincode(db, settings.dispatchPincode)) ?? to;
	const zone = deliveryZone(from, to);
	const date = promisedDate(at, settings.zoneDays[zone], settings.cutoff);
	return { ...place, serviceable: true, zone, date, message: deliveryPromiseText(date) };
}
