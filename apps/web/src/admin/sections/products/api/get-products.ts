import type { AdminProductRow, AdminProductsQuery } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/products: one page, by name or SKU, category, brand and state. */
export function useProducts(query: AdminProductsQuery) {
	return useAdminList<AdminProductRow>("/products", query);
}
