import type { PaymentStart } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/payment/start: a new payment attempt at the gateway for an unpaid online order. */
export async function startPayment(orderId: number): Promise<PaymentStart> {
	const data = await api.post("/payment/start", { order_id: orderId });
	return data.response;
}

export function useStartPayment() {
	return useMutation({ mutationFn: startPayment });
}
