import type { AdminGrievance } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/grievances: oldest first, the open ones unless all are asked for, each with its clock. */
export function useGrievances(page: number, all: boolean) {
	return useAdminList<AdminGrievance>("/grievances", { page, page_size: 25, state: all ? "all" : undefined });
}
