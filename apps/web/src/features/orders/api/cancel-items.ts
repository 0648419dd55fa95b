import type { CancellationRequest, CancellationResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** POST /api/orders/{id}/cancellations/preview: what cancelling these items would do; nothing changes. */
export function previewCancellation(orderId: number, body: CancellationRequest): Promise<CancellationResponse> {
	return api.post(`/orders/${orderId}/cancellations/preview`, body);
}

/** POST /api/orders/{id}/cancellations with one Idempotency-Key per confirmation (a repeat answers the first). */
export function cancelItems(orderId: number, body: CancellationRequest, key: string): Promise<CancellationResponse> {
	return api.post(`/orders/${orderId}/cancellations`, body, { headers: { "Idempotency-Key": key } });
}

export function usePreviewCancellation() {
	return useMutation({
		mutationFn: (input: { orderId: number; body: CancellationRequest }) =>
			previewCancellation(input.orderId, input.body),
	});
}

export function useCancelItems() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input: { orderId: number; body: CancellationRequest; key: string }) =>
			cancelItems(input.orderId, input.body, input.key),
		onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
	});
}

/** A fresh Idempotency-Key for one confirmation. */
export function newCancellationKey(): string {
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
