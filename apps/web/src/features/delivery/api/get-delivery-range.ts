import type { DeliveryRangeResponse } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "../keys.ts";

export async function getDeliveryRange(signal?: AbortSignal): Promise<DeliveryRangeResponse["response"]> {
	const data = await api.get("/delivery/range", { signal });
	return data.response;
}

/** The shop's delivery range over its zones (server-rendered with the page). */
export function useDeliveryRange() {
	return useQuery({
		queryKey: deliveryKeys.range,
		queryFn: ({ signal }) => getDeliveryRange(signal),
		staleTime: 5 * 60 * 1000,
	});
}
