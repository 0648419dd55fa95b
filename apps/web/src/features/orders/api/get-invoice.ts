import type { Invoice } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersKeys } from "../keys.ts";

/** POST /api/order/invoice/fetch: the invoice is the first item of the answer's list, or null. */
export async function getInvoice(orderId: number, signal?: AbortSignal): Promise<Invoice | null> {
	const data = await api.post("/order/invoice/fetch", { order_id: orderId }, { signal });
	return Array.isArray(data.response) ? (data.response[0] ?? null) : null;
}

export const invoiceQuery = (orderId: number) =>
	queryOptions({
		queryKey: ordersKeys.invoice(orderId),
		queryFn: ({ signal }) => getInvoice(orderId, signal),
	});

export function useInvoice(orderId: number) {
	return useQuery(invoiceQuery(orderId));
}
