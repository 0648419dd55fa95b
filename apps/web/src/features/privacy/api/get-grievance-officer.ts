import type { GrievanceOfficer } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { privacyKeys } from "../keys.ts";

/** GET /api/grievance-officer: the officer's name, e-mail and phone, or null until the shop names one. */
export async function getGrievanceOfficer(signal?: AbortSignal): Promise<GrievanceOfficer | null> {
	const data = await api.get("/grievance-officer", { signal });
	return data.response;
}

export const grievanceOfficerQuery = () =>
	queryOptions({ queryKey: privacyKeys.officer, queryFn: ({ signal }) => getGrievanceOfficer(signal) });

export function useGrievanceOfficer() {
	return useQuery(grievanceOfficerQuery());
}
