import { loginMessages, type MessageResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { clearSession } from "../../../lib/session.ts";

/** Ends the session on the server (the token stops working there too). */
export function logout(): Promise<MessageResponse> {
	return api.post("/users/logout", {});
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
			return loginMessages.loggedOut;
		},
	});
}

/** Ends every session of the account on the server, this one included. */
export function logoutEverywhere(): Promise<MessageResponse> {
	return api.post("/users/logout-all", {});
}

/**
 * Logs out of all devices. Unlike `useLogout`, this device forgets its
 * session only once the server has ended them all: when the server cannot be
 * reached the shopper stays logged in here and sees the error, so that they
 * can try again instead of believing the other devices are logged out.
 * `beforeClear` gets the server's message (the page may be gone by the time
 * the mutation settles, so say it there).
 */
export function useLogoutEverywhere({ beforeClear }: { beforeClear?: (message: string) => Promise<void> | void } = {}) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async () => {
			const answer = await logoutEverywhere();
			try {
				await beforeClear?.(answer.message || loginMessages.loggedOutEverywhere);
			} finally {
				clearSession();
				queryClient.clear();
			}
		},
	});
}
