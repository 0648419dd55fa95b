import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/outbox/{id}/retry: a dead entry goes back for delivery (audited). */
export function useRetryOutboxEntry() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id: string) => adminApi.post<{ message: string }>(`/outbox/${id}/retry`, {}),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/outbox") }),
	});
}
