import type { OrderResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** POST /api/order/cancel: the shopper cancels their own Pending order. */
export function cancelOrder(orderId: number): Promise<OrderResponse> {
	return api.post("/order/cancel", { order_id: orderId });
}

export function useCancelOrder() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: cancelOrder,
		// the order list, its tracking, and the stock shown in the catalogue all change
		onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
	});
}
