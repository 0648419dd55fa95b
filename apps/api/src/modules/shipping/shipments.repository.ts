import { and, asc, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { shipmentAttempts, shipmentLines, shipmentScans, shipments } from "../../db/schema/index.ts";
import { type ShipmentStatus, TERMINAL_STATUSES } from "./status.ts";

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentLineRow = typeof shipmentLines.$inferSelect;
export type ShipmentScanRow = typeof shipmentScans.$inferSelect;
export type ShipmentAttemptRow = typeof shipmentAttempts.$inferSelect;

export async function insertShipment(
	db: Db,
	values: Omit<typeof shipments.$inferInsert, "id" | "createdAt" | "updatedAt">,
	/** variantId: the size in the parcel (an exchange's replacement stands for its order line) */
	lines: { orderItemId: number; variantId: number; quantity: number }[],
): Promise<ShipmentRow> {
	const [row] = await db.insert(shipments).values(values).returning();
	if (!row) throw new Error("shipment not inserted");
	await db.insert(shipmentLines).values(lines.map((line) => ({ ...line, shipmentId: row.id })));
	return row;
}

export async function findShipment(db: Db, id: number): Promise<ShipmentRow | undefined> {
	const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
	return row;
}

export async function lockShipment(db: Db, id: number): Promise<ShipmentRow | undefined> {
	const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for("update");
	return row;
}

export async function lockShipmentByAwb(db: Db, adapter: string, awb: string): Promise<ShipmentRow | undefined> {
	const [row] = await db
		.select()
		.from(shipments)
		.where(and(eq(shipments.adapter, adapter as ShipmentRow["adapter"]), eq(shipments.awb, awb)))
		.for("update");
	return row;
}

export async function updateShipment(
	db: Db,
	id: number,
	values: Partial<typeof shipments.$inferInsert>,
): Promise<ShipmentRow> {
	const [row] = await db.update(shipments).set(values).where(eq(shipments.id, id)).returning();
	if (!row) throw new Error(`shipment ${id} not found`);
	return row;
}

/**
 * Saves a courier booking's step while the shipment still waits for it (a
 * courier's adapter, booking or booking failed); undefined once the staff
 * switched it to a manual courier.
 */
export async function updateWhileBooking(
	db: Db,
	id: number,
	values: Partial<typeof shipments.$inferInsert>,
): Promise<ShipmentRow | undefined> {
	const [row] = await db
		.update(shipments)
		.set(values)
		.where(
			and(
				eq(shipments.id, id),
				sql`${shipments.adapter} <> 'manual'`,
				inArray(shipments.status, ["booking", "booking_failed"]),
			),
		)
		.returning();
	return row;
}

/** The live reverse pickup of a return (not cancelled), if any. */
export async function pickupOfReturn(db: Db, returnId: number): Promise<ShipmentRow | undefined> {
	const [row] = await db
		.select()
		.from(shipments)
		.where(and(eq(shipments.returnId, returnId), sql`${shipments.status} <> 'cancelled'`))
		.orderBy(desc(shipments.id))
		.limit(1);
	return row;
}

export async function shipmentsOfOrder(db: Db, orderId: number): Promise<ShipmentRow[]> {
	return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id));
}

export async function shipmentsByIds(db: Db, ids: readonly number[]): Promise<ShipmentRow[]> {
	if (ids.length === 0) return [];
	return db
		.select()
		.from(shipments)
		.where(inArray(shipments.id, [...ids]))
		.orderBy(asc(shipments.id));
}

export async function linesOfShipments(db: Db, ids: readonly number[]): Promise<ShipmentLineRow[]> {
	if (ids.length === 0) return [];
	return db
		.select()
		.from(shipmentLines)
		.where(inArray(shipmentLines.shipmentId, [...ids]))
		.orderBy(asc(shipmentLines.id));
}

