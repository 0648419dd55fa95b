import { cartMessages, catalogMessages } from "./messages.ts";

/**
 * Why `quantity` of a variant cannot be bought, or null when it can: it was
 * withdrawn, it is sold out, or fewer are left than asked for. The server
 * answers it on every cart line and wishlist entry; the web app applies it to
 * a line while an optimistic change waits for that answer.
 */
export function availabilityProblem(variant: { active: boolean; stock: number }, quantity = 1): string | null {
	if (!variant.active) return cartMessages.noLongerAvailable;
	if (variant.stock <= 0) return catalogMessages.outOfStock;
	if (quantity > variant.stock) return cartMessages.onlyLeft(variant.stock);
	return null;
}
