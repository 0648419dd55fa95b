import type { DeliveryPromise } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "../keys.ts";

export async function getDeliveryPromise(pincode: string, signal?: AbortSignal): Promise<DeliveryPromise> {
	const data = await api.get(`/delivery/promise?pincode=${encodeURIComponent(pincode)}`, {
		signal,
	});
	return data.response;
}

/** The promise for a complete pincode (null: nothing asked yet). */
export function useDeliveryPromise(pincode: string | null) {
	return useQuery({
		queryKey: deliveryKeys.promise(pincode),
		queryFn: ({ signal }) => getDeliveryPromise(pincode ?? "", signal),
		enabled: pincode !== null,
		retry: false,
		staleTime: 5 * 60 * 1000,
	});
}
