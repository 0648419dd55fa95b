import { and, asc, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditEntries, orderRefunds } from "../../db/schema/index.ts";

export type RefundRow = typeof orderRefunds.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;

export async function insertRefund(db: Db, values: typeof orderRefunds.$inferInsert): Promise<RefundRow> {
	const [row] = await db.insert(orderRefunds).values(values).returning();
	if (!row) throw new Error("refund not inserted");
	return row;
}

export function refundsOfOrder(db: Db, orderId: number): Promise<RefundRow[]> {
	return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}

export async function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
	const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)).limit(1);
	return row;
}

/** The refund, locked for its settlement (a webhook and the outbox may race). */
export async function lockRefund(db: Db, id: number): Promise<RefundRow | undefined> {
	const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)).for("update");
	return row;
}

export async function lockRefundByGatewayId(db: Db, gatewayRefundId: string): Promise<RefundRow | undefined> {
	const [row] = await db
		.select()
		.from(orderRefunds)
		.where(eq(orderRefunds.gatewayRefundId, gatewayRefundId))
		.for("update");
	return row;
}

export async function updateRefund(
	db: Db,
	id: number,
	values: Partial<typeof orderRefunds.$inferInsert>,
): Promise<void> {
	await db
		.update(orderRefunds)
		.set({ ...values, updatedAt: new Date() })
		.where(eq(orderRefunds.id, id));
}

/** Refunds the staff must look at: failed ones, and pending ones the gateway has not taken yet, newest first. */
export function failedRefunds(db: Db, limit = 100): Promise<RefundRow[]> {
	return db
		.select()
		.from(orderRefunds)
		.where(
			or(
				eq(orderRefunds.status, "failed"),
				and(eq(orderRefunds.status, "pending"), isNotNull(orderRefunds.failureReason)),
			),
		)
		.orderBy(desc(orderRefunds.id))
		.limit(limit);
}

export async function insertCreditEntry(db: Db, values: typeof creditEntries.$inferInsert): Promise<CreditEntryRow> {
	const [row] = await db.insert(creditEntries).values(values).returning();
	if (!row) throw new Error("credit entry not inserted");
	return row;
}

export async function creditBalance(db: Db, userId: number): Promise<number> {
	const [row] = await db
		.select({ balance: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
		.from(creditEntries)
		.where(eq(creditEntries.userId, userId));
	return Number(row?.balance ?? 0);
}

export function creditEntriesOf(db: Db, userId: number): Promise<CreditEntryRow[]> {
	return db
		.select()
		.from(creditEntries)
		.where(eq(creditEntries.userId, userId))
		.orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
}

/** Pitara Credit an order spent (debits) less what it got back (credits), for its refund split. */
export async function creditOfOrder(db: Db, orderId: number): Promise<{ spent: number; returned: number }> {
	const [row] = await db
		.select({
			spent: sql<string>`coalesce(-sum(${creditEntries.amount}) filter (where ${creditEntries.kind} = 'debit'), 0)`,
		})
		.from(creditEntries)
		.where(and(eq(creditEntries.orderId, orderId)));
	return { spent: Number(row?.spent ?? 0), returned: 0 };
}
