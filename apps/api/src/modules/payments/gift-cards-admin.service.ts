import { randomInt } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import {
	findGiftCardById,
	type GiftCardRedemptionRow,
	giftCardCodeTaken,
	insertGiftCard,
	lockGiftCardById,
	redemptionsOf,
	setGiftCardActive,
} from "./gift-cards-admin.repository.ts";
import type { GiftCardRow } from "./payments.repository.ts";

/** Letters and digits that cannot be mistaken for each other when read out or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** PITARA-XXXX-XXXX from a CSPRNG: 31^8 ≈ 8.5e11 codes, so guessing one is hopeless under the gift card lockout. */
export function newGiftCardCode(): string {
	const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
	return `PITARA-${part()}-${part()}`;
}

/** Issues a card for `amount` paise: with the staff's own code, or a new random one. */
export async function issueGiftCard(
	tx: Db,
	input: { code?: string | undefined; amount: number; expiresAt: Date | null },
): Promise<GiftCardRow> {
	let code = input.code?.trim().toUpperCase();
	if (code && (await giftCardCodeTaken(tx, code))) {
		throw conflict("A gift card with that code exists", "GIFT_CARD_CODE_TAKEN", [
			{ field: "code", message: "A gift card with that code exists" },
		]);
	}
	if (!code) {
		do code = newGiftCardCode();
		while (await giftCardCodeTaken(tx, code));
	}
	try {
		return await insertGiftCard(tx, { code, amount: input.amount, expiresAt: input.expiresAt });
	} catch (error) {
		if (uniqueViolation(error)) throw conflict("A gift card with that code exists", "GIFT_CARD_CODE_TAKEN");
		throw error;
	}
}

/** Switches a card off (it can no longer pay; its balance stays) or on again. */
export async function setGiftCardEnabled(
	tx: Db,
	id: number,
	active: boolean,
): Promise<{ before: GiftCardRow; after: GiftCardRow }> {
	const before = await lockGiftCardById(tx, id);
	if (!before) throw notFound("Gift card not found", "GIFT_CARD_NOT_FOUND");
	const after = await setGiftCardActive(tx, id, active);
	if (!after) throw notFound("Gift card not found", "GIFT_CARD_NOT_FOUND");
	return { before, after };
}

/** A card with its history of debits and refunds. */
export async function giftCardWithHistory(
	db: Db,
	id: number,
): Promise<{ card: GiftCardRow; history: GiftCardRedemptionRow[] }> {
	const card = await findGiftCardById(db, id);
	if (!card) throw notFound("Gift card not found", "GIFT_CARD_NOT_FOUND");
	return { card, history: await redemptionsOf(db, id) };
}
