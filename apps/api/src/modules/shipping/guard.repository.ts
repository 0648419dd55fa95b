import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { codBlocks, codConfirmations, rtoPincodes, shipments, shopperLinks } from "../../db/schema/index.ts";

/**
 * The tables of the shopper's answers and the RTO guard (decision 048):
 * single-use links, COD confirmations, the high-RTO pincode list and the
 * customers whose cash on delivery is switched off.
 */

export type ShopperLinkRow = typeof shopperLinks.$inferSelect;
export type CodConfirmationRow = typeof codConfirmations.$inferSelect;
export type RtoPincodeRow = typeof rtoPincodes.$inferSelect;
export type CodBlockRow = typeof codBlocks.$inferSelect;

/* single-use links ------------------------------------------------------------------------------ */

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link's token (22 characters, 128 bits); only its hash is kept. Earlier open links of the same purpose and order are closed. */
export async function createShopperLink(
	db: Db,
	input: { purpose: "ndr" | "cod"; orderId: number; shipmentId: number | null; expiresAt: Date },
): Promise<string> {
	const token = randomBytes(16).toString("base64url");
	await db
		.update(shopperLinks)
		.set({ usedAt: new Date() })
		.where(
			and(
				eq(shopperLinks.orderId, input.orderId),
				eq(shopperLinks.purpose, input.purpose),
				isNull(shopperLinks.usedAt),
			),
		);
	await db.insert(shopperLinks).values({ ...input, tokenHash: tokenHash(token) });
	return token;
}

export async function findShopperLink(db: Db, token: string): Promise<ShopperLinkRow | undefined> {
	if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
	const [row] = await db
		.select()
		.from(shopperLinks)
		.where(eq(shopperLinks.tokenHash, tokenHash(token)));
	return row;
}

export async function lockShopperLink(db: Db, token: string): Promise<ShopperLinkRow | undefined> {
	if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
	const [row] = await db
		.select()
		.from(shopperLinks)
		.where(eq(shopperLinks.tokenHash, tokenHash(token)))
		.for("update");
	return row;
}

/** Uses the link up (and every other open one of its order and purpose). */
export async function useShopperLinks(db: Db, orderId: number, purpose: "ndr" | "cod"): Promise<void> {
	await db
		.update(shopperLinks)
		.set({ usedAt: new Date() })
		.where(and(eq(shopperLinks.orderId, orderId), eq(shopperLinks.purpose, purpose), isNull(shopperLinks.usedAt)));
}

/* COD confirmations -------------------------------------------------------------------------------- */

export async function insertCodConfirmation(
	db: Db,
	values: { orderId: number; reason: string; deadline: Date; prepaidSaving: number },
): Promise<CodConfirmationRow> {
	const [row] = await db.insert(codConfirmations).values(values).returning();
	if (!row) throw new Error("COD confirmation not written");
	return row;
}

export async function findCodConfirmation(db: Db, orderId: number): Promise<CodConfirmationRow | undefined> {
	const [row] = await db.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId));
	return row;
}

export async function lockCodConfirmation(db: Db, orderId: number): Promise<CodConfirmationRow | undefined> {
	const [row] = await db.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId)).for("update");
	return row;
}

export async function decideCodConfirmation(
	db: Db,
	orderId: number,
	state: Exclude<CodConfirmationRow["state"], "awaiting">,
): Promise<CodConfirmationRow> {
	const [row] = await db
		.update(codConfirmations)
		.set({ state, decidedAt: new Date() })
		.where(eq(codConfirmations.orderId, orderId))
		.returning();
	if (!row) throw new Error(`COD confirmation of order ${orderId} not found`);
	return row;
}

/** Orders still awaiting confirmation whose window has ended, oldest first. */
export async function dueCodConfirmations(db: Db, now: Date, limit: number): Promise<CodConfirmationRow[]> {
	return db
		.select()
		.from(codConfirmations)
		.where(and(eq(codConfirmations.state, "awaiting"), lte(codConfirmations.deadline, now)))
		.orderBy(asc(codConfirmations.deadline))
		.limit(limit);
}

export async function awaitingCodConfirmations(db: Db, limit = 200): Promise<CodConfirmationRow[]> {
	return db
		.select()
		.from(codConfirmations)
		.where(eq(codConfirmations.state, "awaiting"))
		.orderBy(asc(codConfirmations.deadline))
		.limit(limit);
}

/* high-RTO pincodes -------------------------------------------------------------------------------- */

