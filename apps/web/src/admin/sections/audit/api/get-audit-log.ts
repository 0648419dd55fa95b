import type { AdminAuditQuery, AuditEntry } from "@pitara/shared";
import { useAdminList } from "../../../lib/admin-api.ts";

/** GET /api/admin/audit: one page of the log, newest first. */
export function useAuditLog(query: AdminAuditQuery) {
	return useAdminList<AuditEntry>("/audit", query);
}
