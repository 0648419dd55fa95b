import type { CodSettings, DeliveryCharge, DeliverySettings } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import {
	codSettings,
	deliveryCharge,
	deliverySettings,
	saveCodSettings,
	saveDeliveryCharge,
	saveDeliverySettings,
} from "./delivery-settings.repository.ts";
import { findPincode } from "./pincodes.repository.ts";

/**
 * The staff's change of the delivery settings, in the caller's transaction
 * (the console's `audited()`): the dispatch pincode must be one India Post's
 * directory knows (the zones are reckoned from its district and state); the
 * unserviceable list is kept without repeats, in order. The next promise
 * reads the new values; the pages kept with the shop's delivery range are dropped (saveDeliverySettings).
 */
export async function changeDeliverySettings(
	tx: Db,
	next: DeliverySettings,
): Promise<{ before: DeliverySettings; after: DeliverySettings }> {
	if (!(await findPincode(tx, next.dispatchPincode))) {
		const message = `Dispatch pincode: ${next.dispatchPincode} is not in India Post's directory`;
		throw badRequest(message, [{ field: "dispatchPincode", message }]);
	}
	const before = await deliverySettings(tx);
	const after: DeliverySettings = { ...next, unserviceable: [...new Set(next.unserviceable)].sort() };
	await saveDeliverySettings(tx, after);
	return { before, after };
}

/** The staff's change of the cash on delivery settings (zones, the largest total, the fee; paise). */
export async function changeCodSettings(
	tx: Db,
	next: CodSettings,
): Promise<{ before: CodSettings; after: CodSettings }> {
	const before = await codSettings(tx);
	await saveCodSettings(tx, next);
	return { before, after: next };
}

/** The staff's change of the delivery charge (fee and free-delivery threshold, paise). */
export async function changeDeliveryCharge(
	tx: Db,
	next: DeliveryCharge,
): Promise<{ before: DeliveryCharge; after: DeliveryCharge }> {
	const before = await deliveryCharge(tx);
	await saveDeliveryCharge(tx, next);
	return { before, after: next };
}
