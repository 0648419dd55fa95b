import type { AdminShipment, AdminShipmentCreate } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/orders/{id}/shipments: an order's parcels. */
export function useOrderShipments(orderId: number) {
	return useQuery({
		queryKey: adminKey("/orders", orderId, "shipments"),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminShipment[] }>(`/orders/${orderId}/shipments`, undefined, signal)
				.then((a) => a.response),
		// a courier booking finishes in the background: look again while one is under way
		refetchInterval: (query) => (query.state.data?.some((shipment) => shipment.status === "booking") ? 2_000 : false),
	});
}

/** GET /api/admin/shipments?queue=: ready (to print and hand over), ndr, failed, moving. */
export function useShipmentQueue(queue: "ready" | "ndr" | "failed" | "moving") {
	return useQuery({
		queryKey: adminKey("/shipments", queue),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminShipment[] }>("/shipments", { queue }, signal).then((a) => a.response),
	});
}

function useRefresh(orderId: number) {
	const queryClient = useQueryClient();
	return () =>
		Promise.all([
			queryClient.invalidateQueries({ queryKey: adminKey("/orders") }),
			queryClient.invalidateQueries({ queryKey: adminKey("/shipments") }),
			queryClient.invalidateQueries({ queryKey: adminKey("/orders", orderId, "shipments") }),
		]);
}

/** POST /api/admin/orders/{id}/shipments */
export function useBookShipment(orderId: number) {
	const refresh = useRefresh(orderId);
	return useMutation({
		mutationFn: (body: AdminShipmentCreate) =>
			adminApi.post<{ response: AdminShipment }>(`/orders/${orderId}/shipments`, body),
		onSettled: refresh,
	});
}

/** POST /api/admin/shipments/{id}/scans: the staff's own scan. */
export function useShipmentScan(orderId: number) {
	const refresh = useRefresh(orderId);
	return useMutation({
		mutationFn: ({ id, status }: { id: number; status: string }) => adminApi.post(`/shipments/${id}/scans`, { status }),
		onSettled: refresh,
	});
}

/** POST /api/admin/shipments/{id}/retry */
export function useRetryBooking(orderId: number) {
	const refresh = useRefresh(orderId);
	return useMutation({
		mutationFn: (id: number) => adminApi.post(`/shipments/${id}/retry`),
		onSettled: refresh,
	});
}
