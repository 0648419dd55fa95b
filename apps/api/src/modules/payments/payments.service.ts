import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { type PaymentGateway, paymentGateway } from "./gateway.ts";
import { type PaymentRow, updatePayment } from "./payments.repository.ts";

export interface Payer {
	fullName: string;
	email: string;
	phone: string;
}

export function gatewayFor(app: FastifyInstance): Promise<PaymentGateway> {
	return paymentGateway(app.config, app.database);
}

/** A captured payment to give back: a payments row, or a second capture on a gateway order that has none of its own. */
export interface Refund {
	paymentId: number | null;
	orderId: number;
	gateway: PaymentRow["gateway"];
	gatewayPaymentId: string | null;
	amount: number;
}

export const refundOf = (payment: PaymentRow, gatewayPaymentId = payment.gatewayPaymentId): Refund => ({
	paymentId: payment.id,
	orderId: payment.orderId,
	gateway: payment.gateway,
	gatewayPaymentId,
	amount: payment.amount,
});

/**
 * Gives captured online payments back after the order's transaction
 * committed. The test gateway only records it; Razorpay is asked to refund.
 * A refund the gateway refuses is logged and noted on the payment for the
 * staff to finish by hand; the shopper's order stays as it is.
 */
export async function refundPayments(app: FastifyInstance, db: Db, refunds: Refund[]): Promise<void> {
	if (refunds.length === 0) return;
	const gateway = await gatewayFor(app);
	for (const refund of refunds) {
		try {
			if (!refund.gatewayPaymentId) throw badRequest("payment has no gateway payment id");
			if (refund.gateway !== gateway.name) throw badRequest(`payment was made through ${refund.gateway}`);
			await gateway.refund({ gatewayPaymentId: refund.gatewayPaymentId, amount: refund.amount });
			if (refund.paymentId !== null)
				await updatePayment(db, refund.paymentId, { status: "refunded", failureReason: null });
			else app.log.warn({ ...refund }, "refunded a second capture on one gateway order");
		} catch (error) {
			app.log.error({ err: error, ...refund }, "refund failed: needs manual refund");
			if (refund.paymentId !== null) {
				await updatePayment(db, refund.paymentId, { failureReason: "refund failed; refund by hand" }).catch(
					() => undefined,
				);
			}
		}
	}
}
