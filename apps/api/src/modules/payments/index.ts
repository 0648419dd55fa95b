/**
 * Payments: payment attempts at the gateways, gift cards with their
 * redemptions and failed tries. Other modules and workflows use only what is here.
 */

export { invalidSignature, type PaymentGateway } from "./gateway.ts";
export {
	beginGiftCardTry,
	forgetGiftCardTry,
	isGiftCardRefusal,
	payWithGiftCard,
	refundGiftCard,
} from "./gift-cards.service.ts";
export { findGiftCardById, type GiftCardRedemptionRow, listGiftCards } from "./gift-cards-admin.repository.ts";
export { giftCardWithHistory, issueGiftCard, newGiftCardCode, setGiftCardEnabled } from "./gift-cards-admin.service.ts";
export {
	deletePayment,
	failOpenAttempts,
	findPaymentByGatewayOrder,
	type GiftCardRow,
	insertPayment,
	insertPaymentCte,
	lockPayment,
	orderIdOfPayment,
	type PaymentRow,
	paidPaymentsOfOrder,
	paymentsOfOrder,
	setGatewayOrder,
	setOrderPaymentsStatus,
	updatePayment,
} from "./payments.repository.ts";
export { paymentsRoutes } from "./payments.routes.ts";
export { gatewayFor, type Payer, type Refund, refundOf, refundPayments } from "./payments.service.ts";
export { TEST_GATEWAY_STYLE, testGatewayPages } from "./test-gateway.pages.ts";
