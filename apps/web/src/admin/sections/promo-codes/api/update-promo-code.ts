import type { AdminPromo, AdminPromoUpdate } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** PATCH /api/admin/promo-codes/{id}. */
export function useUpdatePromoCode() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, ...body }: AdminPromoUpdate & { id: number }) =>
			adminApi.patch<{ message: string; response: AdminPromo }>(`/promo-codes/${id}`, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/promo-codes") }),
	});
}
