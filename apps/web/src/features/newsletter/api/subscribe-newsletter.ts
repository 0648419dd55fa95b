import type { NewsletterRequest, NewsletterResponse } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Adds a parent's e-mail to the newsletter; an address already on the list is a success too. */
export function subscribeNewsletter(body: NewsletterRequest): Promise<NewsletterResponse> {
	return api.post("/newsletter/subscribe", body);
}

export function useSubscribeNewsletter() {
	return useMutation({ mutationFn: subscribeNewsletter });
}
