import type { ProfileResponse, ProfileUpdateRequest } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { updateSessionUser } from "../../../lib/session.ts";
import { profileQuery } from "./get-profile.ts";

export function updateProfile(body: ProfileUpdateRequest): Promise<ProfileResponse> {
	return api.post("/users/profile-update", body);
}

/** Saves the profile and keeps the stored user (the header's greeting) in step. */
export function useUpdateProfile() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateProfile,
		onSuccess: (data) => {
			queryClient.setQueryData(profileQuery(data.response.user_id).queryKey, data.response);
			updateSessionUser(data.response);
		},
	});
}
