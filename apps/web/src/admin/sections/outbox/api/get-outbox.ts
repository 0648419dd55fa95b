import type { AdminOutbox, OutboxEntryState } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/outbox?state=: the entries in one state with their attempts, and how many are in each. */
export function useOutbox(state: OutboxEntryState) {
	return useQuery({
		queryKey: adminKey("/outbox", state),
		queryFn: () => adminApi.get<{ response: AdminOutbox }>(`/outbox?state=${state}`).then((answer) => answer.response),
	});
}
