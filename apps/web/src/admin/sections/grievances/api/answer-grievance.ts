import type { AdminGrievance } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

export type GrievanceAction = "acknowledge" | "resolve";

/** POST /api/admin/grievances/{id}/acknowledge or /resolve, with the note the shopper reads (audited). */
export function useAnswerGrievance() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, action, note }: { id: number; action: GrievanceAction; note: string }) =>
			adminApi.post<{ message: string; response: AdminGrievance }>(`/grievances/${id}/${action}`, { note }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/grievances") }),
	});
}
