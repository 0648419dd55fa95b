import type { AdminContactThread } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/contact-messages/unhandled-count: the navigation's badge, looked at again every minute. */
export function useUnhandledCount(): number | undefined {
	return useQuery({
		queryKey: adminKey("/contact-messages", "unhandled-count"),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: { count: number } }>("/contact-messages/unhandled-count", undefined, signal)
				.then((answer) => answer.response.count),
		refetchInterval: 60_000,
	}).data;
}

/** GET /api/admin/contact-messages/{id}: the message, its replies, and the customer and orders it matches. */
export function useContactThread(id: number) {
	return useQuery({
		queryKey: adminKey("/contact-messages", id),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminContactThread }>(`/contact-messages/${id}`, undefined, signal)
				.then((answer) => answer.response),
	});
}

/** POST /api/admin/contact-messages/{id}/replies: the reply is e-mailed (through the outbox) and joins the thread. */
export function useReply(id: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ body, textCustomer = false }: { body: string; textCustomer?: boolean }) =>
			adminApi
				.post<{ response: AdminContactThread }>(`/contact-messages/${id}/replies`, {
					body,
					text_customer: textCustomer,
				})
				.then((answer) => answer.response),
		onSuccess: async (thread) => {
			queryClient.setQueryData(adminKey("/contact-messages", id), thread);
			await queryClient.invalidateQueries({ queryKey: adminKey("/contact-messages") });
		},
	});
}
