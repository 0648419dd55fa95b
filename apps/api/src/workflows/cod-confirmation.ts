import {
	COD_CONFIRMATION_TEXT,
	type CodConfirmation,
	formatPaise,
	messages,
	type PaymentStart,
	paiseToRupees,
	SHOP,
	shippingMessages,
} from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { claimJobRun } from "../db/job-leases.ts";
import { conflict, notFound } from "../lib/errors.ts";
import { startPeriodic } from "../lib/periodic.ts";
import { findUserContact } from "../modules/accounts/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import {
	earlierCodOrderOfPhone,
	findUserOrder,
	insertTracking,
	lockOrder,
	type OrderRow,
	pincodesOfOrders,
	SHOP_ACTOR,
	sms,
	updateOrder,
} from "../modules/orders/index.ts";
import {
	gatewayFor,
	insertPayment,
	type Payer,
	type PaymentRow,
	paymentsOfOrder,
	type Refund,
	setGatewayOrder,
	setOrderPaymentsStatus,
} from "../modules/payments/index.ts";
import {
	type CodConfirmationRow,
	type CodGuardSettings,
	codParcelOutcomes,
	confirmationReason,
	createShopperLink,
	decideCodConfirmation,
	dueCodConfirmations,
	findCodBlock,
	findCodConfirmation,
	insertCodConfirmation,
	isHighRto,
	isRtoPincode,
	lockCodConfirmation,
	prepaidAmountOf,
	RTO_RATE_DAYS,
	readCodGuardSettings,
	saveComputedRtoPincode,
	useShopperLinks,
} from "../modules/shipping/index.ts";
import { afterStatusChange, changeOrderStatusIn, type OrderActor, type StatusChange } from "./change-order-status.ts";
import { shortWhen } from "./ndr-rto.ts";

/**
 * COD confirmation and the RTO guard (issue 25 item 6, decision 048). A
 * cash on delivery order the settings pick (always, a phone's first, above
 * an amount, a high-RTO pincode) waits for the shopper's confirmation and
 * cannot ship; the shopper confirms or cancels from the order page or a
 * texted single-use link, or pays online at a reduced price (the same order
 * turned prepaid); the window's end cancels it (stock back, the shopper
 * told). A customer whose COD was switched off cannot choose it.
 */

const SYSTEM: OrderActor = { userId: null, name: SHOP_ACTOR, role: "system" };

/** A customer's COD switched off: COD refused at checkout. */
export async function assertCodAllowedIn(tx: Db, userId: number): Promise<void> {
	const block = await findCodBlock(tx, userId);
	if (block?.codOff) {
		const message = "Cash on delivery is not available for your account. Please pay online.";
		throw conflict(message, "COD_SWITCHED_OFF", [{ field: "payment_mode", message }]);
	}
}

/** The offer of paying online instead, in paise (null: none). */
function prepaidOffer(order: OrderRow, confirmation: CodConfirmationRow): number | null {
	if (confirmation.prepaidSaving <= 0) return null;
	return prepaidAmountOf(order, confirmation.prepaidSaving);
}

/**
 * A new COD order checked against the settings (in the placement's
 * transaction): when it must be confirmed, its confirmation row and link,
 * and the text that asks for it (instead of the usual confirmation text).
 * Null when it need not be confirmed.
 */
export async function requireCodConfirmationIn(
	tx: Db,
	order: OrderRow,
	origin: string,
	now = new Date(),
): Promise<string | null> {
	if (order.paymentMode !== "COD") return null;
	const settings = await readCodGuardSettings(tx);
	const reason = confirmationReason(settings, {
		total: order.total,
		firstOfPhone: settings.firstOrderOfPhone
			? !(await earlierCodOrderOfPhone(tx, order.addressPhone, order.id))
			: false,
		highRtoPincode: settings.highRtoPincodes ? await isRtoPincode(tx, order.pincode) : false,
	});
	if (!reason) return null;
	const deadline = new Date(now.getTime() + settings.windowHours * 3_600_000);
	const saving = settings.prepaidSaving;
	await insertCodConfirmation(tx, { orderId: order.id, reason, deadline, prepaidSaving: saving });
	await insertTracking(tx, {
		orderId: order.id,
		status: "Pending",
		name: SHOP_ACTOR,
		note: `Awaiting your confirmation (cash on delivery) until ${shortWhen(deadline)}`,
	});
	const token = await createShopperLink(tx, {
		purpose: "cod",
		orderId: order.id,
		shipmentId: null,
		expiresAt: deadline,
	});
	const link = `${origin.replace(/\/$/, "")}/l/${token}`;
	const base = `Pitara: please confirm your cash on delivery order #${order.id} of ${formatPaise(order.total)} by ${shortWhen(deadline)}`;
	const offer = saving > 0 ? prepaidAmountOf(order, saving) : null;
	return offer !== null
		? `${base}, or pay online and save ${formatPaise(order.total - offer)}: ${link}`
		: `${base}, or it will be cancelled: ${link}`;
}

