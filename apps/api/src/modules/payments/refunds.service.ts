import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { refundGiftCard } from "./gift-cards.service.ts";
import { paidPaymentsOfOrder } from "./payments.repository.ts";
import { gatewayFor } from "./payments.service.ts";
import {
	creditOfOrder,
	findRefund,
	insertCreditEntry,
	insertRefund,
	lockRefund,
	lockRefundByGatewayId,
	type RefundRow,
	refundsOfOrder,
	updateRefund,
} from "./refunds.repository.ts";

/** What paid an order, as its refund split sees it (orders' facts handed in: payments never reads orders). */
export interface PaidOrder {
	id: number;
	userId: number;
	paymentMode: string;
	paymentStatus: string;
	giftCardId: number | null;
	total: number;
}

export interface PaidInstrument {
	instrument: "online" | "gift_card" | "credit";
	paymentId: number | null;
	given: number;
	refunded: number;
}

/**
 * The instruments that paid an order, in the order refunds go back to them (online first, then the gift card,
 * then Pitara Credit), each with what it gave and what it has had back. An unpaid order (cash on delivery before
 * delivery) has none: cancelling lowers what is owed.
 */
export async function paidInstruments(db: Db, order: PaidOrder): Promise<PaidInstrument[]> {
	const refunds = await refundsOfOrder(db, order.id);
	const back = (instrument: PaidInstrument["instrument"], paymentId: number | null = null) =>
		refunds
			.filter((r) => r.instrument === instrument && (paymentId === null || r.paymentId === paymentId))
			.reduce((sum, r) => sum + r.amount, 0);
	const list: PaidInstrument[] = [];
	const credit = await creditOfOrder(db, order.id);
	if (order.paymentStatus === "Paid") {
		for (const payment of await paidPaymentsOfOrder(db, order.id)) {
			if (payment.gateway === "test" || payment.gateway === "razorpay") {
				list.push({
					instrument: "online",
					paymentId: payment.id,
					given: payment.amount,
					refunded: back("online", payment.id),
				});
			}
		}
		if (order.paymentMode === "GIFT_CARD" && order.giftCardId !== null) {
			// the gift card paid what the Pitara Credit left
			list.push({
				instrument: "gift_card",
				paymentId: null,
				given: order.total - credit.spent,
				refunded: back("gift_card"),
			});
		}
	}
	if (credit.spent > 0)
		list.push({ instrument: "credit", paymentId: null, given: credit.spent, refunded: back("credit") });
	return list;
}

/**
 * Writes the refunds of one cancellation in the caller's transaction: a gift card and Pitara Credit get their
 * money back at once; an online refund is a pending row, made by the outbox's 'refund' handler (`makeRefund`)
 * after commit. Answers the pending online refunds' ids, for the caller to emit RefundRequested.
 */
export async function recordRefunds(
	tx: Db,
	order: PaidOrder,
	cancellationId: number | null,
	split: { instrument: PaidInstrument["instrument"]; paymentId: number | null; amount: number }[],
	reason: string,
): Promise<number[]> {
	const pending: number[] = [];
	for (const part of split) {
		if (part.amount <= 0) continue;
		if (part.instrument === "gift_card" && order.giftCardId !== null) {
			await refundGiftCard(tx, order.giftCardId, part.amount, order.id);
			await insertRefund(tx, {
				orderId: order.id,
				cancellationId,
				instrument: "gift_card",
				amount: part.amount,
				status: "processed",
			});
		} else if (part.instrument === "credit") {
			await insertCreditEntry(tx, {
				userId: order.userId,
				kind: "credit",
				amount: part.amount,
				reason,
				orderId: order.id,
			});
			await insertRefund(tx, {
				orderId: order.id,
				cancellationId,
				instrument: "credit",
				amount: part.amount,
				status: "processed",
			});
		} else if (part.instrument === "online") {
			const row = await insertRefund(tx, {
				orderId: order.id,
				cancellationId,
				instrument: "online",
				paymentId: part.paymentId,
				amount: part.amount,
				status: "pending",
			});
			pending.push(row.id);
		}
	}
	return pending;
}

/**
 * Spends Pitara Credit on an order at checkout: the debit entry, written in the order's transaction. The caller
 * holds the shopper's row (the one user lock) and read the balance after taking it, so the balance cannot go
 * below zero by two orders at once.
 */
export async function spendCredit(tx: Db, userId: number, orderId: number, amount: number): Promise<void> {
	if (amount <= 0) return;
	await insertCreditEntry(tx, {
		userId,
		kind: "debit",
		amount: -amount,
		reason: `Spent on order #${orderId}`,
		orderId,
	});
}

/** What of an order's Pitara Credit has not come back yet (a cancellation of the rest gives it back). */
export async function creditHeldByOrder(db: Db, orderId: number): Promise<number> {
	const refunds = await refundsOfOrder(db, orderId);
	const { spent } = await creditOfOrder(db, orderId);
	return spent - refunds.filter((r) => r.instrument === "credit").reduce((sum, r) => sum + r.amount, 0);
}

