import type { VerifyPaymentRequest, VerifyPaymentResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/payment/verify: hands the gateway's signed result to the server, which checks it. */
export function verifyPayment(body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
	return api.post("/payment/verify", body);
}

export function useVerifyPayment() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: verifyPayment,
		onSettled: () => queryClient.invalidateQueries({ queryKey: ["orders"] }),
	});
}
