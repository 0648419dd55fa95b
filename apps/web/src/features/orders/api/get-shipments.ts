import type { OrderShipment } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** POST /api/order/shipments/fetch: an order's parcels (courier, AWB, scans, expected date). */
export async function getShipments(orderId: number, signal?: AbortSignal): Promise<OrderShipment[]> {
	const data = await api.post("/order/shipments/fetch", { order_id: orderId }, { signal });
	return data.response;
}

export const shipmentsQuery = (orderId: number) =>
	queryOptions({
		queryKey: ordersKeys.shipments(orderId),
		queryFn: ({ signal }) => getShipments(orderId, signal),
		staleTime: 15_000,
	});

export function useShipments(orderId: number | null) {
	return useQuery({ ...shipmentsQuery(orderId ?? 0), enabled: orderId !== null });
}
