import type { AdminGiftCard } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** PATCH /api/admin/gift-cards/{id}: switch a card off or on. */
export function useSetGiftCardActive(id: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (active: boolean) =>
			adminApi.patch<{ message: string; response: AdminGiftCard }>(`/gift-cards/${id}`, { active }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/gift-cards") }),
	});
}
