import type { AdminGiftCardDetail } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/gift-cards/{id}: balance and history. */
export function useGiftCard(id: number) {
	return useQuery({
		queryKey: adminKey("/gift-cards", id),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminGiftCardDetail }>(`/gift-cards/${id}`, undefined, signal).then((a) => a.response),
	});
}
