import { and, asc, count, eq, gt, isNull, lte, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, promoCodes, promoRedemptions } from "../../db/schema/index.ts";

export type PromoRow = typeof promoCodes.$inferSelect;

/** A promo code by what a shopper typed (codes are stored upper-cased). */
export async function findPromoByCode(db: Db, code: string): Promise<PromoRow | undefined> {
	const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase())).limit(1);
	return row;
}

export async function insertPromoRedemption(
	db: Db,
	values: { promoCodeId: number; userId: number; orderId: number; amount: number },
): Promise<void> {
	await db.insert(promoRedemptions).values(values);
}

/** Whether the shopper used the code on an order other than `exceptOrderId` that was not cancelled. */
export async function hasUsedPromo(
	db: Db,
	promoCodeId: number,
	userId: number,
	exceptOrderId: number,
): Promise<boolean> {
	const [row] = await db
		.select({ id: promoRedemptions.id })
		.from(promoRedemptions)
		.innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
		.where(
			and(
				eq(promoRedemptions.userId, userId),
				eq(promoRedemptions.promoCodeId, promoCodeId),
				ne(promoRedemptions.orderId, exceptOrderId),
				ne(orders.status, "Cancelled"),
			),
		)
		.limit(1);
	return row !== undefined;
}

/** Holds the code's row until the transaction ends: orders racing for its last uses are counted one after the other. */
export async function lockPromoRow(db: Db, promoCodeId: number): Promise<void> {
	await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, promoCodeId)).for("update");
}

/** How many orders other than `exceptOrderId`, not cancelled, used the code (all shoppers together). */
export async function countLivePromoUses(db: Db, promoCodeId: number, exceptOrderId: number): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(promoRedemptions)
		.innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
		.where(
			and(
				eq(promoRedemptions.promoCodeId, promoCodeId),
				ne(promoRedemptions.orderId, exceptOrderId),
				ne(orders.status, "Cancelled"),
			),
		);
	return Number(row?.n ?? 0);
}

/** The automatic promos switched on, started and not ended at `now`, oldest first. */
export async function findLiveAutomaticPromos(db: Db, now: Date): Promise<PromoRow[]> {
	return db
		.select()
		.from(promoCodes)
		.where(
			and(
				eq(promoCodes.automatic, true),
				eq(promoCodes.active, true),
				or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)),
				or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
			),
		)
		.orderBy(asc(promoCodes.id));
}
