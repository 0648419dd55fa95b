import type { SendOtpResponse } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Asks the server to text a login code to the phone. */
export function sendOtp(phone: string): Promise<SendOtpResponse> {
	return api.post("/user/send/otp", { phone_email: phone });
}

export function useSendOtp() {
	return useMutation({ mutationFn: sendOtp });
}
