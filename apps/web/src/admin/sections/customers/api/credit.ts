import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

export interface AdminCredit {
	balance: number;
	entries: { id: number; kind: string; amount: number; reason: string; order_id: number | null; created_at: string }[];
}

/** GET /api/admin/customers/{id}/credit: the customer's Pitara Credit balance and ledger. */
export function useCustomerCredit(userId: number) {
	return useQuery({
		queryKey: adminKey("/customers", userId, "credit"),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminCredit }>(`/customers/${userId}/credit`, undefined, signal).then((a) => a.response),
	});
}

/** POST /api/admin/customers/{id}/credit: grant or claw back credit with a reason (audited; admins only). */
export function useChangeCredit(userId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input: { kind: "grant" | "clawback"; amount: number; reason: string }) =>
			adminApi.post<{ response: { balance: number } }>(`/customers/${userId}/credit`, input),
		onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey("/customers", userId, "credit") }),
	});
}
