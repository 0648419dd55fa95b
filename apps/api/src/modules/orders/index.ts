/**
 * Orders: orders, their items and tracking, and promo codes with their
 * redemptions. Other modules and workflows use only what is here.
 */

export {
	addCancelledUnits,
	addReturnedUnits,
	anonymiseCancellationsBy,
	type CancellationRow,
	cancellationsOfOrder,
	findCancellationByKey,
	insertCancellation,
	orderItemIdsOfProduct,
	promoMinOrderOf,
} from "./after-sale.repository.ts";
export {
	type ArithmeticOrder,
	type CancellationOutcome,
	CancellationRefused,
	computeCancellation,
	computeReturnRefund,
	lineShares,
	returnPayable,
	returnRefundSplit,
	unitsShare,
} from "./after-sale-arithmetic.ts";
export { appliedPromo, type ChosenPromo, choosePromo } from "./choose-promo.ts";
export {
	earlierCodOrderOfPhone,
	orderIdsOfUserSince,
	ordersOfUsersSince,
	pincodesOfOrders,
} from "./cod-history.repository.ts";
export { orderRequestFingerprint } from "./idempotency.ts";
export { type PricedVariant, priceOrderLines, promoValue } from "./order-pricing.ts";
export {
	anonymiseOrdersOfUser,
	anyDueUnpaidOrder,
	anyDueUnpaidSql,
	anyOrderHoldsVariants,
	findOrderByIdempotencyKey,
	findUserOrder,
	hasReceivedAny,
	holdsFrom,
	insertOrderCte,
	insertOrderItemsCte,
	insertTracking,
	insertTrackingCte,
	itemsOfOrder,
	itemsOfOrders,
	lastSaleOfVariants,
	lockOrder,
	type OrderItemRow,
	type OrderLineColumns,
	type OrderRow,
	openHoldsCte,
	orderByIdempotencyKeyJsonSql,
	orderFromJson,
	orderIdsOfUser,
	ordersInProgressOfUser,
	type PlacedOrderColumns,
	type TrackingRow,
	takeDueUnpaidOrders,
	trackingOfOrder,
	updateOrder,
} from "./orders.repository.ts";
export {
	canPay,
	invoiceOf,
	ordersOfUser,
	orderView,
	SHOP_ACTOR,
	sms,
	toTrackingEntry,
} from "./orders.service.ts";
export {
	assertFirstOrder,
	assertFirstOrderBeforePlacing,
	assertPromoMinimum,
	findUsablePromo,
	isScoped,
	lineInScope,
	offeredPromo,
	type PromoRow,
	promoAppliedText,
	promoName,
	promoOff,
	promoRule,
	recordPromoRedemption,
} from "./promo.service.ts";
export { adminPromoPage, changePromoCode, createPromoCode } from "./promo-admin.service.ts";
export {
	codToCollect,
	type DailySales,
	dailySales,
	findOrder,
	listOrdersForStaff,
	orderCountsOfUsers,
	orderQueues,
	type StaffOrderFilter,
	type StaffOrderRow,
} from "./staff-orders.repository.ts";
