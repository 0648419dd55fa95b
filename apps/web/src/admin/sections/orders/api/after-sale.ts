import type { CancellationResponse } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** A refund of the order as GET /api/admin/orders/{id}/refunds answers it (rupees). */
export interface AdminRefund {
	refund_id: number;
	order_id: number;
	instrument: string;
	amount: number;
	status: string;
	gateway_refund_id: string | null;
	failure_reason: string | null;
	can_retry: boolean;
	created_at: string;
}

/** GET /api/admin/orders/{id}/refunds: every refund of the order with its status. */
export function useOrderRefunds(orderId: number) {
	return useQuery({
		queryKey: adminKey("/orders", orderId, "refunds"),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminRefund[] }>(`/orders/${orderId}/refunds`, undefined, signal)
				.then((a) => a.response),
	});
}

/** The order, its refunds and the lists are read again after an after-sale action. */
function useRefetchOrder(orderId: number) {
	const queryClient = useQueryClient();
	return () =>
		Promise.all([
			queryClient.invalidateQueries({ queryKey: adminKey("/orders") }),
			queryClient.invalidateQueries({ queryKey: adminKey("/orders", orderId) }),
			queryClient.invalidateQueries({ queryKey: adminKey("/dashboard") }),
		]);
}

/** POST /api/admin/orders/{id}/cancellations: units of one line cancelled by the staff, with a reason (audited). */
export function useCancelLine(orderId: number) {
	const refetch = useRefetchOrder(orderId);
	return useMutation({
		mutationFn: (input: { orderItemId: number; quantity: number; reason: string }) =>
			adminApi.post<CancellationResponse>(`/orders/${orderId}/cancellations`, {
				items: [{ order_item_id: input.orderItemId, quantity: input.quantity }],
				reason: input.reason,
			}),
		onSettled: refetch,
	});
}

/** POST /api/admin/orders/refunds/{id}/retry: ask the gateway again for a failed refund (audited). */
export function useRetryRefund(orderId: number) {
	const refetch = useRefetchOrder(orderId);
	return useMutation({
		mutationFn: (refundId: number) => adminApi.post<{ message: string }>(`/orders/refunds/${refundId}/retry`, {}),
		onSettled: refetch,
	});
}
