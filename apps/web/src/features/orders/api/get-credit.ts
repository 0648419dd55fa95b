import type { CreditResponse } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** GET /api/account/credit: the shopper's Pitara Credit balance and ledger. */
export async function getCredit(signal?: AbortSignal): Promise<CreditResponse["response"]> {
	return (await api.get("/account/credit", { signal })).response;
}

export function useCredit(userId: number) {
	return useQuery({ queryKey: ordersKeys.credit(userId), queryFn: ({ signal }) => getCredit(signal) });
}
