import type { AdminProductImage } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** PATCH /api/admin/product-images/{id}: what a screen reader says for the picture. */
export function useSetPictureAlt() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, alt }: { id: number; alt: string }) =>
			adminApi.patch<{ message: string; response: AdminProductImage }>(`/product-images/${id}`, { alt }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/products") }),
	});
}
