import type { AdminGiftCard, AdminGiftCardCreate } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/gift-cards. */
export function useIssueGiftCard() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: AdminGiftCardCreate) =>
			adminApi.post<{ message: string; response: AdminGiftCard }>("/gift-cards", body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/gift-cards") }),
	});
}
