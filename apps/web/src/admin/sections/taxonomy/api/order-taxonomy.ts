import type { TaxonomyKind } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** PUT /api/admin/taxonomy/{kind}/order: every sibling once, in the new order. */
export function useOrderTaxonomy(kind: TaxonomyKind) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (ids: number[]) =>
			adminApi.put<{ message: string; response: number[] }>(`/taxonomy/${kind}/order`, { ids }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/taxonomy") }),
	});
}
