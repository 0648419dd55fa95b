import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { codBlocks, codConfirmations, rtoPincodes, shopperLinks } from "../../db/schema/index.ts";

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
	const [row] = await db.select().from(shopperLinks).where(eq(shopperLinks.tokenHash, tokenHash(token)));
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

/** COD forward parcels per pincode since `since`, and how many of them came back (or are coming back). */
export async function codRtoCounts(
	db: Db,
	since: Date,
): Promise<{ pincode: string; codOrders: number; rtoOrders: number }[]> {
	const rows = await queryRows<{ pincode: string; cod_orders: number; rto_orders: number }>(
		db,
		sql`
		select o.pincode,
			count(distinct s.order_id)::int as cod_orders,
			count(distinct s.order_id) filter (where s.status in ('rto_initiated', 'rto_in_transit', 'rto_delivered'))::int as rto_orders
		from shipments s join orders o on o.id = s.order_id
		where s.kind = 'forward' and s.cod_amount > 0 and s.created_at >= ${since}
			and s.status in ('delivered', 'rto_initiated', 'rto_in_transit', 'rto_delivered')
		group by o.pincode`,
	);
	return rows.map((row) => ({
		pincode: row.pincode,
		codOrders: Number(row.cod_orders),
		rtoOrders: Number(row.rto_orders),
	}));
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

/** A customer's COD parcels refused at the door (sent back to origin) since `since`. */
export async function refusedCodDeliveries(db: Db, userId: number, since: Date): Promise<number> {
	const rows = await queryRows<{ refused: number }>(
		db,
		sql`
		select count(distinct s.order_id)::int as refused
		from shipments s join orders o on o.id = s.order_id
		where o.user_id = ${userId} and s.kind = 'forward' and s.cod_amount > 0 and s.status_at >= ${since}
			and s.status in ('rto_initiated', 'rto_in_transit', 'rto_delivered')`,
	);
	return Number(rows[0]?.refused ?? 0);
}

/** Whether a phone has placed a COD order before this one (any state). */
export async function earlierCodOrderOfPhone(db: Db, phone: string, orderId: number): Promise<boolean> {
	const rows = await queryRows<{ one: number }>(
		db,
		sql`select 1 as one from orders where address_phone = ${phone} and payment_mode = 'COD' and id <> ${orderId} limit 1`,
	);
	return rows.length > 0;
}
