import type { ValidateOtpRequest, ValidateOtpResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveSession } from "../../../lib/session.ts";

export function validateOtp(body: ValidateOtpRequest): Promise<ValidateOtpResponse> {
	return api.post("/user/validate/otp", body);
}

/** Checks the code and, when it is right, stores the session (localStorage `token` and `user`). */
export function useValidateOtp() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: validateOtp,
		onSuccess: (data) => {
			saveSession({ token: data.response.token, user: data.response.userInfo });
			// anything fetched as a visitor is refetched as the shopper
			void queryClient.invalidateQueries();
		},
	});
}
