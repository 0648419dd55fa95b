import { formatPaise, messages } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { AppError, tooManyRequests } from "../../lib/errors.ts";
import { lockUser } from "../accounts/index.ts";
import { transaction } from "../events/index.ts";
import {
	creditGiftCard,
	debitGiftCard,
	deleteGiftCardFailure,
	findGiftCard,
	type GiftCardRow,
	insertGiftCardFailure,
	insertGiftCardRedemption,
	recentGiftCardFailureAges,
} from "./payments.repository.ts";

/**
 * Gift card codes are guessable text, so codes that do not work are counted
 * per shopper in the database (gift_card_failures): after 5 in 15 minutes,
 * both the balance check and paying with a card answer 429 until 15 minutes
 * after the fifth.
 */
export const GIFT_CARD_LOCKOUT = { maxFailures: 5, windowMinutes: 15 } as const;

/** The one answer order creation gives for a card that cannot pay, whatever the reason. */
export const giftCardRefused = () =>
	new AppError(409, "GIFT_CARD_REFUSED", messages.giftCard.refused, [
		{ field: "gift_card_code", message: messages.giftCard.refused },
	]);

export function isGiftCardRefusal(error: unknown): boolean {
	return error instanceof AppError && error.code === "GIFT_CARD_REFUSED";
}

/** 429 while the shopper is locked out; run with the shopper's row held, so that racing requests count in turn. */
async function assertNotLockedOut(db: Db, userId: number): Promise<void> {
	const { maxFailures, windowMinutes } = GIFT_CARD_LOCKOUT;
	const ages = await recentGiftCardFailureAges(db, userId, windowMinutes, maxFailures);
	const fifth = ages[maxFailures - 1];
	if (fifth === undefined) return;
	const wait = Math.max(1, Math.ceil(windowMinutes * 60 - fifth));
	throw tooManyRequests(messages.giftCard.locked(Math.ceil(wait / 60)), wait, "GIFT_CARD_LOCKED");
}

const cardError = (status: number, code: string, message: string, field: string) =>
	new AppError(status, code, message, [{ field, message }]);

/**
 * Why a card cannot pay: unknown, inactive, expired, used up, or (with an
 * amount) a balance below it. Codes are case-insensitive (stored upper-case).
 */
export function assertCardUsable(
	card: GiftCardRow | undefined,
	amount: number | null,
	field: string,
	now = new Date(),
) {
	if (!card) throw cardError(404, "GIFT_CARD_NOT_FOUND", messages.giftCard.unknown, field);
	if (!card.active) throw cardError(409, "GIFT_CARD_INACTIVE", messages.giftCard.inactive, field);
	if (card.expiresAt && card.expiresAt.getTime() <= now.getTime()) {
		throw cardError(409, "GIFT_CARD_EXPIRED", messages.giftCard.expired, field);
	}
	if (card.balance <= 0) throw cardError(409, "GIFT_CARD_USED_UP", messages.giftCard.usedUp, field);
	if (amount !== null && card.balance < amount) {
		throw cardError(
			409,
			"GIFT_CARD_INSUFFICIENT",
			messages.giftCard.insufficient(formatPaise(card.balance), formatPaise(amount)),
			field,
		);
	}
	return card;
}

/**
 * POST /api/giftcard/check: the card's balance, or why it cannot be used (a
 * code that does not work counts towards the shopper's lockout).
 */
export async function checkGiftCard(db: Db, userId: number, code: string): Promise<GiftCardRow> {
	const outcome = await transaction(db, async (tx) => {
		await lockUser(tx, userId);
		await assertNotLockedOut(tx, userId);
		try {
			return { card: assertCardUsable(await findGiftCard(tx, code), null, "code") };
		} catch (error) {
			if (!(error instanceof AppError)) throw error;
			await insertGiftCardFailure(tx, userId);
			return { refusal: error };
		}
	});
	if ("refusal" in outcome) throw outcome.refusal;
	return outcome.card;
}

/**
 * Before an order with a gift card is placed: refuses a locked-out shopper,
 * else writes a failure row for this try and answers its id. The order's
 * transaction deletes it when the card pays; placeOrder deletes it when the
 * order failed before the card was looked at; a refused card leaves it.
 * Written and committed first, so that orders racing with guesses each see
 * the others' tries.
 */
export async function beginGiftCardTry(db: Db, userId: number): Promise<number> {
	return transaction(db, async (tx) => {
		await lockUser(tx, userId);
		await assertNotLockedOut(tx, userId);
		return insertGiftCardFailure(tx, userId);
	});
}

export function forgetGiftCardTry(db: Db, tryId: number): Promise<void> {
	return deleteGiftCardFailure(db, tryId);
}

/**
 * Pays an order's total with a card inside the order's transaction: the
 * balance is debited by a conditional update (never below zero, never twice
 * for one balance) and a redemption row records it. A card that cannot pay,
 * for whatever reason, is one generic 409 (giftCardRefused).
 */
export async function payWithGiftCard(db: Db, code: string, amount: number, orderId: number): Promise<GiftCardRow> {
	// nothing to take is no payment: a used-up card would "pay" it (balance 0 ≥ amount 0)
	if (amount <= 0) throw giftCardRefused();
	const card = await debitGiftCard(db, code.trim().toUpperCase(), amount);
	if (!card) throw giftCardRefused();
	await insertGiftCardRedemption(db, { giftCardId: card.id, orderId, amount });
	return card;
}

/** Gives an order's gift card payment back: the balance returns and a negative redemption row records it. */
export async function refundGiftCard(db: Db, giftCardId: number, amount: number, orderId: number): Promise<void> {
	await creditGiftCard(db, giftCardId, amount);
	await insertGiftCardRedemption(db, { giftCardId, orderId, amount: -amount });
}
