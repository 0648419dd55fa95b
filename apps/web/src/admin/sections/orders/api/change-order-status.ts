import type { OrderResponse, OrderStatus } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/orders/{id}/status: the order list, the order and the dashboard are fetched again. */
export function useChangeOrderStatus(orderId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (status: OrderStatus) => adminApi.post<OrderResponse>(`/orders/${orderId}/status`, { status }),
		onSettled: async () => {
			await Promise.all([
				queryClient.invalidateQueries({ queryKey: adminKey("/orders") }),
				queryClient.invalidateQueries({ queryKey: adminKey("/dashboard") }),
			]);
		},
	});
}
