import type { ContactMessage } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** PATCH /api/admin/contact-messages/{id}: handled (read) or not. */
export function useMarkMessage() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
			adminApi.patch<{ message: string; response: ContactMessage }>(`/contact-messages/${id}`, { read: handled }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/contact-messages") }),
	});
}
