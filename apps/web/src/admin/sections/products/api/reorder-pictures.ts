import type { AdminProductImage } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** PUT /api/admin/variants/{id}/images/order: every picture's id once, the first is the card's. */
export function useReorderPictures(variantId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (ids: number[]) =>
			adminApi.put<{ message: string; response: AdminProductImage[] }>(`/variants/${variantId}/images/order`, { ids }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/products") }),
	});
}
