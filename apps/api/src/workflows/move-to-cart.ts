import { type CartItem, messages } from "@pitara/shared";
import type { Db } from "../db/client.ts";
import { lineQuantity, lockShopper, totalQuantity, upsertLine } from "../modules/cart/cart.repository.ts";
import { assertBuyable, assertRoomForLine, cartItemFor, requireVariant } from "../modules/cart/cart.service.ts";
import { deleteEntry } from "../modules/wishlist/wishlist.repository.ts";

/**
 * Moves a wishlisted variant to the cart in one transaction: one is put in
 * the cart (a line that is already there keeps its quantity) and the
 * wishlist entry goes. When the variant cannot be bought (withdrawn, sold
 * out, the cart full) nothing changes and the reason is the error.
 */
export function moveToCart(
	db: Db,
	userId: number,
	variantId: number,
): Promise<{ item: CartItem; cartCount: number; message: string }> {
	return db.transaction(async (tx) => {
		await lockShopper(tx, userId);
		const variant = await requireVariant(tx, variantId);
		const existing = await lineQuantity(tx, userId, variantId);
		if (existing === null) {
			assertBuyable(variant, 1);
			await assertRoomForLine(tx, userId);
			await upsertLine(tx, userId, variantId, 1);
		}
		await deleteEntry(tx, userId, variantId);
		const item = await cartItemFor(tx, userId, variantId);
		if (!item) throw new Error("the moved line is missing");
		return { item, cartCount: await totalQuantity(tx, userId), message: messages.wishlist.moved };
	});
}
