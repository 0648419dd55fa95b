import { formatPaise, messages, PAYMENT_MODE_LABELS, type verifyPaymentRequestSchema } from "@pitara/shared";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { z } from "zod";
import { AppError, conflict, notFound } from "../lib/errors.ts";
import { findUserContact } from "../modules/accounts/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import { ownerWantsAlert } from "../modules/messaging/index.ts";
import {
	canPay,
	findUserOrder,
	insertTracking,
	lockOrder,
	type OrderRow,
	SHOP_ACTOR,
	sms,
	updateOrder,
} from "../modules/orders/index.ts";
import {
	findPaymentByGatewayOrder,
	gatewayFor,
	invalidSignature,
	lockPayment,
	orderIdOfPayment,
	type Refund,
	refundOf,
	refundPayments,
	updatePayment,
} from "../modules/payments/index.ts";
import { applyCodPrepaymentIn } from "./cod-confirmation.ts";

export type PaymentOutcomeKind = "paid" | "failed" | "already" | "duplicate" | "late";

/**
 * Applies a gateway's verified outcome to one payment attempt and its order,
 * holding both rows (the browser's return and Razorpay's webhook may arrive
 * together; whichever comes second changes nothing):
 * - failed: an open attempt is failed; an unpaid order's payment becomes
 *   Failed (it can be paid again, with a new attempt, while its window is open);
 * - paid: the attempt is paid (even one that failed before: a gateway order can
 *   succeed on a later try) and the order becomes Paid with a tracking row;
 *   but a payment for an order another attempt already paid is refunded
 *   (duplicate), and one that arrives after the order was cancelled or its
 *   stock released is refunded too (late) — docs/decisions/006: refund, never revive.
 */
export async function applyPaymentOutcome(
	app: FastifyInstance,
	_log: FastifyBaseLogger,
	paymentId: number,
	outcome: "paid" | "failed",
	gatewayPaymentId: string,
): Promise<{ kind: PaymentOutcomeKind; order: OrderRow }> {
	const result = await transaction(app.db, async (tx) => {
		// the order first, then the attempt: the order of locks of cancelling and of the expiry sweep, so no deadlock
		const orderId = await orderIdOfPayment(tx, paymentId);
		if (orderId === undefined) throw new AppError(404, "PAYMENT_NOT_FOUND", messages.payment.invalidSignature);
		let order = await lockOrder(tx, orderId);
		if (!order) throw new AppError(404, "ORDER_NOT_FOUND", messages.orders.notFound);
		const attempt = await lockPayment(tx, paymentId);
		if (!attempt) throw new AppError(404, "PAYMENT_NOT_FOUND", messages.payment.invalidSignature);
		const none: Refund[] = [];

		if (outcome === "failed") {
			if (attempt.status !== "created") return { kind: "already" as const, order, refund: none };
			await updatePayment(tx, attempt.id, { status: "failed", gatewayPaymentId, failureReason: "declined" });
			// (a COD order's declined offer to pay online leaves it cash on delivery)
			const stillOpen =
				order.paymentMode !== "COD" &&
				order.status === "Pending" &&
				order.paymentStatus === "Pending" &&
				order.stockReleasedAt === null;
			const updated = stillOpen ? await updateOrder(tx, order.id, { paymentStatus: "Failed" }) : order;
			return { kind: "failed" as const, order: updated, refund: none };
		}

		if (attempt.status === "paid" || attempt.status === "refunded") {
			// the browser's return and the webhook both report one payment: the second changes nothing
			if (attempt.gatewayPaymentId === gatewayPaymentId) return { kind: "already" as const, order, refund: none };
			// a second capture on one gateway order: give it back
			return { kind: "duplicate" as const, order, refund: [refundOf(attempt, gatewayPaymentId)] };
		}

		// created, or failed before (an attempt at the gateway can succeed after an earlier one failed, or after expiry)
		await updatePayment(tx, attempt.id, { status: "paid", gatewayPaymentId, failureReason: null });
		const paidAttempt = refundOf(attempt, gatewayPaymentId);
		if (order.paymentStatus === "Paid") {
			return { kind: "duplicate" as const, order, refund: [paidAttempt] };
		}
		// a COD order paid online instead (decision 048): turned prepaid while awaiting confirmation, else refunded
		if (order.paymentMode === "COD") {
			const cod = await applyCodPrepaymentIn(tx, order, attempt, paidAttempt);
			if (cod.kind === "late") return { kind: "late" as const, order: cod.order, refund: cod.refund };
			order = cod.order;
		}
		if (order.status !== "Pending" || order.stockReleasedAt !== null) {
			const updated = await updateOrder(tx, order.id, { paymentStatus: "Refunded" });
			await insertTracking(tx, {
				orderId: order.id,
				status: order.status,
				name: SHOP_ACTOR,
				note: `Payment of ${formatPaise(attempt.amount)} arrived after the order was cancelled; it is being refunded`,
			});
			return { kind: "late" as const, order: updated, refund: [paidAttempt] };
		}
		const updated = await updateOrder(tx, order.id, { paymentStatus: "Paid" });
		await insertTracking(tx, {
			orderId: order.id,
			status: "Pending",
			name: SHOP_ACTOR,
			note: `Payment of ${formatPaise(attempt.amount)} received (${PAYMENT_MODE_LABELS[order.paymentMode]})`,
		});
		// the confirmation SMS, through the outbox with the payment's commit
		const contact = await findUserContact(tx, updated.userId);
		await emit(
			tx,
			{ type: "PaymentChanged", orderId: order.id, paymentId: attempt.id, status: "paid" },
			{
				type: "OrderPlaced",
				orderId: order.id,
				...(contact?.phone ? { sms: { to: contact.phone, message: sms.placed(updated) } } : {}),
				...(await ownerWantsAlert(tx, "order")),
			},
		);
		return { kind: "paid" as const, order: updated, refund: none };
	});

	await refundPayments(app, app.db, result.refund);
	return { kind: result.kind, order: result.order };
}

/** The shopper's browser's report of a payment, as POST /payment/verify validated it. */
export type PaymentReturn = z.output<typeof verifyPaymentRequestSchema>;

/**
 * The gateway's signed result brought back by the shopper's browser
 * (POST /payment/verify): the attempt must be one of this shopper's order's,
 * the gateway confirms the signature (and, with Razorpay, the capture), and
 * the outcome is applied. A payment that came after the order closed is
 * refunded and answered 409 PAYMENT_LATE.
 */
export async function verifyPaymentReturn(
	app: FastifyInstance,
	log: FastifyBaseLogger,
	userId: number,
	body: PaymentReturn,
): Promise<{ kind: Exclude<PaymentOutcomeKind, "late">; order: OrderRow; canPay: boolean }> {
	const order = await findUserOrder(app.db, userId, body.order_id);
	if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	const gateway = await gatewayFor(app);
	const attempt = await findPaymentByGatewayOrder(app.db, gateway.name, body.gateway_order_id);
	if (!attempt || attempt.orderId !== order.id) throw invalidSignature();
	const outcome = await gateway.confirm({
		gatewayOrderId: body.gateway_order_id,
		gatewayPaymentId: body.gateway_payment_id,
		signature: body.signature,
		outcome: body.outcome,
		amount: attempt.amount,
	});
	const result = await applyPaymentOutcome(app, log, attempt.id, outcome, body.gateway_payment_id);
	if (result.kind === "late") throw conflict(messages.payment.late, "PAYMENT_LATE");
	return { kind: result.kind, order: result.order, canPay: canPay(result.order) };
}
