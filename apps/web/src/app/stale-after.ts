import type { QueryClient } from "@tanstack/react-query";
import { cartKeys } from "../features/cart/keys.ts";
import { ordersKeys } from "../features/orders/keys.ts";
import { productsKeys } from "../features/products/keys.ts";

/**
 * What one feature's write makes stale in another's data. A feature never imports another (scripts/check-boundaries.mjs),
 * so its mutation hook takes an `onSettled`/`onSaved` and the route that composes it passes one of these: each names
 * the other feature's exported keys (features/<name>/keys.ts), never a key's strings.
 */

/** An order attempt, whatever its answer: the cart lost the ordered lines, and the orders list has one more. */
export const afterOrderAttempt = (queryClient: QueryClient) =>
	Promise.all([
		queryClient.invalidateQueries({ queryKey: cartKeys.all }),
		queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
	]);

/** A payment checked, whatever its answer: the order's payment state moved. */
export const afterPaymentCheck = (queryClient: QueryClient) =>
	queryClient.invalidateQueries({ queryKey: ordersKeys.all });

/** A review saved: the product's rating on its page and on cards moves. */
export const afterReviewSaved = (queryClient: QueryClient) =>
	queryClient.invalidateQueries({ queryKey: productsKeys.all });
