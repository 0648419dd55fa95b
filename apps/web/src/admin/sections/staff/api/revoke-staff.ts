import type { AdminAccount } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** DELETE /api/admin/staff/{id}: takes a member of staff's rights away. */
export function useRevokeStaff() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (userId: number) => adminApi.delete<{ message: string; response: AdminAccount }>(`/staff/${userId}`),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/staff") }),
	});
}
