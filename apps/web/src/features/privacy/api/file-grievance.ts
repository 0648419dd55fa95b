import type { GrievanceRequest, GrievanceResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/grievances: answers the ticket number at once. */
export function fileGrievance(body: GrievanceRequest): Promise<GrievanceResponse> {
	return api.post("/grievances", body);
}

export function useFileGrievance() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: fileGrievance,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ["privacy", "grievances"] }),
	});
}
