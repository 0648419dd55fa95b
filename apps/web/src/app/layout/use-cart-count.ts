import { useCartCount as useCartQuantity } from "../../features/cart/api/get-cart.ts";

/**
 * The header badge's number: the total quantity in the logged-in shopper's
 * cart (0 when logged out), from the same cached cart query the product
 * buttons and /cart change, so it follows every change at once on every page.
 */
export function useCartCount(): number {
	return useCartQuantity();
}
