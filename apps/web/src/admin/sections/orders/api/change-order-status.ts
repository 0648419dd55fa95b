import type { OrderResponse, OrderStatus } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

export interface OrderStatusChange {
	status: OrderStatus;
	/** the owner confirms a credit note after Section 34(2)'s deadline (decision 058); kept in the audit entry */
	confirmLateCreditNote?: boolean;
}

/** POST /api/admin/orders/{id}/status: the order list, the order and the dashboard are fetched again. */
export function useChangeOrderStatus(orderId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ status, confirmLateCreditNote }: OrderStatusChange) =>
			adminApi.post<OrderResponse>(`/orders/${orderId}/status`, {
				status,
				...(confirmLateCreditNote ? { confirm_late_credit_note: true } : {}),
			}),
		onSettled: async () => {
			await Promise.all([
				queryClient.invalidateQueries({ queryKey: adminKey("/orders") }),
				queryClient.invalidateQueries({ queryKey: adminKey("/dashboard") }),
			]);
		},
	});
}
