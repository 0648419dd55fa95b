import type { AdminOrderRow, AdminOrdersQuery } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/orders: one page of orders with the list's filters. */
export function useOrders(query: AdminOrdersQuery) {
	return useAdminList<AdminOrderRow>("/orders", query);
}
