import type { MyGrievancesResponse } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { privacyKeys } from "../keys.ts";

/** POST /api/users/grievances/list: the caller's own tickets, newest first, each with its status and resolution. */
export async function getMyGrievances(signal?: AbortSignal): Promise<MyGrievancesResponse["grievances"]> {
	const data = await api.post("/users/grievances/list", {}, { signal });
	return data.grievances;
}

export const myGrievancesQuery = (userId: number) =>
	queryOptions({ queryKey: privacyKeys.myGrievances(userId), queryFn: ({ signal }) => getMyGrievances(signal) });

export function useMyGrievances(userId: number) {
	return useQuery(myGrievancesQuery(userId));
}
