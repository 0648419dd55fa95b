import { count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { promoCodes, promoRedemptions } from "../../db/schema/index.ts";

export type PromoCodeRow = typeof promoCodes.$inferSelect & { uses: number };

const uses = promoRedemptions.id;

/** One page of promo codes, newest first, with how many orders used each. */
export async function listPromoCodes(
	db: Db,
	filters: { q?: string | undefined },
	window: { page: number; pageSize: number },
): Promise<{ rows: PromoCodeRow[]; total: number }> {
	const where: SQL | undefined = filters.q
		? ilike(promoCodes.code, `%${filters.q.replace(/[%_\\]/g, "\\$&")}%`)
		: undefined;
	const [rows, [total]] = await Promise.all([
		db
			.select({ promo: promoCodes, uses: count(uses) })
			.from(promoCodes)
			.leftJoin(promoRedemptions, eq(promoRedemptions.promoCodeId, promoCodes.id))
			.where(where)
			.groupBy(promoCodes.id)
			.orderBy(desc(promoCodes.id))
			.limit(window.pageSize)
			.offset((window.page - 1) * window.pageSize),
		db.select({ n: count() }).from(promoCodes).where(where),
	]);
	return { rows: rows.map((row) => ({ ...row.promo, uses: Number(row.uses) })), total: Number(total?.n ?? 0) };
}

/** One promo code with its uses, locked for a change, or undefined. */
export async function lockPromoCode(db: Db, id: number): Promise<PromoCodeRow | undefined> {
	const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
	if (!row) return undefined;
	const [used] = await db.select({ n: count() }).from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, id));
	return { ...row, uses: Number(used?.n ?? 0) };
}

export async function insertPromoCode(db: Db, values: typeof promoCodes.$inferInsert): Promise<number> {
	const [row] = await db.insert(promoCodes).values(values).returning({ id: promoCodes.id });
	return (row as { id: number }).id;
}

export async function updatePromoCode(
	db: Db,
	id: number,
	values: Partial<typeof promoCodes.$inferInsert>,
): Promise<void> {
	await db.update(promoCodes).set(values).where(eq(promoCodes.id, id));
}
