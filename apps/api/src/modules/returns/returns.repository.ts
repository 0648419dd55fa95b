import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { type Db, intArray } from "../../db/client.ts";
import { returnEvents, returnLines, returns } from "../../db/schema/index.ts";

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type ReturnEventRow = typeof returnEvents.$inferSelect;
export type ReturnWithLines = ReturnRow & { lines: ReturnLineRow[]; events: ReturnEventRow[] };

export async function findReturnByKey(db: Db, orderId: number, key: string): Promise<ReturnRow | undefined> {
	const [row] = await db
		.select()
		.from(returns)
		.where(and(eq(returns.orderId, orderId), eq(returns.idempotencyKey, key)))
		.limit(1);
	return row;
}

/** Writes a return, its lines and its first step; its number is R + the next of the `return_numbers` sequence. */
export async function insertReturn(
	db: Db,
	values: Omit<typeof returns.$inferInsert, "number" | "status">,
	lines: Omit<typeof returnLines.$inferInsert, "returnId">[],
	first: { actorName: string; actorUserId: number | null; note: string | null },
): Promise<ReturnRow> {
	const [row] = await db
		.insert(returns)
		.values({ ...values, status: "Requested", number: sql`'R' || nextval('return_numbers')` })
		.returning();
	if (!row) throw new Error("return not inserted");
	await db.insert(returnLines).values(lines.map((l) => ({ ...l, returnId: row.id })));
	await db.insert(returnEvents).values({ returnId: row.id, status: "Requested", ...first });
	return row;
}

/** One return with its lines and timeline; `lock` takes its row for the change that follows. */
export async function findReturn(db: Db, id: number, lock = false): Promise<ReturnWithLines | undefined> {
	const query = db.select().from(returns).where(eq(returns.id, id));
	const [row] = lock ? await query.for("update") : await query;
	if (!row) return undefined;
	return (await withLines(db, [row]))[0];
}

async function withLines(db: Db, rows: ReturnRow[]): Promise<ReturnWithLines[]> {
	if (rows.length === 0) return [];
	const ids = rows.map((r) => r.id);
	const [lines, events] = await Promise.all([
		db.select().from(returnLines).where(inArray(returnLines.returnId, ids)).orderBy(asc(returnLines.id)),
		db.select().from(returnEvents).where(inArray(returnEvents.returnId, ids)).orderBy(asc(returnEvents.id)),
	]);
	return rows.map((row) => ({
		...row,
		lines: lines.filter((l) => l.returnId === row.id),
		events: events.filter((e) => e.returnId === row.id),
	}));
}

export async function returnsOfOrder(db: Db, orderId: number): Promise<ReturnWithLines[]> {
	const rows = await db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
	return withLines(db, rows);
}

/** Moves a return to a status with its timeline entry (and any other fields), in the caller's transaction. */
export async function moveReturn(
	db: Db,
	id: number,
	status: ReturnRow["status"],
	values: Partial<typeof returns.$inferInsert>,
	event: { actorName: string; actorUserId: number | null; note: string | null },
	/** the timeline's word when it is not the status (the inspection: "Inspected", still Picked up) */
	eventStatus: string = status,
): Promise<void> {
	await db
		.update(returns)
		.set({ ...values, status, updatedAt: new Date() })
		.where(eq(returns.id, id));
	await db.insert(returnEvents).values({ returnId: id, status: eventStatus, ...event });
}

export async function setLineInspection(db: Db, lineId: number, resalable: number, damaged: number): Promise<void> {
	await db.update(returnLines).set({ resalable, damaged, inspectedAt: new Date() }).where(eq(returnLines.id, lineId));
}

export interface ReturnQueueFilter {
	queue?: string;
	reason?: string;
	/** lines of the product asked for (orders' `orderItemIdsOfProduct`) */
	orderItemIds?: number[];
	from?: Date;
	to?: Date;
	limit: number;
	offset: number;
}

