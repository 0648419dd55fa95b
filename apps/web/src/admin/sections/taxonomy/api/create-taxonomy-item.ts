import type { AdminTaxonomyCreate, AdminTaxonomyItem, TaxonomyKind } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/taxonomy/{kind}. */
export function useCreateTaxonomyItem(kind: TaxonomyKind) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: AdminTaxonomyCreate) =>
			adminApi.post<{ message: string; response: AdminTaxonomyItem }>(`/taxonomy/${kind}`, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/taxonomy") }),
	});
}
