import type { AdminBulkReport, AdminBulkRequest } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../lib/admin-api.ts";

/** POST /api/admin/products/bulk: dry_run answers the changes (before → after); otherwise applies them. */
export function useBulkProducts() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: AdminBulkRequest) =>
			adminApi.post<{ message?: string; response: AdminBulkReport }>("/products/bulk", body),
		onSuccess: (_answer, body) => {
			if (body.dry_run === false) void queryClient.invalidateQueries();
		},
	});
}
