import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** DELETE /api/admin/banners/{id}. */
export function useDeleteBanner() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id: number) => adminApi.delete<{ message: string }>(`/banners/${id}`),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/banners") }),
	});
}
