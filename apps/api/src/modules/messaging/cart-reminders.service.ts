import type { Db } from "../../db/client.ts";
import { emit } from "../events/index.ts";
import { cartReminderStates, claimCartReminder } from "./cart-reminders.repository.ts";

export { cartReminderStates };

/** A cart reminder after 3 hours without an order, a second after 24, no more (issue 26 item 7). */
export const CART_REMINDER_AFTER_MS = [3 * 3_600_000, 24 * 3_600_000] as const;

/**
 * Which reminder a cart is due at `now`: 1 or 2, or null (not yet, or both sent). `remindedOf` is the stored
 * state (the cart it was about and how many it had); a cart filled again after being emptied starts again.
 */
export function cartReminderDue(
	cart: { since: Date; changedAt: Date },
	reminded: { cartSince: Date; sent: number } | undefined,
	now: Date,
): 1 | 2 | null {
	const sent = reminded && reminded.cartSince.getTime() === cart.since.getTime() ? reminded.sent : 0;
	if (sent >= CART_REMINDER_AFTER_MS.length) return null;
	const after = CART_REMINDER_AFTER_MS[sent] ?? Number.POSITIVE_INFINITY;
	return now.getTime() - cart.changedAt.getTime() >= after ? ((sent + 1) as 1 | 2) : null;
}

/**
 * Sends reminder `n` of a shopper's cart, in `tx`: the state row moves from n − 1 to n in one statement (a
 * second process or a retry finds it moved and writes nothing), and the message is an outbox entry keyed by
 * the cart and n. Answers whether this call wrote it.
 */
export async function remindOfCart(
	tx: Db,
	reminder: { userId: number; phone: string; cartSince: Date; n: 1 | 2; values: string[] },
	now: Date,
): Promise<boolean> {
	if (!(await claimCartReminder(tx, reminder.userId, reminder.cartSince, reminder.n, now))) return false;
	await emit(tx, {
		type: "MessageRequested",
		messageKey: `cart-reminder:${reminder.userId}:${reminder.cartSince.getTime()}:${reminder.n}`,
		to: reminder.phone,
		userId: reminder.userId,
		templateKey: "cart-reminder",
		values: reminder.values,
	});
	return true;
}
