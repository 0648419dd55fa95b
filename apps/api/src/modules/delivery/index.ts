/**
 * Delivery: India Post's pincode directory (loaded at start from a registry
 * package's data, no network), the lookup of a pincode, and the rules that
 * depend on where a parcel goes.
 */

export { deliveryPromise, deliveryPromiseIn, findDeliveryPromise, promiseOf } from "./delivery-promise.service.ts";
export {
	COD_SETTINGS_KEY,
	codSettings,
	DELIVERY_CHARGE_KEY,
	DELIVERY_SETTINGS_KEY,
	type DeliveryInputs,
	deliveryCharge,
	deliveryInputsFrom,
	deliveryInputsSql,
	deliverySettings,
	saveCodSettings,
	saveDeliverySettings,
} from "./delivery-settings.repository.ts";
export { changeCodSettings, changeDeliveryCharge, changeDeliverySettings } from "./delivery-settings.service.ts";
export { ensurePincodeDirectory, type PincodeImportResult } from "./pincode-import.ts";
export { findPincode, type PincodeRow, statesOfPincodes } from "./pincodes.repository.ts";
