import type { TrackingEntry } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** POST /api/order/tracker/fetch: an order's tracking entries, oldest first. */
export async function getTracking(orderId: number, signal?: AbortSignal): Promise<TrackingEntry[]> {
	const data = await api.post("/order/tracker/fetch", { order_id: orderId }, { signal });
	return data.response;
}

export const trackingQuery = (orderId: number) =>
	queryOptions({
		queryKey: ordersKeys.tracking(orderId),
		queryFn: ({ signal }) => getTracking(orderId, signal),
		staleTime: 15_000,
	});

export function useTracking(orderId: number | null) {
	return useQuery({ ...trackingQuery(orderId ?? 0), enabled: orderId !== null });
}
