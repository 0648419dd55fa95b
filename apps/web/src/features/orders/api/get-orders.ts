import type { Order } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** POST /api/order/fetch/all: the shopper's orders, newest first. */
export async function getOrders(userId: number, signal?: AbortSignal): Promise<Order[]> {
	const data = await api.post("/order/fetch/all", { user_id: userId }, { signal });
	return data.response;
}

export const ordersQueryKey = ordersKeys.list;

export const ordersQuery = (userId: number) =>
	queryOptions({
		queryKey: ordersQueryKey(userId),
		queryFn: ({ signal }) => getOrders(userId, signal),
	});

export function useOrders(userId: number) {
	return useQuery(ordersQuery(userId));
}
