/**
 * Orders: orders, their items and tracking, and promo codes with their
 * redemptions. Other modules and workflows use only what is here.
 */

export { orderRequestFingerprint } from "./idempotency.ts";
export {
	anyDueUnpaidOrder,
	anyDueUnpaidSql,
	anyOrderHoldsVariants,
	findOrderByIdempotencyKey,
	findUserOrder,
	hasReceivedAny,
	holdsFrom,
	insertOrder,
	insertOrderCte,
	insertOrderItems,
	insertOrderItemsCte,
	insertTracking,
	insertTrackingCte,
	itemsOfOrder,
	itemsOfOrders,
	lockOrder,
	type OrderItemRow,
	type OrderRow,
	openHolds,
	openHoldsCte,
	orderByIdempotencyKeyJsonSql,
	orderFromJson,
	type TrackingRow,
	takeDueUnpaidOrders,
	trackingOfOrder,
	updateOrder,
} from "./orders.repository.ts";
export { ordersRoutes } from "./orders.routes.ts";
export { canPay, orderView, SHOP_ACTOR, sendOrderSms, sms, toTrackingEntry } from "./orders.service.ts";
export {
	assertFirstOrder,
	assertPromoMinimum,
	findUsablePromo,
	offeredPromo,
	type PromoRow,
	promoRule,
	recordPromoRedemption,
} from "./promo.service.ts";
export { adminPromoPage, changePromoCode, createPromoCode } from "./promo-admin.service.ts";
export {
	type DailySales,
	dailySales,
	findOrder,
	listOrdersForStaff,
	orderCountsOfUsers,
	orderQueues,
	type StaffOrderFilter,
	type StaffOrderRow,
} from "./staff-orders.repository.ts";
