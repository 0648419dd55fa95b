import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";

/**
 * Read models of a shopper's cash on delivery history that the COD guard
 * (workflows/cod-confirmation.ts, decision 048) asks the orders module for.
 */

/** Whether a phone has placed a COD order other than this one (any state). */
export async function earlierCodOrderOfPhone(db: Db, phone: string, orderId: number): Promise<boolean> {
	const rows = await db
		.select({ id: orders.id })
		.from(orders)
		.where(and(eq(orders.addressPhone, phone), eq(orders.paymentMode, "COD"), ne(orders.id, orderId)))
		.limit(1);
	return rows.length > 0;
}

/** The delivery pincode of each of these orders. */
export async function pincodesOfOrders(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
	if (ids.length === 0) return new Map();
	const rows = await db
		.select({ id: orders.id, pincode: orders.pincode })
		.from(orders)
		.where(inArray(orders.id, [...ids]));
	return new Map(rows.map((row) => [row.id, row.pincode]));
}

/** A customer's orders placed since `since`. */
export async function orderIdsOfUserSince(db: Db, userId: number, since: Date): Promise<number[]> {
	const rows = await db
		.select({ id: orders.id })
		.from(orders)
		.where(and(eq(orders.userId, userId), sql`${orders.createdAt} >= ${since}`));
	return rows.map((row) => row.id);
}

/** The orders these shoppers placed since `since` (who and when): the dashboard counts those after an alert. */
export async function ordersOfUsersSince(
	db: Db,
	userIds: readonly number[],
	since: Date,
): Promise<{ userId: number; at: Date }[]> {
	if (userIds.length === 0) return [];
	const rows = await db
		.select({ userId: orders.userId, at: orders.createdAt })
		.from(orders)
		.where(and(inArray(orders.userId, [...userIds]), sql`${orders.createdAt} >= ${since.toISOString()}::timestamptz`));
	return rows.map((row) => ({ userId: Number(row.userId), at: new Date(row.at) }));
}
