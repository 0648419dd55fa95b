import type { AdminBanner, AdminBannerCreate } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/banners (no id) or PATCH /api/admin/banners/{id} (any of the fields). */
export function useSaveBanner() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, ...body }: Partial<AdminBannerCreate> & { id?: number | undefined }) =>
			id === undefined
				? adminApi.post<{ message: string; response: AdminBanner }>("/banners", body)
				: adminApi.patch<{ message: string; response: AdminBanner }>(`/banners/${id}`, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/banners") }),
	});
}
