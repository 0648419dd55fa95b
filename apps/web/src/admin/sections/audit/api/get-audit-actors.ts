import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

interface AuditActors {
	response: { actor_id: number | null; actor_name: string }[];
}

/** GET /api/admin/audit/actors: who appears in the log, for its filter. */
export function useAuditActors() {
	return useQuery({
		queryKey: adminKey("/audit/actors"),
		queryFn: () => adminApi.get<AuditActors>("/audit/actors").then((answer) => answer.response),
	});
}
