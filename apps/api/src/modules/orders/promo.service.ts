import { messages, type PromoRule } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { lockUser } from "../accounts/index.ts";
import { hasOtherLiveOrder } from "./orders.repository.ts";
import { findPromoByCode, insertPromoRedemption, type PromoRow } from "./promo.repository.ts";

export type { PromoRow };

const promoError = (status: number, code: string, message: string, field: string) =>
	new AppError(status, code, message, [{ field, message }]);

/**
 * A promo code a shopper typed, checked for existence, activity and expiry
 * (codes are stored upper-cased). The first-order rule needs the user and is
 * checked by `assertFirstOrder`, inside the order's transaction.
 */
export async function findUsablePromo(db: Db, code: string, field = "promo_code", now = new Date()): Promise<PromoRow> {
	const row = await findPromoByCode(db, code);
	const problem = promoProblem(row, now);
	if (problem) throw promoError(400, problem.code, problem.message, field);
	return row as PromoRow;
}

/** A promo code the shop may offer now (the newsletter's welcome code), or null when it cannot be used. */
export async function offeredPromo(db: Db, code: string, now = new Date()): Promise<PromoRow | null> {
	const row = await findPromoByCode(db, code);
	return promoProblem(row, now) ? null : (row as PromoRow);
}

/** Why a code cannot be used at `now` (unknown, switched off, expired), or null: the one rule of validity. */
function promoProblem(row: PromoRow | undefined, now: Date): { code: string; message: string } | null {
	if (!row) return { code: "PROMO_UNKNOWN", message: messages.promo.unknown };
	if (!row.active) return { code: "PROMO_INACTIVE", message: messages.promo.inactive };
	if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
		return { code: "PROMO_EXPIRED", message: messages.promo.expired };
	}
	return null;
}

export function promoRule(row: PromoRow): PromoRule {
	return { code: row.code, percentOff: row.percentOff, maxDiscount: row.maxDiscount };
}

/**
 * A first-order-only code is for a shopper with no other order that was not
 * cancelled. Inside the order's transaction this first holds the user's row,
 * so two orders of one shopper racing with the code are checked one after
 * the other: the second sees the first and is refused.
 */
export async function assertFirstOrder(
	db: Db,
	promo: PromoRow,
	userId: number,
	orderId: number,
	field = "promo_code",
): Promise<void> {
	if (!promo.firstOrderOnly) return;
	await lockUser(db, userId);
	if (await hasOtherLiveOrder(db, userId, orderId)) {
		throw promoError(409, "PROMO_NOT_FIRST_ORDER", messages.promo.notFirstOrder, field);
	}
}

/** Before any order exists: whether the shopper could still use a first-order code. */
export async function assertFirstOrderBeforePlacing(db: Db, promo: PromoRow, userId: number): Promise<void> {
	if (!promo.firstOrderOnly) return;
	if (await hasOtherLiveOrder(db, userId, 0)) {
		throw promoError(409, "PROMO_NOT_FIRST_ORDER", messages.promo.notFirstOrder, "code");
	}
}

export async function recordPromoRedemption(
	db: Db,
	values: { promoCodeId: number; userId: number; orderId: number; amount: number },
): Promise<void> {
	await insertPromoRedemption(db, values);
}
