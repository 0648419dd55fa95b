import { type MessageResponse, messages } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { clearSession } from "../../../lib/session.ts";

/** Ends the session on the server (the token stops working there too). */
export function logout(): Promise<MessageResponse> {
	return api.post<MessageResponse>("/users/logout", {});
}

/**
 * Logs out: the server revokes the token, then (even when the server cannot
 * be reached) `beforeClear` runs — leave pages that need a session there —
 * and the stored token and user and every cached answer are forgotten.
 */
export function useLogout({ beforeClear }: { beforeClear?: () => Promise<void> | void } = {}) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async () => {
			try {
				await logout();
			} catch {
				// the session is forgotten here whatever the server said
			}
			try {
				await beforeClear?.();
			} finally {
				clearSession();
				queryClient.clear();
			}
			return messages.login.loggedOut;
		},
	});
}
