import type { AdminOrderRow } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/orders?user_id=: one customer's orders, newest first. */
export function useCustomerOrders(userId: number, page: number) {
	return useAdminList<AdminOrderRow>("/orders", { user_id: userId, page, page_size: 10 });
}
