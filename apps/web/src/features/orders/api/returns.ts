import type { OrderReturns, ReturnRequest, ReturnResponse } from "@pitara/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** GET /api/orders/{id}/returns: the order's returns and what each line may still do (decision 047). */
export async function getOrderReturns(orderId: number, signal?: AbortSignal): Promise<OrderReturns> {
	return (await api.get(`/orders/${orderId}/returns`, { signal })).response;
}

export const orderReturnsQuery = (orderId: number) =>
	queryOptions({
		queryKey: ordersKeys.returns(orderId),
		queryFn: ({ signal }) => getOrderReturns(orderId, signal),
	});

export function useOrderReturns(orderId: number) {
	return useQuery(orderReturnsQuery(orderId));
}

/** POST /api/orders/{id}/returns with one Idempotency-Key per request (a repeat answers the first). */
export function useRequestReturn() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input: { orderId: number; body: ReturnRequest; key: string }): Promise<ReturnResponse> =>
			api.post(`/orders/${input.orderId}/returns`, input.body, { headers: { "Idempotency-Key": input.key } }),
		onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
	});
}

/** POST /api/orders/{id}/returns/{return_id}/cancel: the shopper calls off their return (the server decides whether it may). */
export function useCancelReturn() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input: { orderId: number; returnId: number }): Promise<ReturnResponse> =>
			api.post(`/orders/${input.orderId}/returns/${input.returnId}/cancel`, {}),
		onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
	});
}

/** POST /api/returns/photos: the picture itself as the body; answers its address for the request's `photos`. */
export async function uploadReturnPhoto(file: Blob): Promise<string> {
	return (await api.post("/returns/photos", file)).response.photo;
}