export async function isRtoPincode(db: Db, pincode: string): Promise<boolean> {
	const [row] = await db
		.select({ listed: rtoPincodes.listed })
		.from(rtoPincodes)
		.where(eq(rtoPincodes.pincode, pincode));
	return row?.listed ?? false;
}

export async function rtoPincodeList(db: Db): Promise<RtoPincodeRow[]> {
	return db.select().from(rtoPincodes).orderBy(asc(rtoPincodes.pincode));
}

export async function setRtoPincode(
	db: Db,
	pincode: string,
	listed: boolean,
	userId: number | null,
): Promise<{ before: RtoPincodeRow | undefined; after: RtoPincodeRow }> {
	const [before] = await db.select().from(rtoPincodes).where(eq(rtoPincodes.pincode, pincode)).for("update");
	const [after] = await db
		.insert(rtoPincodes)
		.values({ pincode, listed, source: "staff", updatedByUserId: userId })
		.onConflictDoUpdate({
			target: rtoPincodes.pincode,
			set: { listed, source: "staff", updatedByUserId: userId, updatedAt: new Date() },
		})
		.returning();
	if (!after) throw new Error("pincode not written");
	return { before, after };
}

/** The shop's settled COD forward parcels since `since`, per order: whether it came back (or is coming back). */
export async function codParcelOutcomes(db: Db, since: Date): Promise<{ orderId: number; returned: boolean }[]> {
	const rows = await queryRows<{ order_id: number; returned: boolean }>(
		db,
		sql`
		select order_id, bool_or(status in ('rto_initiated', 'rto_in_transit', 'rto_delivered')) as returned
		from shipments
		where kind = 'forward' and cod_amount > 0 and created_at >= ${since}
			and status in ('delivered', 'rto_initiated', 'rto_in_transit', 'rto_delivered')
		group by order_id`,
	);
	return rows.map((row) => ({ orderId: Number(row.order_id), returned: Boolean(row.returned) }));
}

/** Writes the computed list: staff-set pincodes are left as the staff set them. */
export async function saveComputedRtoPincode(
	db: Db,
	row: { pincode: string; listed: boolean; codOrders: number; rtoOrders: number },
): Promise<void> {
	await db
		.insert(rtoPincodes)
		.values({ ...row, source: "computed" })
		.onConflictDoUpdate({
			target: rtoPincodes.pincode,
			set: {
				listed: sql`case when ${rtoPincodes.source} = 'staff' then ${rtoPincodes.listed} else ${row.listed} end`,
				codOrders: row.codOrders,
				rtoOrders: row.rtoOrders,
				updatedAt: new Date(),
			},
		});
}

/* customers' COD ------------------------------------------------------------------------------------ */

export async function findCodBlock(db: Db, userId: number): Promise<CodBlockRow | undefined> {
	const [row] = await db.select().from(codBlocks).where(eq(codBlocks.userId, userId));
	return row;
}

export async function setCodBlock(
	db: Db,
	values: { userId: number; codOff: boolean; refused: number; note: string | null; updatedByUserId: number | null },
): Promise<{ before: CodBlockRow | undefined; after: CodBlockRow }> {
	const [before] = await db.select().from(codBlocks).where(eq(codBlocks.userId, values.userId)).for("update");
	const [after] = await db
		.insert(codBlocks)
		.values(values)
		.onConflictDoUpdate({ target: codBlocks.userId, set: { ...values, updatedAt: new Date() } })
		.returning();
	if (!after) throw new Error("COD switch not written");
	return { before, after };
}

/** Of these orders, how many had a COD parcel turned back (refused at the door) since `since`. */
export async function refusedCodOrdersAmong(db: Db, orderIds: readonly number[], since: Date): Promise<number> {
	if (orderIds.length === 0) return 0;
	const rows = await db
		.selectDistinct({ orderId: shipments.orderId })
		.from(shipments)
		.where(
			and(
				inArray(shipments.orderId, [...orderIds]),
				eq(shipments.kind, "forward"),
				sql`${shipments.codAmount} > 0`,
				sql`${shipments.statusAt} >= ${since}`,
				inArray(shipments.status, ["rto_initiated", "rto_in_transit", "rto_delivered"]),
			),
		);
	return rows.length;
}

/** Erasure (issue 30, decision 051): a deleted customer's cash-on-delivery switch (and its staff note) goes. */
export async function deleteCodBlockOf(db: Db, userId: number): Promise<void> {
	await db.delete(codBlocks).where(eq(codBlocks.userId, userId));
}
