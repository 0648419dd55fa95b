import type { ErasurePlan } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { privacyKeys } from "../keys.ts";

/** POST /api/users/privacy/erasure-plan: what deleting the account erases, keeps by law (until when), and what stops it. */
export async function getErasurePlan(signal?: AbortSignal): Promise<ErasurePlan> {
	const data = await api.post("/users/privacy/erasure-plan", {}, { signal });
	return data.response;
}

export const erasurePlanQuery = (userId: number) =>
	queryOptions({ queryKey: privacyKeys.erasurePlan(userId), queryFn: ({ signal }) => getErasurePlan(signal) });

export function useErasurePlan(userId: number) {
	return useQuery(erasurePlanQuery(userId));
}
