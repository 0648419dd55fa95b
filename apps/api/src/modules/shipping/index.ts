/**
 * Shipping (issue 25): an order's parcels (forward, and reverse for returns),
 * their lines, size, courier, AWB, label, status and scans; the courier
 * adapters (manual, Shiprocket); the papers (label, packing slip, manifest).
 * Other modules and workflows use only what is here.
 */

export {
	type CodGuardSettings,
	codGuardSettingsSchema,
	confirmationReason,
	DEFAULT_COD_GUARD_SETTINGS,
	isHighRto,
	NDR_LINK_MS,
	prepaidAmountOf,
	REFUSED_DAYS,
	RTO_RATE_DAYS,
	readCodGuardSettings,
	saveCodGuardSettings,
} from "./cod-guard.ts";
export type { NdrAction } from "./couriers/courier.ts";
export {
	type BookingRequest,
	type CourierClient,
	CourierError,
	type CourierScan,
	CourierTimeout,
	type ReturnBookingRequest,
} from "./couriers/courier.ts";
export { scansOfManualWebhook } from "./couriers/manual.ts";
export { SHIPROCKET_TOKEN_MS, ShiprocketClient, scansOfShiprocketWebhook } from "./couriers/shiprocket.ts";
export {
	awaitingCodConfirmations,
	type CodBlockRow,
	type CodConfirmationRow,
	codParcelOutcomes,
	createShopperLink,
	decideCodConfirmation,
	deleteCodBlockOf,
	dueCodConfirmations,
	findCodBlock,
	findCodConfirmation,
	findShopperLink,
	insertCodConfirmation,
	isRtoPincode,
	lockCodConfirmation,
	lockShopperLink,
	type RtoPincodeRow,
	refusedCodOrdersAmong,
	rtoPincodeList,
	type ShopperLinkRow,
	saveComputedRtoPincode,
	setCodBlock,
	setRtoPincode,
	useShopperLinks,
} from "./guard.repository.ts";
export {
	code128,
	type LabelFacts,
	labelsPdf,
	type ManifestRow,
	manifestPdf,
	type PaperAddress,
	packingSlipsPdf,
	type SlipFacts,
} from "./papers.ts";
export {
	attemptsOf,
	findShipment,
	linesOfShipments,
	lockShipment,
	lockShipmentByAwb,
	pickupOfReturn,
	type ShipmentLineRow,
	type ShipmentRow,
	type ShipmentScanRow,
	scansOfShipments,
	shipmentsBookedBetween,
	shipmentsByIds,
	shipmentsInStatus,
	shipmentsOfOrder,
	silentShipments,
	updateShipment,
} from "./shipments.repository.ts";
export {
	applyScansIn,
	bookReturnWithCourier,
	bookWithCourier,
	courierReference,
	createShipmentIn,
	type LineSize,
	type NewShipment,
	type Parcel,
	parcelOf,
	type ScansApplied,
	type ShippableLine,
	shiprocketClientOf,
} from "./shipments.service.ts";
export {
	courierWebhookToken,
	DEFAULT_SHIPPING_SETTINGS,
	readShippingSettings,
	type ShippingSettings,
	saveShippingSettings,
	seal,
	secretsKey,
} from "./shipping-settings.repository.ts";
export {
	isPickupFailure,
	isRto,
	mayMove,
	nextStatus,
	type ScanStatus,
	SHIPMENT_STATUS_LABELS,
	SHIPMENT_STATUSES,
	type ShipmentKind,
	type ShipmentStatus,
	statusOfCourierWords,
	TERMINAL_STATUSES,
} from "./status.ts";