export function codConfirmationView(order: OrderRow, row: CodConfirmationRow): CodConfirmation {
	const offer = row.state === "awaiting" ? prepaidOffer(order, row) : null;
	return {
		order_id: order.id,
		state: row.state,
		state_text: COD_CONFIRMATION_TEXT[row.state],
		reason: row.reason,
		deadline: row.deadline.toISOString(),
		total: paiseToRupees(order.total),
		prepaid_amount: offer === null ? null : paiseToRupees(offer),
		prepaid_saving: offer === null ? 0 : paiseToRupees(order.total - offer),
	};
}

/** A shopper's own order's confirmation (null when it needs none). */
export async function codConfirmationOfUser(db: Db, userId: number, orderId: number): Promise<CodConfirmation | null> {
	const order = await findUserOrder(db, userId, orderId);
	if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	const row = await findCodConfirmation(db, order.id);
	return row ? codConfirmationView(order, row) : null;
}

/**
 * Confirms or cancels an awaiting COD order (in the caller's transaction):
 * the shopper's (order page or link) or the staff's after a call. A
 * confirmation texts the usual COD confirmation; a cancellation is the
 * orders' own (stock back, the shopper told).
 */
export async function decideCodIn(
	tx: Db,
	orderId: number,
	action: "confirm" | "cancel",
	actor: OrderActor,
	now = new Date(),
): Promise<{ confirmation: CodConfirmationRow; order: OrderRow; change: StatusChange | null }> {
	const order = await lockOrder(tx, orderId);
	const row = await lockCodConfirmation(tx, orderId);
	if (!order || !row) throw notFound(shippingMessages.codNoConfirmation, "NO_COD_CONFIRMATION");
	if (row.state !== "awaiting") {
		throw conflict(shippingMessages.codNoLongerAwaiting(COD_CONFIRMATION_TEXT[row.state]), "ALREADY_DECIDED");
	}
	if (row.deadline.getTime() <= now.getTime() || order.status !== "Pending") {
		throw conflict(shippingMessages.codClosed, "CONFIRMATION_CLOSED");
	}
	await useShopperLinks(tx, orderId, "cod");
	if (action === "cancel") {
		const confirmation = await decideCodConfirmation(tx, orderId, "cancelled");
		const change = await changeOrderStatusIn(tx, { orderId, status: "Cancelled", actor });
		return { confirmation, order: change.order, change };
	}
	const confirmation = await decideCodConfirmation(tx, orderId, "confirmed");
	await insertTracking(tx, {
		orderId,
		status: "Pending",
		name: actor.name,
		updatedByUserId: actor.userId,
		note:
			actor.role === "customer"
				? "Confirmed by the customer (cash on delivery)"
				: `Confirmed with the customer by ${actor.name}`,
	});
	const contact = await findUserContact(tx, order.userId);
	await emit(tx, {
		type: "CodOrderConfirmed",
		orderId,
		...(contact?.phone ? { sms: { to: contact.phone, message: sms.placed(order) } } : {}),
	});
	return { confirmation, order, change: null };
}

/** decideCodIn in its own transaction, then what follows the commit. */
export async function decideCod(
	app: FastifyInstance,
	orderId: number,
	action: "confirm" | "cancel",
	actor: OrderActor,
): Promise<{ confirmation: CodConfirmationRow; order: OrderRow }> {
	const done = await transaction(app.db, (tx) => decideCodIn(tx, orderId, action, actor));
	if (done.change) await afterStatusChange(app, app.log, done.change);
	return done;
}

