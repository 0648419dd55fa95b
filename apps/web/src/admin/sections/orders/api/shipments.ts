import type { AdminShipment, AdminShipmentCreate, AdminShipmentManual, CodConfirmation } from "@pitara/shared";
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

/** GET /api/admin/shipments?queue=: ready (to print and hand over), ndr, failed, moving, rto (coming back). */
export function useShipmentQueue(queue: "ready" | "ndr" | "failed" | "moving" | "rto") {
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

/** POST /api/admin/shipments/{id}/manual: a failed courier booking booked by hand instead. */
export function useSwitchToManual(orderId: number) {
	const refresh = useRefresh(orderId);
	return useMutation({
		mutationFn: ({ id, ...body }: { id: number } & AdminShipmentManual) =>
			adminApi.post<{ response: AdminShipment }>(`/shipments/${id}/manual`, body),
		onSettled: refresh,
	});
}

/** POST /api/admin/shipments/{id}/rto: send a parcel back (after the staff's confirmation). */
export function useReturnToOrigin(orderId: number) {
	const refresh = useRefresh(orderId);
	return useMutation({
		mutationFn: (id: number) => adminApi.post(`/shipments/${id}/rto`, { confirm: true }),
		onSettled: refresh,
	});
}

/** POST /api/admin/shipments/{id}/receive: a returned parcel received and inspected. */
export function useReceiveReturned(orderId: number) {
	const refresh = useRefresh(orderId);
	return useMutation({
		mutationFn: ({ id, condition }: { id: number; condition: "restocked" | "damaged" }) =>
			adminApi.post(`/shipments/${id}/receive`, { condition }),
		onSettled: refresh,
	});
}

/** GET /api/admin/orders/{id}/cod-confirmation */
export function useOrderCodConfirmation(orderId: number) {
	return useQuery({
		queryKey: adminKey("/orders", orderId, "cod-confirmation"),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: CodConfirmation | null }>(`/orders/${orderId}/cod-confirmation`, undefined, signal)
				.then((a) => a.response),
	});
}

/** POST /api/admin/orders/{id}/cod-confirmation: confirm or cancel for the shopper, after a call. */
export function useDecideCodForShopper(orderId: number) {
	const refresh = useRefresh(orderId);
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (action: "confirm" | "cancel") => adminApi.post(`/orders/${orderId}/cod-confirmation`, { action }),
		onSettled: () =>
			Promise.all([
				refresh(),
				queryClient.invalidateQueries({ queryKey: adminKey("/orders", orderId, "cod-confirmation") }),
			]),
	});
}
