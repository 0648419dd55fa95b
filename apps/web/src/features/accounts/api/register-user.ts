import type { RegistrationRequest, RegistrationResponse } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function registerUser(body: RegistrationRequest): Promise<RegistrationResponse> {
	return api.post("/users/registration", body);
}

export function useRegisterUser() {
	return useMutation({ mutationFn: registerUser });
}
