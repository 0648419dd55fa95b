import type { AdminOrderDetail } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/orders/{id}: the order with everything the staff need to handle it. */
export function useOrder(id: number) {
	return useQuery({
		queryKey: adminKey("/orders", id),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminOrderDetail }>(`/orders/${id}`, undefined, signal).then((a) => a.response),
	});
}
