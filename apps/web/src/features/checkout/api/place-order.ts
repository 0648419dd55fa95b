import type { CreateOrderRequest, CreateOrderResponse } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /api/order/create with the checkout attempt's Idempotency-Key: a
 * double tap, or a retry after a lost answer, gets the first order back
 * instead of a second one.
 */
export function placeOrder(body: CreateOrderRequest, idempotencyKey: string): Promise<CreateOrderResponse> {
	return api.post("/order/create", body, { headers: { "idempotency-key": idempotencyKey } });
}

/** `onSettled` is what the order makes stale elsewhere (the cart, the orders list), which the app composes (app/stale-after.ts). */
export function usePlaceOrder({ onSettled }: { onSettled?: () => Promise<unknown> } = {}) {
	return useMutation({
		mutationFn: ({ body, idempotencyKey }: { body: CreateOrderRequest; idempotencyKey: string }) =>
			placeOrder(body, idempotencyKey),
		// the cart lost the ordered lines and stock changed, whatever the answer was
		onSettled,
	});
}
