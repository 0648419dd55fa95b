/**
 * Payments: payment attempts at the gateways, gift cards with their
 * redemptions and failed tries. Other modules and workflows use only what is here.
 */

export { invalidSignature, type PaymentGateway, RazorpayGateway, testGateway } from "./gateway.ts";
export {
	beginGiftCardTry,
	checkGiftCard,
	forgetGiftCardTry,
	isGiftCardRefusal,
	payWithGiftCard,
	refundGiftCard,
} from "./gift-cards.service.ts";
export { findGiftCardById, type GiftCardRedemptionRow, listGiftCards } from "./gift-cards-admin.repository.ts";
export { giftCardWithHistory, issueGiftCard, newGiftCardCode, setGiftCardEnabled } from "./gift-cards-admin.service.ts";
export {
	deleteGiftCardFailuresOfUser,
	deletePayment,
	failOpenAttempts,
	findPaymentByGatewayOrder,
	findTestPayment,
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
export { gatewayFor, type Payer, type Refund, refundOf, refundPayments } from "./payments.service.ts";
export {
	type CreditEntryRow,
	creditBalance,
	creditEntriesOf,
	failedRefunds,
	insertCreditEntry,
	type RefundRow,
	refundsOfOrder,
} from "./refunds.repository.ts";
export {
	applyRefundWebhook,
	creditHeldByOrder,
	makeRefund,
	type PaidInstrument,
	type PaidOrder,
	paidInstruments,
	recordCashRefund,
	recordRefunds,
	refundIdempotencyKey,
	retryRefund,
	settleRefund,
	spendCredit,
} from "./refunds.service.ts";
export { verifyWebhookSignature } from "./signatures.ts";
