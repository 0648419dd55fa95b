import { createHash } from "node:crypto";
import {
	afterSaleMessages,
	type Cancellation,
	formatPaise,
	isOnlinePaymentMode,
	messages,
	paiseToRupees,
} from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { badRequest, conflict, notFound, unprocessable } from "../lib/errors.ts";
import { findUserContact } from "../modules/accounts/index.ts";
import { returnStock } from "../modules/catalog/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import { issueLinesCreditNote } from "../modules/invoices/index.ts";
import {
	addCancelledUnits,
	type CancellationOutcome,
	CancellationRefused,
	cancellationsOfOrder,
	computeCancellation,
	findCancellationByKey,
	insertCancellation,
	insertTracking,
	itemsOfOrder,
	lockOrder,
	type OrderItemRow,
	type OrderRow,
	promoMinOrderOf,
	updateOrder,
} from "../modules/orders/index.ts";
import { failOpenAttempts, paidInstruments, recordRefunds, refundsOfOrder } from "../modules/payments/index.ts";
import { lateCreditNote } from "./late-credit-note.ts";

/**
 * Partial cancellation before dispatch (issue 24): units of an order's lines are cancelled, their stock goes back
 * and their refund (the one computation, modules/orders/after-sale-arithmetic.ts) is split over what paid, all in
 * the transaction that holds the order's row, so concurrent cancellations of one order run one after another and
 * never give back more than was paid or put back more stock than was taken (the line's check constraint and the
 * order's `refunded_amount <= total` check say so too). Online refunds are outbox entries (RefundRequested); the
 * shopper's SMS is one too. Cancelling the last units cancels the order.
 */

/** Who cancels: the shopper (their own order) or the staff (any order, with a reason). */
export interface LineActor {
	userId: number | null;
	name: string;
	role: "customer" | "admin" | "system";
}

export interface CancelLinesInput {
	orderId: number;
	/** the shopper's id: another shopper's order is not found */
	ownerId?: number;
	actor: LineActor;
	items: { orderItemId: number; quantity: number }[];
	reason?: string | null;
	idempotencyKey?: string | null;
	/** compute only: nothing is written */
	preview?: boolean;
	/** staff confirmed a credit note past Section 34(2)'s deadline (a shopper's confirmation counts for nothing) */
	confirmLateCreditNote?: boolean;
}

export interface CancelLinesResult {
	created: boolean;
	cancellation: Cancellation;
	order: OrderRow;
}

const refusal = (error: CancellationRefused, items: CancelLinesInput["items"], lines: OrderItemRow[]) => {
	const index = Math.max(
		0,
		items.findIndex((item) => item.orderItemId === error.orderItemId),
	);
	const line = lines.find((l) => l.id === error.orderItemId);
	const message =
		error.code === "LINE_NOT_FOUND"
			? afterSaleMessages.lineNotFound
			: error.code === "DUPLICATE_LINE"
				? afterSaleMessages.duplicateLine
				: error.code === "NOTHING_TO_CANCEL"
					? afterSaleMessages.chooseItems
					: afterSaleMessages.quantityTooHigh(
							line ? line.quantity - line.cancelledQuantity - line.returnedQuantity : 0,
						);
	const field = error.code === "LINE_NOT_FOUND" ? "order_item_id" : "quantity";
	return badRequest(message, [{ field: `items.${index}.${field}`, message }], error.code);
};

