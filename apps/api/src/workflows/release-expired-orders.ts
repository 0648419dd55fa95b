import { PAYMENT_WINDOW_MINUTES } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import { claimJobRun } from "../db/job-leases.ts";
import { startPeriodic } from "../lib/periodic.ts";
import { findUserContact } from "../modules/accounts/index.ts";
import { returnStock } from "../modules/catalog/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import {
	anyDueUnpaidOrder,
	insertTracking,
	itemsOfOrders,
	type OrderRow,
	SHOP_ACTOR,
	sms,
	takeDueUnpaidOrders,
	updateOrder,
} from "../modules/orders/index.ts";
import { failOpenAttempts, recordRefunds } from "../modules/payments/index.ts";

/** How often the API process looks for unpaid online orders whose window has closed. */
export const RELEASE_SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;

/**
 * Cancels unpaid online orders whose payment window (PAYMENT_WINDOW_MINUTES)
 * has passed and gives their stock back: status Cancelled, payment Failed,
 * stock_released_at set, a tracking row by 'Pitara', open attempts failed.
 * Runs batch after batch until one comes back short, so that any number of
 * due orders is released in one run (one batch per run let a script holding
 * thousands of orders outpace the sweep). With `variantIds`, only orders
 * holding one of those variants (placing an order releases what it needs).
 * Idempotent and safe on several instances at once: each batch takes its
 * orders `for update skip locked` and only those still unreleased. Answers
 * the ids it released.
 */
export async function releaseExpiredOrders(
	app: FastifyInstance,
	now = new Date(),
	options: { variantIds?: readonly number[] } = {},
): Promise<number[]> {
	// nearly always there is nothing to release: one quick look, without a transaction or a lock
	if (options.variantIds?.length === 0 || !(await anyDueUnpaidOrder(app.db, now, options.variantIds))) return [];
	const ids: number[] = [];
	for (;;) {
		const batch = await releaseBatch(app, now, options.variantIds);
		ids.push(...batch);
		if (batch.length < BATCH) return ids;
	}
}

async function releaseBatch(
	app: FastifyInstance,
	now: Date,
	variantIds: readonly number[] | undefined,
): Promise<number[]> {
	const released = await transaction(app.db, async (tx) => {
		const due = await takeDueUnpaidOrders(tx, now, BATCH, variantIds);
		if (due.length === 0) return [];
		// every order's stock back in one pass in variant order, the order in which placing an order takes it:
		// returning order by order would lock variants out of order and could deadlock with a checkout
		const items = await itemsOfOrders(tx, due);
		await returnStock(tx, [...items.values()].flat());
		const orders: OrderRow[] = [];
		for (const id of due) {
			const order = await updateOrder(tx, id, { status: "Cancelled", paymentStatus: "Failed", stockReleasedAt: now });
			orders.push(order);
			await failOpenAttempts(tx, id, "payment window expired", now);
			// Pitara Credit that paid part of it comes back (a credit entry needs no user lock: it cannot overdraw)
			if (order.creditAmount > 0) {
				await recordRefunds(
					tx,
					order,
					null,
					[{ instrument: "credit", paymentId: null, amount: order.creditAmount }],
					`Order #${id} was not paid: credit given back`,
				);
			}
			await insertTracking(tx, {
				orderId: id,
				status: "Cancelled",
				name: SHOP_ACTOR,
				note: `Payment not completed within ${PAYMENT_WINDOW_MINUTES} minutes`,
			});
		}
		// each shopper's SMS, through the outbox with the release's commit
		for (const order of orders) {
			const contact = await findUserContact(tx, order.userId);
			await emit(tx, {
				type: "OrderExpired",
				orderId: order.id,
				...(contact?.phone ? { sms: { to: contact.phone, message: sms.expired(order) } } : {}),
			});
		}
		return orders;
	});
	return released.map((order) => order.id);
}

/**
 * One tick of the sweep: runs it if no API process (this one or another on
 * the same database) has run it within `everyMs` (db/job-leases.ts), so a
 * cluster sweeps once per interval, not once per process. Answers the ids it
 * released, or null when another process had the turn.
 */
export async function sweepOnce(app: FastifyInstance, everyMs: number): Promise<number[] | null> {
	// a little slack, so that the process whose timer comes first after the interval gets the turn
	if (!(await claimJobRun(app.db, "release-expired-orders", everyMs * 0.9))) return null;
	return releaseExpiredOrders(app);
}

/**
 * Runs the sweep every `intervalMs` from now on (jobs/ starts it in the API
 * process); answers the function that stops it, which waits for a sweep under
 * way. One run at a time per process, one per interval across processes
 * (sweepOnce).
 */
export function startReleaseSweep(app: FastifyInstance, intervalMs = RELEASE_SWEEP_INTERVAL_MS): () => Promise<void> {
	return startPeriodic(
		app.log,
		"release-expired-orders",
		intervalMs,
		() => sweepOnce(app, intervalMs),
		(ids) => (ids && ids.length > 0 ? { orders: ids } : null),
		{ doneMessage: "released the stock of unpaid online orders", failedMessage: "stock release sweep failed" },
	);
}

/** Runs the sweep (startReleaseSweep) once the app is ready, until it closes. */
export function scheduleReleaseSweep(app: FastifyInstance, intervalMs = RELEASE_SWEEP_INTERVAL_MS): void {
	let stop: (() => Promise<void>) | undefined;
	app.addHook("onReady", async () => {
		stop = startReleaseSweep(app, intervalMs);
	});
	app.addHook("onClose", async () => {
		await stop?.();
	});
}
