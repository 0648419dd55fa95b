import { formatPaise, messages, type PromoRule } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { lockUser } from "../accounts/index.ts";
import { hasOtherLiveOrder } from "./orders.repository.ts";
import {
	countLivePromoUses,
	findLiveAutomaticPromos,
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
	// an automatic promo has no code to type: its code is the staff's reference only (decision 067)
	if (!row || row.automatic) return { code: "PROMO_UNKNOWN", message: messages.promo.unknown };
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
	return {
		code: row.code,
		percentOff: row.percentOff,
		amountOff: row.amountOff,
		maxDiscount: row.maxDiscount,
		freeDelivery: row.freeDelivery,
	};
}

/** What a code takes off, as a shopper reads it: "15%" or "₹200". */
export function promoOff(row: PromoRow): string {
	return row.amountOff !== null ? formatPaise(row.amountOff) : `${row.percentOff ?? 0}%`;
}

/** The text of a code that was applied: "SAVE10 applied: 10% off your items", or "… free delivery". */
export function promoAppliedText(row: PromoRow): string {
	return row.freeDelivery
		? messages.promo.appliedFreeDelivery(row.code)
		: messages.promo.applied(row.code, promoOff(row));
}

/** What the shopper reads for the promo: its name, else its code. */
export const promoName = (row: Pick<PromoRow, "name" | "code">): string => row.name.trim() || row.code;

/** The promo applies to some items only (a category, subcategory, product or brand is chosen). */
export function isScoped(promo: Pick<PromoRow, "categoryIds" | "subcategoryIds" | "productIds" | "brandIds">): boolean {
	return promo.categoryIds.length + promo.subcategoryIds.length + promo.productIds.length + promo.brandIds.length > 0;
}

/**
 * Whether a line is in the promo's scope (decision 067): every line when nothing is chosen, else a line whose
 * category, subcategory, product or brand is one of those chosen (any of them).
 */
export function lineInScope(
	promo: Pick<PromoRow, "categoryIds" | "subcategoryIds" | "productIds" | "brandIds">,
	line: { productId: number; categoryId: number; subcategoryId: number | null; brandId: number },
): boolean {
	if (!isScoped(promo)) return true;
	return (
		promo.categoryIds.includes(line.categoryId) ||
		(line.subcategoryId !== null && promo.subcategoryIds.includes(line.subcategoryId)) ||
		promo.productIds.includes(line.productId) ||
		promo.brandIds.includes(line.brandId)
	);
}

/**
 * A code with a minimum order is refused for items (before the code) worth less; a scoped code counts only the
 * items it applies to, and says so. A scoped code none of whose items is in the order is refused first.
 */
export function assertPromoMinimum(promo: PromoRow, subtotal: number, field = "promo_code", scoped = false): void {
	if (scoped && subtotal === 0) throw promoError(400, "PROMO_NOT_ELIGIBLE", messages.promo.notEligible, field);
	if (subtotal >= promo.minOrder) return;
	const minimum = formatPaise(promo.minOrder);
	const message = scoped ? messages.promo.belowMinimumEligible(minimum) : messages.promo.belowMinimum(minimum);
	throw promoError(400, "PROMO_BELOW_MINIMUM", message, field);
}

/**
 * Whether an automatic promo may go on a shopper's order now, without refusing anything: its total uses are not
 * taken, and its first-order and once-per-customer rules allow the shopper (`exceptOrderId`: the order itself).
 */
export async function automaticAllowed(db: Db, promo: PromoRow, userId: number, exceptOrderId = 0): Promise<boolean> {
	if (promo.maxUses !== null && (await countLivePromoUses(db, promo.id, exceptOrderId)) >= promo.maxUses) return false;
	if (promo.firstOrderOnly && (await hasOtherLiveOrder(db, userId, exceptOrderId))) return false;
	if (promo.oncePerCustomer && (await hasUsedPromo(db, promo.id, userId, exceptOrderId))) return false;
	return true;
}

/** The automatic promos live at `now` (switched on, started, not ended), oldest first. */
export function liveAutomaticPromos(db: Db, now = new Date()): Promise<PromoRow[]> {
	return findLiveAutomaticPromos(db, now);
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
