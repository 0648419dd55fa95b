import type { AdminTaxonomyItem, AdminTaxonomyUpdate, TaxonomyKind } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** PATCH /api/admin/taxonomy/{kind}/{id}: rename, show or hide. */
export function useUpdateTaxonomyItem(kind: TaxonomyKind) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, ...body }: AdminTaxonomyUpdate & { id: number }) =>
			adminApi.patch<{ message: string; response: AdminTaxonomyItem }>(`/taxonomy/${kind}/${id}`, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/taxonomy") }),
	});
}
