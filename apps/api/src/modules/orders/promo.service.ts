import { formatPaise, messages, type PromoRule } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { lockUser } from "../accounts/index.ts";
import { hasOtherLiveOrder } from "./orders.repository.ts";
import {
	countLivePromoUses,
	findPromoByCode,
	hasUsedPromo,
	insertPromoRedemption,
	lockPromoRow,
	type PromoRow,
} from "./promo.repository.ts";

export type { PromoRow };

const promoError = (status: number, code: string, message: string, field: string) =>
	new AppError(status, code, message, [{ field, message }]);

/**
 * A promo code a shopper typed, checked for existence, activity, start and expiry
 * (codes are stored upper-cased). The minimum order needs the lines
 * (`assertPromoMinimum`); the first-order and once-per-customer rules need the
 * user and are checked by `assertFirstOrder`, inside the order's transaction.
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

/** A date as a shopper in India reads it: "1 December 2026". */
const shopDate = (date: Date) =>
	new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(
		date,
	);

/** Why a code cannot be used at `now` (unknown, switched off, not started, expired), or null: the one rule of validity. */
function promoProblem(row: PromoRow | undefined, now: Date): { code: string; message: string } | null {
	if (!row) return { code: "PROMO_UNKNOWN", message: messages.promo.unknown };
	if (!row.active) return { code: "PROMO_INACTIVE", message: messages.promo.inactive };
	if (row.startsAt && row.startsAt.getTime() > now.getTime()) {
		return { code: "PROMO_NOT_STARTED", message: messages.promo.notStarted(shopDate(row.startsAt)) };
	}
	if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
		return { code: "PROMO_EXPIRED", message: messages.promo.expired };
	}
	return null;
}

export function promoRule(row: PromoRow): PromoRule {
	return { code: row.code, percentOff: row.percentOff, amountOff: row.amountOff, maxDiscount: row.maxDiscount };
}

/** What a code takes off, as a shopper reads it: "15%" or "₹200". */
export function promoOff(row: PromoRow): string {
	return row.amountOff !== null ? formatPaise(row.amountOff) : `${row.percentOff ?? 0}%`;
}

/** A code with a minimum order is refused for items (before the code) worth less. */
export function assertPromoMinimum(promo: PromoRow, subtotal: number, field = "promo_code"): void {
	if (subtotal >= promo.minOrder) return;
	throw promoError(400, "PROMO_BELOW_MINIMUM", messages.promo.belowMinimum(formatPaise(promo.minOrder)), field);
}

/**
 * The shopper's own rules of a code: a first-order-only code is for a shopper
 * with no other order that was not cancelled; a once-per-customer code for one
 * who has not used it on another such order. Inside the order's transaction
 * this first holds the user's row, so two orders of one shopper racing with
 * the code are checked one after the other: the second sees the first and is
 * refused.
 */
export async function assertFirstOrder(
	db: Db,
	promo: PromoRow,
	userId: number,
	orderId: number,
	field = "promo_code",
): Promise<void> {
	if (promo.firstOrderOnly || promo.oncePerCustomer) {
		await lockUser(db, userId);
		await assertShopperMayUse(db, promo, userId, orderId, field);
	}
	await assertUsesLeft(db, promo, orderId, field, true);
}

/**
 * A code with a total-uses limit (all shoppers together) is refused once as many orders (not cancelled) used it.
 * Inside the order's transaction (`locked`) the code's row is held first, so that orders racing for its last use
 * are counted one after the other: the one that comes second sees the first's use and is refused (409).
 */
async function assertUsesLeft(db: Db, promo: PromoRow, orderId: number, field: string, locked: boolean) {
	if (promo.maxUses === null) return;
	if (locked) await lockPromoRow(db, promo.id);
	if ((await countLivePromoUses(db, promo.id, orderId)) >= promo.maxUses) {
		throw promoError(409, "PROMO_USED_UP", messages.promo.usedUp, field);
	}
}

async function assertShopperMayUse(db: Db, promo: PromoRow, userId: number, orderId: number, field: string) {
	if (promo.firstOrderOnly && (await hasOtherLiveOrder(db, userId, orderId))) {
		throw promoError(409, "PROMO_NOT_FIRST_ORDER", messages.promo.notFirstOrder, field);
	}
	if (promo.oncePerCustomer && (await hasUsedPromo(db, promo.id, userId, orderId))) {
		throw promoError(409, "PROMO_ALREADY_USED", messages.promo.alreadyUsed, field);
	}
}

/** Before any order exists: whether the shopper could still use the code (first order, once per customer). */
export async function assertFirstOrderBeforePlacing(db: Db, promo: PromoRow, userId: number): Promise<void> {
	await assertShopperMayUse(db, promo, userId, 0, "code");
	await assertUsesLeft(db, promo, 0, "code", false);
}

export async function recordPromoRedemption(
	db: Db,
	values: { promoCodeId: number; userId: number; orderId: number; amount: number },
): Promise<void> {
	await insertPromoRedemption(db, values);
}