export async function scansOfShipments(db: Db, ids: readonly number[]): Promise<ShipmentScanRow[]> {
	if (ids.length === 0) return [];
	return db
		.select()
		.from(shipmentScans)
		.where(inArray(shipmentScans.shipmentId, [...ids]))
		.orderBy(asc(shipmentScans.scanAt), asc(shipmentScans.id));
}

/** Keeps a scan once (shipment, time, courier words); answers whether it is new. */
export async function insertScanOnce(
	db: Db,
	values: Omit<typeof shipmentScans.$inferInsert, "id" | "receivedAt">,
): Promise<boolean> {
	const rows = await db.insert(shipmentScans).values(values).onConflictDoNothing().returning({ id: shipmentScans.id });
	return rows.length > 0;
}

/** How many of each order line's units are already in a live shipment (not cancelled) of that kind. */
export async function unitsShipped(db: Db, orderId: number, kind: "forward" | "reverse"): Promise<Map<number, number>> {
	const rows = await db
		.select({ orderItemId: shipmentLines.orderItemId, units: sql<number>`sum(${shipmentLines.quantity})::int` })
		.from(shipmentLines)
		.innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
		.where(and(eq(shipments.orderId, orderId), eq(shipments.kind, kind), sql`${shipments.status} <> 'cancelled'`))
		.groupBy(shipmentLines.orderItemId);
	return new Map(rows.map((row) => [row.orderItemId, row.units]));
}

/* attempts of a call without idempotency ------------------------------------------------------- */

export async function attemptsOf(db: Db, shipmentId: number, action: string): Promise<ShipmentAttemptRow[]> {
	return db
		.select()
		.from(shipmentAttempts)
		.where(and(eq(shipmentAttempts.shipmentId, shipmentId), eq(shipmentAttempts.action, action)))
		.orderBy(asc(shipmentAttempts.id));
}

export async function startAttempt(db: Db, shipmentId: number, action: string, reference: string): Promise<number> {
	const [row] = await db
		.insert(shipmentAttempts)
		.values({ shipmentId, action, reference })
		.returning({ id: shipmentAttempts.id });
	if (!row) throw new Error("attempt not written");
	return row.id;
}

export async function finishAttempt(
	db: Db,
	id: number,
	outcome: "ok" | "found" | "failed" | null,
	error?: string,
): Promise<void> {
	await db
		.update(shipmentAttempts)
		.set({ outcome, error: error ?? null, finishedAt: new Date() })
		.where(eq(shipmentAttempts.id, id));
}

/* queues -------------------------------------------------------------------------------------- */

/** Live shipments the courier has said nothing about since `before` (the silent-shipment poll), oldest first. */
export async function silentShipments(db: Db, before: Date, limit: number): Promise<ShipmentRow[]> {
	return db
		.select()
		.from(shipments)
		.where(
			and(
				notInArray(shipments.status, [...TERMINAL_STATUSES, "booking", "booking_failed"]),
				lt(shipments.lastHeardAt, before),
				sql`${shipments.awb} is not null`,
			),
		)
		.orderBy(asc(shipments.lastHeardAt))
		.limit(limit);
}

/** Shipments in one of these statuses, newest first (the console's queues: ready to ship, NDR, booking failed). */
export async function shipmentsInStatus(db: Db, statuses: ShipmentStatus[], limit = 200): Promise<ShipmentRow[]> {
	return db
		.select()
		.from(shipments)
		.where(inArray(shipments.status, statuses))
		.orderBy(desc(shipments.createdAt))
		.limit(limit);
}

/** Forward shipments booked (or picked up) on an Indian day: the day's manifest. */
export async function shipmentsBookedBetween(db: Db, from: Date, to: Date): Promise<ShipmentRow[]> {
	return db
		.select()
		.from(shipments)
		.where(
			and(
				eq(shipments.kind, "forward"),
				sql`${shipments.createdAt} >= ${from} and ${shipments.createdAt} < ${to}`,
				notInArray(shipments.status, ["booking", "booking_failed", "cancelled"]),
				sql`${shipments.awb} is not null`,
			),
		)
		.orderBy(asc(shipments.id));
}
