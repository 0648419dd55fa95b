import type { AccountMessagesResponse, ConsentChangeRequest } from "@pitara/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** its query key (here, not in keys.ts: that one is in every page's first load) */
const MESSAGES_KEY = ["account-messages"] as const;

export type AccountMessages = AccountMessagesResponse["response"];

/** GET /account/messages: the shopper's message consents and their Notify me alerts. */
export const accountMessagesQuery = () =>
	queryOptions({
		queryKey: MESSAGES_KEY,
		queryFn: ({ signal }) => api.get("/account/messages", { signal }).then((data) => data.response),
	});

export function useAccountMessages() {
	return useQuery(accountMessagesQuery());
}

/** Turns one consent on or off, or stops an alert; the answer is the whole list again. */
export function useChangeMessages() {
	const queryClient = useQueryClient();
	const save = (data: AccountMessagesResponse) => queryClient.setQueryData(MESSAGES_KEY, data.response);
	return {
		consent: useMutation({
			mutationFn: (body: ConsentChangeRequest) => api.post("/account/messages/consent", body),
			onSuccess: save,
		}),
		stop: useMutation({
			mutationFn: (alertId: number) => api.post("/account/alerts/stop", { alert_id: alertId }),
			onSuccess: save,
		}),
		/** stops a price watch (issue 26 item 6) */
		stopPrice: useMutation({
			mutationFn: (alertId: number) => api.post("/account/alerts/stop", { alert_id: alertId, kind: "price" }),
			onSuccess: save,
		}),
	};
}
