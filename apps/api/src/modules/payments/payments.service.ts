import { isOnlinePaymentMode, messages, type PaymentStart, paiseToRupees, SHOP } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { canPay, lockOrder, type OrderRow } from "../orders/index.ts";
import { type PaymentGateway, paymentGateway } from "./gateway.ts";
import {
	deletePayment,
	insertPayment,
	type PaymentRow,
	paymentsOfOrder,
	setGatewayOrder,
	updatePayment,
} from "./payments.repository.ts";

export interface Payer {
	fullName: string;
	email: string;
	phone: string;
}

export function gatewayFor(app: FastifyInstance): Promise<PaymentGateway> {
	return paymentGateway(app.config, app.database);
}

function startOf(gateway: PaymentGateway, order: OrderRow, payment: PaymentRow, payer: Payer): PaymentStart {
	const gatewayOrderId = payment.gatewayOrderId ?? "";
	return {
		gateway: gateway.name,
		order_id: order.id,
		payment_id: payment.id,
		gateway_order_id: gatewayOrderId,
		amount: paiseToRupees(payment.amount),
		currency: "INR",
		expires_at: (order.paymentExpiresAt ?? new Date()).toISOString(),
		...gateway.checkoutFields(gatewayOrderId),
		shop_name: SHOP.name,
		description: `Order #${order.id}`,
		prefill: { name: payer.fullName, email: payer.email, contact: payer.phone },
	};
}

/** Attempts at the gateway one order may have: a shopper retrying a declined card gets plenty, a script does not. */
export const MAX_PAYMENT_ATTEMPTS = 10;

const ONLINE_GATEWAYS: readonly PaymentRow["gateway"][] = ["test", "razorpay"];

function assertPayable(order: OrderRow): void {
	if (!isOnlinePaymentMode(order.paymentMode)) throw conflict(messages.payment.notPayable, "NOT_PAYABLE");
	if (order.paymentStatus === "Paid") throw conflict(messages.payment.alreadyPaid, "ALREADY_PAID");
	if (!canPay(order)) throw conflict(messages.payment.expired, "PAYMENT_EXPIRED");
}

/**
 * The attempt an unpaid online order is paid with: the open one at the
 * configured gateway when there is one, else a new one. A new attempt is
 * counted and reserved (a payments row without a gateway order yet) in a
 * transaction that holds the order's row, so that racing requests cannot pass
 * MAX_PAYMENT_ATTEMPTS; the gateway's order is opened after the commit (a
 * network call must not hold the row) and a reservation the gateway refused
 * is removed again.
 */
export async function startPayment(app: FastifyInstance, order: OrderRow, payer: Payer): Promise<PaymentStart> {
	assertPayable(order);
	const gateway = await gatewayFor(app);
	const { payment, reserved } = await app.db.transaction(async (tx) => {
		const locked = await lockOrder(tx, order.id);
		if (!locked) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
		assertPayable(locked);
		const attempts = (await paymentsOfOrder(tx, order.id)).filter((row) => ONLINE_GATEWAYS.includes(row.gateway));
		const open = attempts.find(
			(row) => row.status === "created" && row.gateway === gateway.name && row.gatewayOrderId !== null,
		);
		if (open) return { payment: open, reserved: false };
		if (attempts.length >= MAX_PAYMENT_ATTEMPTS) {
			throw conflict(messages.payment.tooManyAttempts(MAX_PAYMENT_ATTEMPTS), "TOO_MANY_PAYMENT_ATTEMPTS");
		}
		const row = await insertPayment(tx, {
			orderId: order.id,
			gateway: gateway.name,
			amount: locked.total,
			status: "created",
		});
		return { payment: row, reserved: true };
	});
	if (!reserved) return startOf(gateway, order, payment, payer);
	let gatewayOrderId: string;
	try {
		({ gatewayOrderId } = await gateway.createOrder({
			amount: payment.amount,
			receipt: `pitara-${order.id}`,
			notes: { order_id: String(order.id) },
		}));
	} catch (error) {
		await deletePayment(app.db, payment.id).catch((deleteError: unknown) =>
			app.log.error({ err: deleteError, paymentId: payment.id }, "could not remove an unopened payment attempt"),
		);
		throw error;
	}
	const opened = await setGatewayOrder(app.db, payment.id, gatewayOrderId);
	return startOf(gateway, order, opened, payer);
}

/**
 * What a repeated order request answers for an online order: the attempt
 * already open, or a new one when there is none (the first could not reach
 * the gateway). Undefined once the order can no longer be paid.
 */
export async function currentOrNewPayment(
	app: FastifyInstance,
	order: OrderRow,
	payer: Payer,
): Promise<PaymentStart | undefined> {
	if (!canPay(order)) return undefined;
	return startPayment(app, order, payer);
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
