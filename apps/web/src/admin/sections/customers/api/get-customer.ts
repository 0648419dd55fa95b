import type { AdminCustomerDetail } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/customers/{id}: profile, addresses and order count. */
export function useCustomer(id: number) {
	return useQuery({
		queryKey: adminKey("/customers", id),
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminCustomerDetail }>(`/customers/${id}`, undefined, signal).then((a) => a.response),
	});
}
