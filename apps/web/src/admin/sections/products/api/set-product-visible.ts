import type { AdminProductDetail } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** PATCH /api/admin/products/{id}: show on the storefront or hide. */
export function useSetProductVisible(id: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (active: boolean) =>
			adminApi.patch<{ message: string; response: AdminProductDetail }>(`/products/${id}`, { active }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/products") }),
	});
}
