import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderCancellationLines, orderCancellations, orderItems, promoCodes } from "../../db/schema/index.ts";

export type CancellationRow = typeof orderCancellations.$inferSelect;
export type CancellationLineRow = typeof orderCancellationLines.$inferSelect;

export async function findCancellationByKey(
	db: Db,
	orderId: number,
	key: string,
): Promise<CancellationRow | undefined> {
	const [row] = await db
		.select()
		.from(orderCancellations)
		.where(and(eq(orderCancellations.orderId, orderId), eq(orderCancellations.idempotencyKey, key)))
		.limit(1);
	return row;
}

export async function insertCancellation(
	db: Db,
	values: typeof orderCancellations.$inferInsert,
	lines: { orderItemId: number; quantity: number; amount: number }[],
): Promise<CancellationRow> {
	const [row] = await db.insert(orderCancellations).values(values).returning();
	if (!row) throw new Error("cancellation not inserted");
	if (lines.length > 0)
		await db.insert(orderCancellationLines).values(lines.map((l) => ({ ...l, cancellationId: row.id })));
	return row;
}

export async function cancellationsOfOrder(
	db: Db,
	orderId: number,
): Promise<(CancellationRow & { lines: CancellationLineRow[] })[]> {
	const rows = await db
		.select()
		.from(orderCancellations)
		.where(eq(orderCancellations.orderId, orderId))
		.orderBy(asc(orderCancellations.id));
	if (rows.length === 0) return [];
	const lines = await db
		.select()
		.from(orderCancellationLines)
		.where(
			inArray(
				orderCancellationLines.cancellationId,
				rows.map((r) => r.id),
			),
		)
		.orderBy(asc(orderCancellationLines.id));
	return rows.map((row) => ({ ...row, lines: lines.filter((l) => l.cancellationId === row.id) }));
}

/**
 * Adds cancelled units to a line, only while they fit in what was bought (the table's check says so too): answers
 * false when another cancellation took them first.
 */
export async function addCancelledUnits(db: Db, orderItemId: number, quantity: number): Promise<boolean> {
	const rows = await db
		.update(orderItems)
		.set({ cancelledQuantity: sql`${orderItems.cancelledQuantity} + ${quantity}` })
		.where(
			and(
				eq(orderItems.id, orderItemId),
				sql`${orderItems.cancelledQuantity} + ${orderItems.returnedQuantity} + ${quantity} <= ${orderItems.quantity}`,
			),
		)
		.returning({ id: orderItems.id });
	return rows.length === 1;
}

/**
 * The minimum subtotal an order's promo needed (paise): the one kept on the order at placement, so a later change of
 * the promo changes no past order (decision 067); an older order's (none kept) is the code's now; 0 without a code.
 */
export async function promoMinOrderOf(
	db: Db,
	order: { promoCode: string | null; promoMinOrder: number | null },
): Promise<number> {
	const code = order.promoCode;
	if (!code) return 0;
	if (order.promoMinOrder !== null) return order.promoMinOrder;
	const [row] = await db
		.select({ minOrder: promoCodes.minOrder })
		.from(promoCodes)
		.where(eq(promoCodes.code, code))
		.limit(1);
	return row?.minOrder ?? 0;
}

/**
 * Claims units of a line for a return (decision 047), only while they fit beside what was cancelled and returned
 * before: answers false when another return or cancellation took them first. `quantity` may be negative to give
 * back the units of a rejected return.
 */
export async function addReturnedUnits(db: Db, orderItemId: number, quantity: number): Promise<boolean> {
	const rows = await db
		.update(orderItems)
		.set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${quantity}` })
		.where(
			and(
				eq(orderItems.id, orderItemId),
				sql`${orderItems.cancelledQuantity} + ${orderItems.returnedQuantity} + ${quantity} <= ${orderItems.quantity}`,
				sql`${orderItems.returnedQuantity} + ${quantity} >= 0`,
			),
		)
		.returning({ id: orderItems.id });
	return rows.length === 1;
}

/** The order lines whose product name holds these words (the console's returns filter by product), at most 5000. */
export async function orderItemIdsOfProduct(db: Db, words: string): Promise<number[]> {
	const rows = await db
		.select({ id: orderItems.id })
		.from(orderItems)
		.where(sql`${orderItems.productName} ilike ${`%${words.replace(/[%_\\]/g, "\\$&")}%`}`)
		.limit(5000);
	return rows.map((r) => r.id);
}

/** Erasure: the cancellations a customer made keep their amounts, not the customer's name. */
export async function anonymiseCancellationsBy(db: Db, userId: number, name: string): Promise<void> {
	await db
		.update(orderCancellations)
		.set({ actorName: name })
		.where(and(eq(orderCancellations.actorUserId, userId), eq(orderCancellations.actorRole, "customer")));
}
