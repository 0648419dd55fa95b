import type {
	AdminReturn,
	AdminReturnAction,
	AdminReturnPolicy,
	AdminReturnsSettings,
	ReturnRuleInput,
} from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey, type ListParams, useAdminList } from "../../../lib/admin-api.ts";

export const useReturns = (params: ListParams) => useAdminList<AdminReturn>("/orders/returns", params);

export function useReturn(id: number) {
	return useQuery({
		queryKey: adminKey("/orders/returns", id),
		queryFn: () => adminApi.get<{ response: AdminReturn }>(`/orders/returns/${id}`).then((a) => a.response),
	});
}

/** One staff step; the queue and the return are read again after it. */
export function useReturnAction(id: number) {
	const client = useQueryClient();
	return useMutation({
		mutationFn: (body: AdminReturnAction) =>
			adminApi.post<{ response: AdminReturn; message?: string }>(`/orders/returns/${id}/actions`, body),
		onSettled: () => client.invalidateQueries({ queryKey: adminKey("/orders/returns") }),
	});
}

export function useReturnPolicy() {
	return useQuery({
		queryKey: adminKey("/settings/return-policy"),
		queryFn: () => adminApi.get<{ response: AdminReturnPolicy }>("/settings/return-policy").then((a) => a.response),
	});
}

export function useSaveReturnRule() {
	const client = useQueryClient();
	return useMutation({
		mutationFn: (rule: ReturnRuleInput) => adminApi.put("/settings/return-policy/rules", rule),
		onSettled: () => client.invalidateQueries({ queryKey: adminKey("/settings/return-policy") }),
	});
}

export function useRemoveReturnRule() {
	const client = useQueryClient();
	return useMutation({
		mutationFn: (target: { scope: string; id: number }) =>
			adminApi.delete(`/settings/return-policy/rules/${target.scope}/${target.id}`),
		onSettled: () => client.invalidateQueries({ queryKey: adminKey("/settings/return-policy") }),
	});
}

/** The returns settings: the self-ship courier fee and the days an exchange size is held (admins). */
export function useReturnsSettings() {
	return useQuery({
		queryKey: adminKey("/settings/returns"),
		queryFn: () => adminApi.get<{ response: AdminReturnsSettings }>("/settings/returns").then((a) => a.response),
	});
}

export function useSaveReturnsSettings() {
	const client = useQueryClient();
	return useMutation({
		mutationFn: (settings: AdminReturnsSettings) => adminApi.put("/settings/returns", settings),
		onSettled: () => client.invalidateQueries({ queryKey: adminKey("/settings/returns") }),
	});
}
