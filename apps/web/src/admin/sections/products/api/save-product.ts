import type { AdminProductDetail, AdminProductInput } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/products (no id) or PUT /api/admin/products/{id}. */
export function useSaveProduct(id: number | undefined) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: AdminProductInput) =>
			id === undefined
				? adminApi.post<{ message: string; response: AdminProductDetail }>("/products", body)
				: adminApi.put<{ message: string; response: AdminProductDetail }>(`/products/${id}`, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/products") }),
	});
}
