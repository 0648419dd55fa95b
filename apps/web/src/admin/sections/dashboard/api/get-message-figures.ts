import type { AdminMessageFigures } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

/** GET /api/admin/dashboard/messages: messages this month per channel, refusals, shoppers waiting for stock. */
export function useMessageFigures() {
	return useQuery<AdminMessageFigures>({
		queryKey: adminKey("/dashboard/messages"),
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminMessageFigures }>("/dashboard/messages", undefined, signal)
				.then((answer) => answer.response),
		refetchInterval: 60_000,
	});
}
