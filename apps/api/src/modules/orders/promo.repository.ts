import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { promoCodes, promoRedemptions } from "../../db/schema/index.ts";

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
