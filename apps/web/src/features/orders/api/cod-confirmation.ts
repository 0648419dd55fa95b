import type { CodConfirmation, PaymentStart } from "@pitara/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** POST /api/order/cod-confirmation/fetch: a COD order's confirmation (null when it needs none). */
export async function getCodConfirmation(orderId: number, signal?: AbortSignal): Promise<CodConfirmation | null> {
	const data = await api.post("/order/cod-confirmation/fetch", { order_id: orderId }, { signal });
	return data.response;
}

export const codConfirmationQuery = (orderId: number) =>
	queryOptions({
		queryKey: ordersKeys.codConfirmation(orderId),
		queryFn: ({ signal }) => getCodConfirmation(orderId, signal),
		staleTime: 15_000,
	});

export function useCodConfirmation(orderId: number, enabled: boolean) {
	return useQuery({ ...codConfirmationQuery(orderId), enabled });
}

/** POST /api/order/cod-confirmation/decide: confirm or cancel. */
export function useDecideCod() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input: { orderId: number; action: "confirm" | "cancel" }) =>
			api.post("/order/cod-confirmation/decide", { order_id: input.orderId, action: input.action }),
		onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
	});
}

/** POST /api/order/cod-confirmation/pay: a payment attempt at the reduced, prepaid amount. */
export function usePayCodOnline() {
	return useMutation({
		mutationFn: async (orderId: number): Promise<PaymentStart> =>
			(await api.post("/order/cod-confirmation/pay", { order_id: orderId })).response,
	});
}