/**
 * Paying online instead of cash (the shopper, signed in): a payment attempt
 * at the gateway for the prepaid amount on the same order. The order turns
 * prepaid when the gateway confirms it (applyCodPrepaymentIn).
 */
export async function startCodPrepayment(
	app: FastifyInstance,
	payer: Payer & { id: number },
	orderId: number,
): Promise<PaymentStart> {
	const gateway = await gatewayFor(app);
	const found = await findUserOrder(app.db, payer.id, orderId);
	if (!found) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	const { order, payment, reserved, deadline } = await transaction(app.db, async (tx) => {
		const locked = await lockOrder(tx, orderId);
		const row = await lockCodConfirmation(tx, orderId);
		if (!locked || !row || row.state !== "awaiting" || locked.status !== "Pending" || locked.paymentMode !== "COD") {
			throw conflict(shippingMessages.codNotPayableNow, "NOT_PAYABLE");
		}
		if (row.deadline.getTime() <= Date.now()) throw conflict(shippingMessages.codClosed, "CONFIRMATION_CLOSED");
		const amount = prepaidOffer(locked, row);
		if (amount === null) throw conflict(shippingMessages.codNoPrepaidOffer, "NOT_PAYABLE");
		const attempts = (await paymentsOfOrder(tx, orderId)).filter(
			(p) => p.gateway === "test" || p.gateway === "razorpay",
		);
		const open = attempts.find(
			(p) => p.status === "created" && p.gateway === gateway.name && p.gatewayOrderId !== null && p.amount === amount,
		);
		if (open) return { order: locked, payment: open, reserved: false, deadline: row.deadline };
		if (attempts.length >= 10) throw conflict(messages.payment.tooManyAttempts(10), "TOO_MANY_PAYMENT_ATTEMPTS");
		const payment = await insertPayment(tx, { orderId, gateway: gateway.name, amount, status: "created" });
		return { order: locked, payment, reserved: true, deadline: row.deadline };
	});
	let opened: PaymentRow = payment;
	if (reserved) {
		const { gatewayOrderId } = await gateway.createOrder({
			amount: payment.amount,
			receipt: `pitara-${orderId}`,
			notes: { order_id: String(orderId), cod_to_prepaid: "1" },
		});
		opened = await setGatewayOrder(app.db, payment.id, gatewayOrderId);
	}
	const gatewayOrderId = opened.gatewayOrderId ?? "";
	return {
		gateway: gateway.name,
		order_id: order.id,
		payment_id: opened.id,
		gateway_order_id: gatewayOrderId,
		amount: paiseToRupees(opened.amount),
		currency: "INR",
		expires_at: deadline.toISOString(),
		...gateway.checkoutFields(gatewayOrderId),
		shop_name: SHOP.name,
		description: `Order #${order.id}`,
		prefill: { name: payer.fullName, email: payer.email, contact: payer.phone },
	};
}

/**
 * A paid attempt on a COD order (called by applyPaymentOutcome, the order
 * and the attempt locked): while it awaits confirmation, the same order
 * turns prepaid at the reduced amount (the saving taken as a discount, no
 * COD fee); once confirmed as COD, cancelled or shipped, the payment is
 * refunded (never charged twice).
 */
