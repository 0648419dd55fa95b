import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/** The stored reminder state of each shopper (the cart it was about and how many it had). */
export async function cartReminderStates(
	db: Db,
	userIds: readonly number[],
): Promise<Map<number, { cartSince: Date; sent: number }>> {
	if (userIds.length === 0) return new Map();
	const rows = await queryRows<{ userId: number; cartSince: string; sent: number }>(
		db,
		sql`select user_id as "userId", cart_since::text as "cartSince", sent from cart_reminders
			where user_id in ${[...userIds]}`,
	);
	return new Map(
		rows.map((row) => [Number(row.userId), { cartSince: new Date(row.cartSince), sent: Number(row.sent) }]),
	);
}

/**
 * Moves a shopper's reminder state to reminder `n` of the cart begun at `cartSince`, in one statement: from
 * n − 1 of the same cart, or to 1 from another cart. Answers false when another process or a retry moved it.
 */
export async function claimCartReminder(
	db: Db,
	userId: number,
	cartSince: Date,
	n: number,
	now: Date,
): Promise<boolean> {
	const claimed = await queryRows<{ userId: number }>(
		db,
		sql`insert into cart_reminders (user_id, cart_since, sent, last_sent_at)
			values (${userId}, ${cartSince.toISOString()}::timestamptz, ${n}, ${now.toISOString()}::timestamptz)
			on conflict (user_id) do update set cart_since = excluded.cart_since, sent = excluded.sent,
				last_sent_at = excluded.last_sent_at
			where (cart_reminders.cart_since <> excluded.cart_since and excluded.sent = 1)
				or (cart_reminders.cart_since = excluded.cart_since and cart_reminders.sent = excluded.sent - 1)
			returning user_id as "userId"`,
	);
	return claimed.length > 0;
}