/**
 * The key a refund row is made under at the gateway: a retry by the outbox asks for the same refund; after the
 * gateway refused it and the staff asked again (`retries`), a new key asks for a new one.
 */
export const refundIdempotencyKey = (refundId: number, retries = 0) =>
	retries > 0 ? `pitara-refund-${refundId}-r${retries}` : `pitara-refund-${refundId}`;

/**
 * The staff ask again for an online refund that failed (the gateway refused it) or that the outbox gave up on: it is
 * pending again, with a new idempotency key when the gateway had refused it (the same key would answer the same
 * refusal). Answers the row; the caller emits RefundRequested in the same transaction. Null: no such online refund.
 */
export async function retryRefund(
	tx: Db,
	refundId: number,
): Promise<{ row: RefundRow; outcome: "retried" | "done" | "under-way" } | null> {
	const row = await lockRefund(tx, refundId);
	if (row?.instrument !== "online") return null;
	if (row.status === "processed") return { row, outcome: "done" };
	if (row.status === "pending" && !row.failureReason) return { row, outcome: "under-way" };
	if (row.status === "failed") {
		await updateRefund(tx, row.id, {
			status: "pending",
			gatewayRefundId: null,
			failureReason: null,
			retries: row.retries + 1,
		});
	} else {
		await updateRefund(tx, row.id, { failureReason: null });
	}
	return { row, outcome: "retried" };
}

/**
 * Makes one pending online refund at the gateway (the outbox's 'refund' handler; at least once). A row already
 * settled or carrying the gateway's id is left alone; the gateway is asked with the row's idempotency key, so a
 * retry after a timeout that did refund answers that refund instead of making a second. A failure is noted on the
 * row (the staff see it) and thrown, for the outbox to retry; after its last attempt the entry is dead and the
 * row stays failed for the staff.
 */
export async function makeRefund(app: FastifyInstance, refundId: number): Promise<void> {
	const refund = await findRefund(app.db, refundId);
	if (refund?.instrument !== "online" || refund.status !== "pending" || refund.gatewayRefundId) return;
	const payments = refund.paymentId === null ? [] : await paidPaymentsOfOrder(app.db, refund.orderId);
	const payment = payments.find((p) => p.id === refund.paymentId);
	try {
		if (!payment?.gatewayPaymentId) throw new Error("payment has no gateway payment id");
		const gateway = await gatewayFor(app);
		if (payment.gateway !== gateway.name) throw new Error(`payment was made through ${payment.gateway}`);
		const answer = await gateway.refund({
			gatewayPaymentId: payment.gatewayPaymentId,
			amount: refund.amount,
			idempotencyKey: refundIdempotencyKey(refund.id, refund.retries),
		});
		await settleRefund(app.db, refund.id, answer.status, answer.refundId, null);
	} catch (error) {
		await updateRefund(app.db, refund.id, {
			failureReason: `refund not made yet: ${(error as Error).message}`.slice(0, 300),
		});
		throw error;
	}
}

/**
 * Settles a refund by what the gateway says (its answer, or the refund.processed / refund.failed webhook, in any
 * order, any number of times): processed is final; failed is final unless processed comes after it; a repeat
 * changes nothing.
 */
export async function settleRefund(
	db: Db,
	refundId: number,
	status: "pending" | "processed" | "failed",
	gatewayRefundId: string | null,
	failureReason: string | null,
): Promise<RefundRow | undefined> {
	const row = await lockRefund(db, refundId);
	if (!row || row.status === "processed") return row;
	if (status === "pending" && row.gatewayRefundId) return row;
	await updateRefund(db, row.id, {
		status,
		...(gatewayRefundId ? { gatewayRefundId } : {}),
		failureReason: status === "failed" ? (failureReason ?? "the gateway refused the refund") : null,
	});
	return row;
}

/** Razorpay's refund.processed / refund.failed: the row by the refund's id (or by our key in its receipt). */
export async function applyRefundWebhook(
	db: Db,
	event: "refund.processed" | "refund.failed",
	entity: { id: string; receipt?: string | null | undefined },
): Promise<boolean> {
	let row = await lockRefundByGatewayId(db, entity.id);
	const receipt = /^pitara-refund-(\d+)(?:-r(\d+))?$/.exec(entity.receipt ?? "");
	if (!row && receipt) {
		const id = Number(receipt[1]);
		if (Number.isSafeInteger(id)) row = await lockRefund(db, id);
		// an event of an earlier ask (before the staff asked again) is not about this one
		if (row && row.retries !== Number(receipt[2] ?? 0)) return false;
	}
	if (!row) return false;
	await settleRefund(db, row.id, event === "refund.processed" ? "processed" : "failed", entity.id, null);
	return true;
}

/**
 * A refund the shop made by bank or UPI transfer (a cash on delivery return, decision 047): recorded as made,
 * its UTR kept by the return that asked for it.
 */
export async function recordCashRefund(tx: Db, orderId: number, amount: number): Promise<void> {
	if (amount <= 0) return;
	await insertRefund(tx, { orderId, cancellationId: null, instrument: "cash", amount, status: "processed" });
}
