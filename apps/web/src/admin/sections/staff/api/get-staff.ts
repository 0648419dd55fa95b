import type { AdminAccount } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/staff: the members of staff. */
export function useStaffList(page: number) {
	return useAdminList<AdminAccount>("/staff", { page });
}
