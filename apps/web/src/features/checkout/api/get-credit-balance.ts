import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * GET /api/account/credit, as the checkout reads it: the shopper's Pitara Credit balance (rupees). Read afresh on
 * every visit to the checkout (an order or a refund elsewhere changes it); its own small fetch so that the
 * checkout's chunk shares no new chunk with the credit page (every shared chunk's name is in every page's first load).
 */
export function useCreditBalance(userId: number) {
	return useQuery({
		queryKey: ["checkout", "credit", userId],
		queryFn: async ({ signal }) => (await api.get("/account/credit", { signal })).response.balance,
		refetchOnMount: "always",
	});
}
