import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** DELETE /api/admin/product-images/{id}. */
export function useRemovePicture() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id: number) => adminApi.delete<{ message: string }>(`/product-images/${id}`),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/products") }),
	});
}
