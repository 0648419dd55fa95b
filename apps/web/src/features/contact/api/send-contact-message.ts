import type { ContactRequest, ContactResponse } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Stores a message for the shop's staff. */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
	return api.post("/contact", body);
}

export function useSendContactMessage() {
	return useMutation({ mutationFn: sendContactMessage });
}
