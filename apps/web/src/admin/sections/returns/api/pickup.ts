import type { AdminReturnPickupCreate, AdminShipment } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/orders/returns/{id}/pickup: the return's pickup parcel (issue 25, decision 055), or null. */
export function useReturnPickup(returnId: number) {
	return useQuery({
		queryKey: adminKey("/orders/returns", returnId, "pickup"),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminShipment | null }>(`/orders/returns/${returnId}/pickup`, undefined, signal)
				.then((a) => a.response),
		// a courier booking finishes in the background: look again while one is under way
		refetchInterval: (query) => (query.state.data?.status === "booking" ? 2_000 : false),
	});
}

function useRefresh() {
	const client = useQueryClient();
	return () =>
		Promise.all([
			client.invalidateQueries({ queryKey: adminKey("/orders/returns") }),
			client.invalidateQueries({ queryKey: adminKey("/orders") }),
			client.invalidateQueries({ queryKey: adminKey("/shipments") }),
		]);
}

/** POST /api/admin/orders/returns/{id}/pickup: book the pickup (manual: the courier and AWB; or Shiprocket). */
export function useBookReturnPickup(returnId: number) {
	const refresh = useRefresh();
	return useMutation({
		mutationFn: (body: AdminReturnPickupCreate) =>
			adminApi.post<{ response: AdminShipment; message?: string }>(`/orders/returns/${returnId}/pickup`, body),
		onSettled: refresh,
	});
}

/** POST /api/admin/shipments/{id}/scans: the staff's own scan of a manual pickup. */
export function usePickupScan() {
	const refresh = useRefresh();
	return useMutation({
		mutationFn: ({ id, status }: { id: number; status: string }) => adminApi.post(`/shipments/${id}/scans`, { status }),
		onSettled: refresh,
	});
}
