import type { AdminBulkOrderStatusResult, AdminTaxDocumentRow } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/orders/{id}/documents: the order's tax invoice and credit notes, in the order issued. */
export function useOrderDocuments(orderId: number) {
	return useQuery({
		queryKey: adminKey("/orders", orderId, "documents"),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminTaxDocumentRow[] }>(`/orders/${orderId}/documents`, undefined, signal)
				.then((answer) => answer.response),
	});
}

/** The path of one of an order's documents as a PDF (view, or `download`). */
export const documentPdfPath = (orderId: number, number: string, download = false) =>
	`/orders/${orderId}/document.pdf?number=${encodeURIComponent(number)}${download ? "&download=true" : ""}`;

/** POST /api/admin/orders/{id}/documents/send: e-mails the document again (through the outbox). */
export function useSendDocument(orderId: number) {
	return useMutation({
		mutationFn: (body: { number: string; to?: string }) =>
			adminApi
				.post<{ response: { to: string; number: string } }>(`/orders/${orderId}/documents/send`, body)
				.then((answer) => answer.response),
	});
}

/** POST /api/admin/orders/bulk/status: many orders moved at once, each one's outcome answered. */
export function useBulkOrderStatus() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: { order_ids: number[]; status: "Shipped" | "Delivered" }) =>
			adminApi.post<{ response: AdminBulkOrderStatusResult }>("/orders/bulk/status", body).then((a) => a.response),
		onSettled: async () => {
			await Promise.all([
				queryClient.invalidateQueries({ queryKey: adminKey("/orders") }),
				queryClient.invalidateQueries({ queryKey: adminKey("/dashboard") }),
			]);
		},
	});
}