/** The console's queue (decision 047): statuses by queue, newest first. */
export async function listReturns(
	db: Db,
	filter: ReturnQueueFilter,
): Promise<{ rows: ReturnWithLines[]; total: number }> {
	const where: SQL[] = [];
	switch (filter.queue) {
		case "Requested":
		case "Approved":
		case "Rejected":
			where.push(eq(returns.status, filter.queue));
			break;
		case "Awaiting pickup":
			where.push(eq(returns.status, "Pickup scheduled"));
			break;
		case "Picked up":
			where.push(eq(returns.status, "Picked up"));
			break;
		case "To inspect":
			where.push(
				sql`${returns.status} = 'Picked up' and exists (select 1 from return_lines l where l.return_id = ${returns.id} and l.inspected_at is null)`,
			);
			break;
		case "Done":
			// a return the shopper cancelled is done too (nothing left to do for it)
			where.push(inArray(returns.status, ["Refunded", "Exchanged", "Cancelled"]));
			break;
	}
	if (filter.reason)
		where.push(
			sql`exists (select 1 from return_lines l where l.return_id = ${returns.id} and l.reason = ${filter.reason})`,
		);
	if (filter.orderItemIds)
		where.push(
			filter.orderItemIds.length === 0
				? sql`false`
				: sql`exists (select 1 from return_lines l where l.return_id = ${returns.id} and l.order_item_id = any(${intArray(filter.orderItemIds)}))`,
		);
	if (filter.from) where.push(sql`${returns.createdAt} >= ${filter.from.toISOString()}`);
	if (filter.to) where.push(sql`${returns.createdAt} < ${filter.to.toISOString()}`);
	const condition = where.length > 0 ? and(...where) : undefined;
	const [rows, [count]] = await Promise.all([
		db
			.select()
			.from(returns)
			.where(condition)
			.orderBy(desc(returns.createdAt), desc(returns.id))
			.limit(filter.limit)
			.offset(filter.offset),
		db.select({ n: sql<number>`count(*)::int` }).from(returns).where(condition),
	]);
	return { rows: await withLines(db, rows), total: Number(count?.n ?? 0) };
}

/**
 * Erasure (issue 30, decision 051): a deleted customer's returns keep their lines and amounts (refunds and credit
 * notes depend on them), not the pickup address, the bank or UPI they were paid to, or their photos; the timeline
 * names them as the given name.
 */
export async function anonymiseReturnsOfUser(db: Db, userId: number, name: string): Promise<void> {
	await db.update(returns).set({ address: { name }, payoutTo: null, photos: [] }).where(eq(returns.userId, userId));
	await db.update(returnEvents).set({ actorName: name }).where(eq(returnEvents.actorUserId, userId));
}

/** Steps a return is waiting for its pickup in (its reserved exchange size held meanwhile). */
export const AWAITING_PICKUP: readonly ReturnRow["status"][] = ["Requested", "Approved", "Pickup scheduled"];

/**
 * Exchanges whose pickup has not happened: returns with a reserved size, still before Picked up, whose last step
 * is older than `before` (the release job's candidates; each is checked again under its lock).
 */
export async function staleExchanges(db: Db, before: Date, limit: number): Promise<number[]> {
	const rows = await db
		.select({ id: returns.id })
		.from(returns)
		.where(
			and(
				inArray(returns.status, [...AWAITING_PICKUP]),
				sql`exists (select 1 from return_lines l where l.return_id = ${returns.id} and l.exchange_variant_id is not null)`,
				sql`(select max(e.created_at) from return_events e where e.return_id = ${returns.id}) <= ${before.toISOString()}`,
			),
		)
		.orderBy(asc(returns.id))
		.limit(limit);
	return rows.map((r) => r.id);
}

/** A customer's returns still open (not refunded, exchanged, rejected or cancelled): an account with one cannot be deleted. */
export function openReturnsOfUser(db: Db, userId: number): Promise<{ number: string; orderId: number }[]> {
	return db
		.select({ number: returns.number, orderId: returns.orderId })
		.from(returns)
		.where(
			and(eq(returns.userId, userId), notInArray(returns.status, ["Refunded", "Exchanged", "Rejected", "Cancelled"])),
		)
		.orderBy(returns.id);
}
