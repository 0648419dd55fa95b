import { type CartItem, messages } from "@pitara/shared";
import type { Db } from "../db/client.ts";
import { lockUser } from "../modules/accounts/index.ts";
import { putOneInCart } from "../modules/cart/index.ts";
import { removeFromWishlist } from "../modules/wishlist/index.ts";

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
		await lockUser(tx, userId);
		const { item, cartCount } = await putOneInCart(tx, userId, variantId);
		await removeFromWishlist(tx, userId, variantId);
		return { item, cartCount, message: messages.wishlist.moved };
	});
}
