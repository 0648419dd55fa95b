import type { AdminAccount, AdminGrantStaff } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** POST /api/admin/staff: makes the registered customer with this phone staff. */
export function useGrantStaff() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: AdminGrantStaff) => adminApi.post<{ message: string; response: AdminAccount }>("/staff", body),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/staff") }),
	});
}
