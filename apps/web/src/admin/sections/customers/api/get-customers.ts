import type { AdminCustomerRow, AdminCustomersQuery } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/customers: one page, searched by phone, name or e-mail. */
export function useCustomers(query: AdminCustomersQuery) {
	return useAdminList<AdminCustomerRow>("/customers", query);
}
