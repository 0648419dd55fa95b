import type { AccountDeletionResponse, SendOtpResponse } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/user/send/otp to the account's own phone: the fresh code deletion asks for. */
export function sendDeletionCode(phone: string): Promise<SendOtpResponse> {
	return api.post("/user/send/otp", { phone_email: phone });
}

/** POST /api/users/privacy/delete: deletes the caller's account with that code. */
export function deleteAccount(otp: string): Promise<AccountDeletionResponse> {
	return api.post("/users/privacy/delete", { otp });
}

export function useSendDeletionCode() {
	return useMutation({ mutationFn: sendDeletionCode });
}

export function useDeleteAccount() {
	return useMutation({ mutationFn: deleteAccount });
}
