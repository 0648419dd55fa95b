import type { NdrAnswerRequest } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** The shopper's answer to a failed delivery: from the order page (signed in) or from the texted link. */
export function useAnswerNdr() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input: {
			via: { orderId: number; shipmentId: number } | { token: string };
			answer: NdrAnswerRequest;
		}) =>
			"token" in input.via
				? api.post(`/links/${input.via.token}/ndr`, input.answer)
				: api.post("/order/ndr/answer", {
						...input.answer,
						order_id: input.via.orderId,
						shipment_id: input.via.shipmentId,
					}),
		onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
	});
}
