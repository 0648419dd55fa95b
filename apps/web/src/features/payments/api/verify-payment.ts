import type { VerifyPaymentRequest, VerifyPaymentResponse } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/payment/verify: hands the gateway's signed result to the server, which checks it. */
export function verifyPayment(body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
	return api.post("/payment/verify", body);
}

/** `onSettled` is what a checked payment makes stale elsewhere (the orders), composed by the app (app/stale-after.ts). */
export function useVerifyPayment({ onSettled }: { onSettled?: () => Promise<unknown> } = {}) {
	return useMutation({
		mutationFn: verifyPayment,
		onSettled,
	});
}
