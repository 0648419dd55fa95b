import { and, count, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { giftCardRedemptions, giftCards } from "../../db/schema/index.ts";
import type { GiftCardRow } from "./payments.repository.ts";

/** The staff's side of gift cards: find, issue, see a card's history, switch it off or on. */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listGiftCards(
	db: Db,
	filter: { q?: string | undefined; active?: boolean | undefined },
	page: { page: number; pageSize: number },
): Promise<{ rows: GiftCardRow[]; total: number }> {
	const condition = and(
		filter.q ? ilike(giftCards.code, `%${escapeLike(filter.q.toUpperCase())}%`) : undefined,
		filter.active === undefined ? undefined : eq(giftCards.active, filter.active),
	);
	const [rows, [counted]] = await Promise.all([
		db
			.select()
			.from(giftCards)
			.where(condition)
			.orderBy(desc(giftCards.createdAt), desc(giftCards.id))
			.limit(page.pageSize)
			.offset((page.page - 1) * page.pageSize),
		db.select({ total: count() }).from(giftCards).where(condition),
	]);
	return { rows, total: counted?.total ?? 0 };
}

export async function findGiftCardById(db: Db, id: number): Promise<GiftCardRow | undefined> {
	const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id)).limit(1);
	return row;
}

export async function lockGiftCardById(db: Db, id: number): Promise<GiftCardRow | undefined> {
	const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id)).for("update");
	return row;
}

export async function insertGiftCard(
	db: Db,
	values: { code: string; amount: number; expiresAt: Date | null },
): Promise<GiftCardRow> {
	const [row] = await db
		.insert(giftCards)
		.values({ code: values.code, initialBalance: values.amount, balance: values.amount, expiresAt: values.expiresAt })
		.returning();
	if (!row) throw new Error("gift card not inserted");
	return row;
}

export async function setGiftCardActive(db: Db, id: number, active: boolean): Promise<GiftCardRow | undefined> {
	const [row] = await db
		.update(giftCards)
		.set({ active, updatedAt: new Date() })
		.where(eq(giftCards.id, id))
		.returning();
	return row;
}

export type GiftCardRedemptionRow = typeof giftCardRedemptions.$inferSelect;

/** A card's debits and refunds (negative), newest first. */
export async function redemptionsOf(db: Db, giftCardId: number): Promise<GiftCardRedemptionRow[]> {
	return db
		.select()
		.from(giftCardRedemptions)
		.where(eq(giftCardRedemptions.giftCardId, giftCardId))
		.orderBy(desc(giftCardRedemptions.createdAt), desc(giftCardRedemptions.id));
}

/** True when a card with this code exists. */
export async function giftCardCodeTaken(db: Db, code: string): Promise<boolean> {
	const rows = await db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.code, code)).limit(1);
	return rows.length > 0;
}