function fingerprint(input: CancelLinesInput): string {
	const canonical = {
		items: [...input.items].sort((a, b) => a.orderItemId - b.orderItemId).map((i) => [i.orderItemId, i.quantity]),
		reason: input.reason ?? null,
	};
	return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

/** The answer's shape (rupees) of a computed or stored cancellation. */
function answerOf(
	order: OrderRow,
	outcome: Pick<
		CancellationOutcome,
		"lines" | "promoLost" | "feesBack" | "refund" | "newTotal" | "wholeOrder" | "split"
	>,
	cancellationId: number | null,
	remainingSubtotal: number | null,
	minOrder: number,
): Cancellation {
	const unpaidCash = order.paymentMode === "COD" && order.paymentStatus !== "Paid";
	const toInstruments = outcome.split.reduce((sum, s) => sum + s.amount, 0);
	// cash still to pay on delivery: what the order costs now less the Pitara Credit that paid part of it
	const cashDue = Math.max(0, outcome.newTotal - order.creditAmount);
	return {
		cancellation_id: cancellationId,
		order_id: order.id,
		lines: outcome.lines.map((l) => ({
			order_item_id: l.orderItemId,
			quantity: l.quantity,
			price: paiseToRupees(l.price),
			promo_share: paiseToRupees(l.promoShare),
			refund: paiseToRupees(l.amount),
		})),
		promo_lost:
			outcome.promoLost > 0 && order.promoCode
				? {
						code: order.promoCode,
						amount: paiseToRupees(outcome.promoLost),
						reason:
							remainingSubtotal === null
								? order.promoCode
								: afterSaleMessages.promoLost(order.promoCode, formatPaise(minOrder), formatPaise(remainingSubtotal)),
					}
				: null,
		fees_back: paiseToRupees(outcome.feesBack),
		refund_amount: paiseToRupees(unpaidCash ? toInstruments : outcome.refund),
		refunds: outcome.split.map((s) => ({
			to: s.instrument,
			label: afterSaleMessages.instrument[s.instrument] ?? s.instrument,
			amount: paiseToRupees(s.amount),
		})),
		pay_on_delivery: unpaidCash ? paiseToRupees(cashDue) : null,
		new_total: paiseToRupees(outcome.newTotal),
		cancels_order: outcome.wholeOrder,
	};
}

/** A repeat of a cancellation with its Idempotency-Key: the first answer, from what it stored. */
async function replay(tx: Db, order: OrderRow, cancellationId: number): Promise<Cancellation> {
	const stored = (await cancellationsOfOrder(tx, order.id)).find((c) => c.id === cancellationId);
	if (!stored) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	const refunds = (await refundsOfOrder(tx, order.id)).filter((r) => r.cancellationId === cancellationId);
	return answerOf(
		order,
		{
			lines: stored.lines.map((l) => ({
				orderItemId: l.orderItemId,
				quantity: l.quantity,
				price: 0,
				promoShare: 0,
				amount: l.amount,
			})),
			promoLost: stored.promoLost,
			feesBack: 0,
			refund: stored.refundAmount,
			newTotal: stored.newTotal,
			wholeOrder: order.status === "Cancelled",
			split: refunds.map((r) => ({ instrument: r.instrument as "online", paymentId: r.paymentId, amount: r.amount })),
		},
		cancellationId,
		null,
		0,
	);
}

/** Cancels units of lines inside the caller's transaction (the staff's route runs it in `audited()`). */
export async function cancelOrderLinesIn(tx: Db, input: CancelLinesInput): Promise<CancelLinesResult> {
	const order = await lockOrder(tx, input.orderId);
	if (!order || (input.ownerId !== undefined && order.userId !== input.ownerId)) {
		throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	}
	const print = fingerprint(input);
	if (input.idempotencyKey && !input.preview) {
		const earlier = await findCancellationByKey(tx, order.id, input.idempotencyKey);
		if (earlier) {
			if (earlier.idempotencyFingerprint !== print) {
				throw unprocessable(afterSaleMessages.idempotencyMismatch, "IDEMPOTENCY_MISMATCH", [
					{ field: "Idempotency-Key", message: afterSaleMessages.idempotencyMismatch },
				]);
			}
			return { created: false, cancellation: await replay(tx, order, earlier.id), order };
		}
	}
	if (order.status !== "Pending") throw conflict(afterSaleMessages.notCancellableNow, "NOT_CANCELLABLE");
	if (isOnlinePaymentMode(order.paymentMode) && order.paymentStatus !== "Paid") {
		throw conflict(afterSaleMessages.payFirst, "NOT_PAID");
	}

	const lines = await itemsOfOrder(tx, order.id);
	const minOrder = await promoMinOrderOf(tx, order);
	const instruments = await paidInstruments(tx, order);
	let outcome: CancellationOutcome;
	try {
		outcome = computeCancellation(
			{
				total: order.total,
				delivery: order.delivery,
				codFee: order.codFee,
				promoCode: order.promoCode,
				promoDiscount: order.promoDiscount,
				promoMinOrder: minOrder,
				promoRemoved: order.promoRemoved,
				refundedAmount: order.refundedAmount,
				cashRounded: order.paymentMode === "COD",
				lines: lines.map((l) => ({
					orderItemId: l.id,
					unitPrice: l.unitPrice,
					quantity: l.quantity,
					gone: l.cancelledQuantity + l.returnedQuantity,
					promoShare: l.promoShare,
					eligible: l.promoEligible,
				})),
			},
			input.items,
			instruments,
		);
	} catch (error) {
		if (error instanceof CancellationRefused) throw refusal(error, input.items, lines);
		throw error;
	}
	if (input.preview) {
		return { created: false, cancellation: answerOf(order, outcome, null, outcome.remainingEligible, minOrder), order };
	}

	// units and stock: the update only adds units that fit (a race that slipped past the lock is refused here)
	const back: { variantId: number; quantity: number }[] = [];
	for (const line of outcome.lines) {
		if (!(await addCancelledUnits(tx, line.orderItemId, line.quantity))) {
			throw conflict(afterSaleMessages.quantityTooHigh(0), "QUANTITY_TOO_HIGH");
		}
		const row = lines.find((l) => l.id === line.orderItemId) as OrderItemRow;
		back.push({ variantId: row.variantId, quantity: line.quantity });
	}
	if (order.stockReleasedAt === null) await returnStock(tx, back);

	const unpaidCash = order.paymentMode === "COD" && order.paymentStatus !== "Paid";
	const toInstruments = outcome.split.reduce((sum, s) => sum + s.amount, 0);
	const reason =
		input.reason?.trim() || (input.actor.role === "customer" ? "Cancelled by the customer" : "Cancelled by the shop");
	const cancellation = await insertCancellation(
		tx,
		{
			orderId: order.id,
			actorUserId: input.actor.userId,
			actorName: input.actor.name,
			actorRole: input.actor.role,
			reason,
			idempotencyKey: input.idempotencyKey ?? null,
			idempotencyFingerprint: input.idempotencyKey ? print : null,
			refundAmount: unpaidCash ? toInstruments : outcome.refund,
			newTotal: outcome.newTotal,
			promoLost: outcome.promoLost,
		},
		outcome.lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity, amount: l.amount })),
	);
	// units that were invoiced already: a credit note for exactly them (none before the invoice is issued)
	await issueLinesCreditNote(
		tx,
		{
			orderId: order.id,
			reference: `cancellation:${cancellation.id}`,
			lines: outcome.lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })),
		},
		undefined,
		lateCreditNote(input.actor, input.confirmLateCreditNote),
	);
	const pendingRefunds = await recordRefunds(
		tx,
		order,
		cancellation.id,
		outcome.split,
		`Refund of cancelled items, order #${order.id}`,
	);

	const words = outcome.lines
		.map((l) => {
			const row = lines.find((r) => r.id === l.orderItemId) as OrderItemRow;
			return `${l.quantity} × ${row.productName} (${row.size})`;
		})
		.join(", ");
	const now = new Date();
	let updated: OrderRow;
	if (outcome.wholeOrder) {
		await failOpenAttempts(tx, order.id, "order cancelled", now);
		updated = await updateOrder(tx, order.id, {
			status: "Cancelled",
			paymentStatus:
				order.paymentStatus === "Paid"
					? "Refunded"
					: isOnlinePaymentMode(order.paymentMode)
						? "Failed"
						: order.paymentStatus,
			refundedAmount: order.refundedAmount + outcome.refund,
			stockReleasedAt: order.stockReleasedAt ?? now,
		});
		await insertTracking(tx, {
			orderId: order.id,
			status: "Cancelled",
			name: input.actor.name,
			updatedByUserId: input.actor.userId,
			note: `${words} cancelled: ${reason}`,
		});
	} else {
		updated = await updateOrder(tx, order.id, {
			// given back, or (cash on delivery not yet paid) no longer owed: the order now costs total − this
			refundedAmount: order.refundedAmount + outcome.refund,
			promoRemoved: order.promoRemoved || outcome.promoLost > 0,
		});
		await insertTracking(tx, {
			orderId: order.id,
			status: "Item cancelled",
			name: input.actor.name,
			updatedByUserId: input.actor.userId,
			note: `${words}: ${reason}`,
		});
	}

	const contact = await findUserContact(tx, order.userId);
	const sms = contact?.phone
		? {
				to: contact.phone,
				// the units by count: a DLT variable holds at most 30 characters (the names are in the tracking note)
				message: afterSaleMessages.smsLinesCancelled(
					order.id,
					unitsWord(outcome.lines.reduce((sum, line) => sum + line.quantity, 0)),
					(unpaidCash ? toInstruments : outcome.refund) > 0
						? formatPaise(unpaidCash ? toInstruments : outcome.refund)
						: null,
					formatPaise(outcome.newTotal),
				),
			}
		: undefined;
	await emit(tx, {
		type: "OrderLinesCancelled",
		orderId: order.id,
		cancellationId: cancellation.id,
		...(sms ? { sms } : {}),
	});
	if (outcome.wholeOrder) await emit(tx, { type: "OrderStatusChanged", orderId: order.id, status: "Cancelled" });
	for (const refundId of pendingRefunds) await emit(tx, { type: "RefundRequested", orderId: order.id, refundId });

	return {
		created: true,
		cancellation: answerOf(updated, outcome, cancellation.id, outcome.remainingEligible, minOrder),
		order: updated,
	};
}

