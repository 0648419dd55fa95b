import type { AdminAccount, AdminStaffRole } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** PATCH /api/admin/staff/{id}: gives a member of staff another role. */
export function useChangeStaffRole() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ userId, ...body }: AdminStaffRole & { userId: number }) =>
			adminApi.patch<{ message: string; response: AdminAccount }>(`/staff/${userId}`, body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/staff") }),
	});
}
