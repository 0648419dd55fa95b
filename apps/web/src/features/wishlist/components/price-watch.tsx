import { alertMessages } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, errorMessage } from "../../../lib/api-client.ts";

/** the variants whose price the shopper watches (from the account's messages; a key of this feature's own) */
const WATCHES_KEY = ["wishlist", "price-watches"] as const;

/**
 * "Tell me if the price drops" under a wishlist item (issue 26 item 6): one tap turns the watch on or off
 * (`aria-pressed`). The server alerts when the price falls 10% or ₹100 below today's price, at most weekly;
 * without the shopper's consent to offers and alerts it says so here, with the way to give it.
 */
export function PriceWatch({ variantId }: { variantId: number }) {
	const queryClient = useQueryClient();
	const watches = useQuery({
		queryKey: WATCHES_KEY,
		queryFn: ({ signal }) =>
			api
				.get("/account/messages", { signal })
				.then((data) => data.response.price_alerts.map((alert) => alert.product_id)),
	});
	const toggle = useMutation({
		mutationFn: (on: boolean) => api.post("/account/price-alerts", { product_id: variantId, on }),
		onSuccess: (data) => {
			queryClient.setQueryData<number[]>(WATCHES_KEY, (ids = []) =>
				data.response.watching ? [...new Set([...ids, variantId])] : ids.filter((id) => id !== variantId),
			);
		},
	});
	const watching = toggle.isPending ? toggle.variables === true : (watches.data ?? []).includes(variantId);
	const answer = toggle.data?.response;
	return (
		<div className="mt-2 text-xs">
			<button
				type="button"
				aria-pressed={watching}
				disabled={watches.isPending || toggle.isPending}
				onClick={() => toggle.mutate(!watching)}
				className={`min-h-9 w-full rounded-lg border px-2 py-1.5 font-medium ${
					watching ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 text-slate-700"
				}`}
			>
				{alertMessages.priceWatch}
			</button>
			<p role="status" className="mt-1 text-slate-600">
				{toggle.isError
					? errorMessage(toggle.error, alertMessages.saveFailed)
					: answer?.watching
						? answer.consent
							? alertMessages.priceWatchOn
							: alertMessages.priceWatchNeedsConsent
						: answer
							? alertMessages.priceWatchOff
							: ""}
			</p>
		</div>
	);
}