/** In its own transaction. */
export function cancelOrderLines(app: FastifyInstance, input: CancelLinesInput): Promise<CancelLinesResult> {
	return transaction(app.db, (tx) => cancelOrderLinesIn(tx, input));
}

/**
 * The whole-order cancellation of an order some of whose units were already cancelled: its remaining units, by
 * the same computation (so the refunds add up to what was paid, no more), for the existing cancel flows.
 */
export async function cancelRemainingLinesIn(
	tx: Db,
	order: OrderRow,
	actor: LineActor,
	reason: string,
	confirmLateCreditNote?: boolean,
): Promise<OrderRow> {
	const lines = await itemsOfOrder(tx, order.id);
	const items = lines
		.map((l) => ({ orderItemId: l.id, quantity: l.quantity - l.cancelledQuantity - l.returnedQuantity }))
		.filter((i) => i.quantity > 0);
	if (items.length === 0) return order;
	return (await cancelOrderLinesIn(tx, { orderId: order.id, actor, items, reason, confirmLateCreditNote })).order;
}

/** Whether an order has after-sale history (then a whole cancellation goes through `cancelRemainingLinesIn`). */
export async function hasCancelledUnits(tx: Db, orderId: number): Promise<boolean> {
	return (await itemsOfOrder(tx, orderId)).some((l) => l.cancelledQuantity + l.returnedQuantity > 0);
}

function unitsWord(units: number): string {
	return units === 1 ? "1 item" : `${units} items`;
}
