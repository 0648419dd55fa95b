import type { AdminPromo } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/promo-codes: one page, by part of the code. */
export function usePromoCodes(query: { page: number; q?: string | undefined }) {
	return useAdminList<AdminPromo>("/promo-codes", query);
}
