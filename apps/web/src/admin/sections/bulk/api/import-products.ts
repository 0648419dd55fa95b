import type { AdminProductImportReport } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/products/import?dry_run=: the CSV itself as the body; the report of every line. */
export function useImportProducts() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
			adminApi.upload<{ message: string; response: AdminProductImportReport }>(
				"/products/import",
				new Blob([csv], { type: "text/csv" }),
				{ dry_run: String(dryRun) },
			),
		onSuccess: (answer) => {
			if (answer.response.applied) return queryClient.invalidateQueries({ queryKey: adminKey("/products") });
		},
	});
}