export async function applyCodPrepaymentIn(
	tx: Db,
	order: OrderRow,
	attempt: PaymentRow,
	paid: Refund,
): Promise<{ kind: "paid" | "late"; order: OrderRow; refund: Refund[] }> {
	const row = await lockCodConfirmation(tx, order.id);
	const open = row?.state === "awaiting" && order.status === "Pending" && order.stockReleasedAt === null;
	if (!row || !open || attempt.amount !== prepaidAmountOf(order, row.prepaidSaving)) {
		const updated = order;
		await insertTracking(tx, {
			orderId: order.id,
			status: order.status,
			name: SHOP_ACTOR,
			note: `Online payment of ${formatPaise(attempt.amount)} arrived for a cash on delivery order; it is being refunded`,
		});
		return { kind: "late", order: updated, refund: [paid] };
	}
	const saving = order.subTotal - order.promoDiscount + order.delivery - attempt.amount;
	const updated = await updateOrder(tx, order.id, {
		paymentMode: "UPI",
		paymentStatus: "Paid",
		codFee: 0,
		promoDiscount: order.promoDiscount + saving,
		total: attempt.amount,
	});
	await setOrderPaymentsStatus(tx, order.id, "cod", "failed");
	await decideCodConfirmation(tx, order.id, "prepaid");
	await useShopperLinks(tx, order.id, "cod");
	await insertTracking(tx, {
		orderId: order.id,
		status: "Pending",
		name: SHOP_ACTOR,
		note: `Paid online ${formatPaise(attempt.amount)} instead of cash on delivery (saved ${formatPaise(order.total - attempt.amount)})`,
	});
	return { kind: "paid", order: updated, refund: [] };
}

/** Awaiting orders whose window has ended: cancelled (stock back, the shopper told). Answers the orders cancelled. */
export async function expireCodConfirmations(app: FastifyInstance, now = new Date()): Promise<number[]> {
	const due = await dueCodConfirmations(app.db, now, 100);
	const cancelled: number[] = [];
	for (const row of due) {
		const change = await transaction(app.db, async (tx) => {
			const order = await lockOrder(tx, row.orderId);
			const locked = await lockCodConfirmation(tx, row.orderId);
			if (!order || locked?.state !== "awaiting" || locked.deadline.getTime() > now.getTime()) return null;
			await decideCodConfirmation(tx, row.orderId, "expired");
			await useShopperLinks(tx, row.orderId, "cod");
			if (order.status !== "Pending") return null;
			return changeOrderStatusIn(tx, { orderId: row.orderId, status: "Cancelled", actor: SYSTEM });
		});
		if (change) {
			await afterStatusChange(app, app.log, change);
			cancelled.push(row.orderId);
		}
	}
	return cancelled;
}

/**
 * The high-RTO list recomputed from the shop's own COD parcels of the last
 * 90 days (settled ones: delivered or sent back); pincodes the staff set
 * are left as they set them.
 */
export async function recomputeRtoPincodes(db: Db, settings: CodGuardSettings, now = new Date()): Promise<number> {
	const outcomes = await codParcelOutcomes(db, new Date(now.getTime() - RTO_RATE_DAYS * 86_400_000));
	const pincodes = await pincodesOfOrders(
		db,
		outcomes.map((row) => row.orderId),
	);
	const byPincode = new Map<string, { pincode: string; codOrders: number; rtoOrders: number }>();
	for (const row of outcomes) {
		const pincode = pincodes.get(row.orderId);
		if (!pincode) continue;
		const entry = byPincode.get(pincode) ?? { pincode, codOrders: 0, rtoOrders: 0 };
		entry.codOrders += 1;
		if (row.returned) entry.rtoOrders += 1;
		byPincode.set(pincode, entry);
	}
	const counts = [...byPincode.values()];
	let listed = 0;
	for (const row of counts) {
		const high = isHighRto(settings, row.codOrders, row.rtoOrders);
		if (high) listed += 1;
		await saveComputedRtoPincode(db, { ...row, listed: high });
	}
	return listed;
}

export const COD_GUARD_INTERVAL_MS = 5 * 60_000;
const RTO_RECOMPUTE_MS = 86_400_000;

/** Starts the COD guard's jobs: unconfirmed orders cancelled (every 5 minutes), the high-RTO list recomputed daily. */
export function startCodGuard(app: FastifyInstance, intervalMs = COD_GUARD_INTERVAL_MS): () => Promise<void> {
	return startPeriodic(
		app.log,
		"cod-guard",
		intervalMs,
		async () => {
			if (await claimJobRun(app.db, "cod-confirmation-expiry", intervalMs)) await expireCodConfirmations(app);
			if (await claimJobRun(app.db, "rto-pincodes", RTO_RECOMPUTE_MS)) {
				await recomputeRtoPincodes(app.db, await readCodGuardSettings(app.db));
			}
		},
		() => null,
		{ failedMessage: "COD guard job failed" },
	);
}
