import {
	availabilityProblem,
	type CartItem,
	type CartSummary,
	cartMessages,
	computeOrderAmounts,
	rupeesToPaise,
	shownStockLimit,
	toCartSummary,
} from "@pitara/shared";

/**
 * The cart as the web app caches it, and the pure changes an optimistic
 * update makes to it between a click and the server's answer. The summary
 * made here uses the shared pricing module in paise, exactly as the server
 * does; it is shown only until the refetch brings the server's own.
 */
export interface CartData {
	/** newest first, as the server answers */
	items: CartItem[];
	summary: CartSummary;
	/** the total quantity of every line (the header badge) */
	count: number;
}

/** What a button knows about a variant before it is in the cart: enough to show the line at once. */
export type CartLineTemplate = Omit<CartItem, "cart_id" | "cart_product_id" | "quantity" | "available" | "problem">;

/** Whether a line can be bought at this quantity, and why not (the server's rule and texts, from shared). */
export function lineStatus(
	line: Pick<CartItem, "stock" | "problem">,
	quantity: number,
): { available: boolean; problem: string | null } {
	// a withdrawn variant is known only by the server's word for it
	const active = line.problem !== cartMessages.noLongerAvailable;
	const problem = availabilityProblem({ active, stock: line.stock }, quantity);
	return { available: problem === null, problem };
}

/** What the available lines cost, from the shared pricing module (paise inside, rupees out). */
export function summariseItems(items: readonly CartItem[]): CartSummary {
	return toCartSummary(
		computeOrderAmounts(
			items
				.filter((item) => item.available)
				.map((item) => ({ price: rupeesToPaise(item.price), mrp: rupeesToPaise(item.mrp), quantity: item.quantity })),
		),
	);
}

function withItems(items: CartItem[]): CartData {
	return { items, summary: summariseItems(items), count: items.reduce((sum, item) => sum + item.quantity, 0) };
}

/**
 * The cart with a variant's quantity set: 0 takes the line out; a variant
 * not yet in the cart comes in first, from its template (without one the
 * cart is left as it is, and the refetch will show the line).
 */
export function applyQuantity(
	cart: CartData,
	variantId: number,
	quantity: number,
	template?: CartLineTemplate,
): CartData {
	const index = cart.items.findIndex((item) => item.product_id === variantId);
	if (quantity <= 0) {
		return index === -1 ? cart : withItems(cart.items.filter((item) => item.product_id !== variantId));
	}
	if (index === -1) {
		if (!template) return cart;
		const provisional: CartItem = {
			...template,
			// a provisional line's id is negative until the server's answer replaces it
			cart_id: -variantId,
			cart_product_id: -variantId,
			quantity,
			// the catalogue shows stock only up to a cap: until the server answers, the cap is no limit
			...lineStatus({ stock: shownStockLimit(template.stock), problem: null }, quantity),
		};
		return withItems([provisional, ...cart.items]);
	}
	const items = cart.items.map((item) =>
		item.product_id === variantId ? { ...item, quantity, ...lineStatus(item, quantity) } : item,
	);
	return withItems(items);
}

/**
 * The cart with one variant's line put back as it was (`line` null: not in
 * the cart), at its old place when it had one. Other lines are left as they
 * are, so a failed change does not undo another that is still running.
 */
export function restoreLine(cart: CartData, variantId: number, line: CartItem | null, index = 0): CartData {
	const others = cart.items.filter((item) => item.product_id !== variantId);
	if (!line) return withItems(others);
	const items = [...others];
	items.splice(Math.min(Math.max(index, 0), items.length), 0, line);
	return withItems(items);
}

/** The cart with the server's answer for one variant (its line, or null when removed). */
export function putServerLine(cart: CartData, variantId: number, line: CartItem | null): CartData {
	const index = cart.items.findIndex((item) => item.product_id === variantId);
	return restoreLine(cart, variantId, line, index === -1 ? 0 : index);
}
