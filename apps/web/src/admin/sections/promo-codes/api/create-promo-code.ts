import type { AdminPromo, AdminPromoCreate } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/promo-codes. */
export function useCreatePromoCode() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: AdminPromoCreate) =>
			adminApi.post<{ message: string; response: AdminPromo }>("/promo-codes", body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/promo-codes") }),
	});
}
