import { isOnlinePaymentMode, messages, type PaymentStart, paiseToRupees, SHOP } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import { conflict, notFound } from "../lib/errors.ts";
import { transaction } from "../modules/events/index.ts";
import { canPay, findUserOrder, lockOrder, type OrderRow } from "../modules/orders/index.ts";
import {
	deletePayment,
	gatewayFor,
	insertPayment,
	type Payer,
	type PaymentGateway,
	type PaymentRow,
	paymentsOfOrder,
	setGatewayOrder,
} from "../modules/payments/index.ts";

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

/** The least a gateway takes (Razorpay's minimum order is ₹1). */
const GATEWAY_MIN_AMOUNT = 1_00;

function assertPayable(order: OrderRow): void {
	if (!isOnlinePaymentMode(order.paymentMode)) throw conflict(messages.payment.notPayable, "NOT_PAYABLE");
	if (order.paymentStatus === "Paid") throw conflict(messages.payment.alreadyPaid, "ALREADY_PAID");
	// the shared pricing never makes such an order (delivery is charged when a code takes off all the items cost);
	// whatever else did, a gateway is never asked to take nothing
	if (order.total - order.creditAmount < GATEWAY_MIN_AMOUNT)
		throw conflict(messages.payment.nothingToPay, "NOTHING_TO_PAY");
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
	const { payment, reserved } = await transaction(app.db, async (tx) => {
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
			// what the Pitara Credit spent at checkout leaves to pay
			amount: locked.total - locked.creditAmount,
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

/** A shopper's retry of the payment of one of their own orders (POST /payment/start): another family's order is not found. */
export async function startPaymentOfUser(
	app: FastifyInstance,
	payer: Payer & { id: number },
	orderId: number,
): Promise<PaymentStart> {
	const order = await findUserOrder(app.db, payer.id, orderId);
	if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	return startPayment(app, order, payer);
}
