import type { FastifyInstance } from "fastify";
import { claimJobRun } from "../db/job-leases.ts";
import { startPeriodic } from "../lib/periodic.ts";
import { findUserById } from "../modules/accounts/index.ts";
import { cartsLeftSince } from "../modules/cart/index.ts";
import { findVariantLines } from "../modules/catalog/index.ts";
import { transaction } from "../modules/events/index.ts";
import {
	CART_REMINDER_AFTER_MS,
	cartReminderDue,
	cartReminderStates,
	hasMarketingConsent,
	parseQuietHours,
	type QuietHours,
	quietUntil,
	remindOfCart,
} from "../modules/messaging/index.ts";
import { orderIdsOfUserSince } from "../modules/orders/index.ts";
import { dltValue } from "./notify-back-in-stock.ts";

/** How often the cart reminder job looks (once per interval across a cluster). */
export const CART_REMINDER_INTERVAL_MS = 10 * 60_000;

/** The cart's short link for a DLT variable (30 characters at most). */
const cartLink = (publicUrl: string) => dltValue(`${publicUrl.replace(/\/+$/, "")}/cart`);

/**
 * One run of the cart reminders (issue 26 item 7): a logged-in shopper with a live marketing consent whose
 * cart has an item on sale and in stock, and no order since the cart began, gets a reminder 3 hours after
 * the cart last changed and a second after 24 hours, no more; emptying the cart (it is no longer found), an
 * order or a withdrawn consent stops them. Nothing is written in quiet hours (the next run after them
 * writes it). Each reminder is claimed in one statement and written to the outbox with it: once, however
 * many processes run this. `now` is passed in so tests need not wait.
 */
export async function runCartReminders(
	app: FastifyInstance,
	now = new Date(),
	quietHours: QuietHours | null = parseQuietHours(app.config.MESSAGE_QUIET_HOURS),
): Promise<number> {
	if (quietUntil(now, quietHours)) return 0;
	const carts = await cartsLeftSince(app.db, new Date(now.getTime() - CART_REMINDER_AFTER_MS[0]));
	const states = await cartReminderStates(
		app.db,
		carts.map((cart) => cart.userId),
	);
	let written = 0;
	for (const cart of carts) {
		const n = cartReminderDue(cart, states.get(cart.userId), now);
		if (n === null) continue;
		if ((await orderIdsOfUserSince(app.db, cart.userId, cart.since)).length > 0) continue;
		const lines = [...(await findVariantLines(app.db, cart.variantIds)).values()];
		const inStock = lines.filter((line) => line.active && line.stock > 0);
		if (inStock.length === 0) continue;
		const user = await findUserById(app.db, cart.userId);
		if (!user?.phone || !(await hasMarketingConsent(app.db, user.phone))) continue;
		const what = lines.length === 1 ? "1 item is" : `${lines.length} items are`;
		const wrote = await transaction(app.db, (tx) =>
			remindOfCart(
				tx,
				{
					userId: cart.userId,
					phone: user.phone,
					cartSince: cart.since,
					n,
					values: [what, cartLink(app.config.PUBLIC_URL)],
				},
				now,
			),
		);
		if (wrote) written += 1;
	}
	return written;
}

/** A run if this process has the turn (claimJobRun: once per interval across processes), else null. */
export async function cartRemindersOnce(app: FastifyInstance, everyMs: number): Promise<number | null> {
	if (!(await claimJobRun(app.db, "cart-reminders", everyMs * 0.9))) return null;
	return runCartReminders(app);
}

/** Runs the cart reminders every `intervalMs` (jobs/ starts it); answers the function that stops it. */
export function startCartReminders(app: FastifyInstance, intervalMs = CART_REMINDER_INTERVAL_MS): () => Promise<void> {
	return startPeriodic(
		app.log,
		"cart reminder job",
		intervalMs,
		() => cartRemindersOnce(app, intervalMs),
		(written) => (written ? { written } : null),
	);
}
