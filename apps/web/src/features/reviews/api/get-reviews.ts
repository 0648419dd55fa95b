import { type Reviews, reviewsMessages } from "@pitara/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session.ts";
import { reviewsKeys } from "../keys.ts";

/** A product's reviews, average and count; with a session, the shopper's own review too. */
export async function getReviews(productId: number, signal?: AbortSignal): Promise<Reviews> {
	const data = await api.get(`/products/${productId}/reviews`, { signal });
	if (data?.status !== true || !data.response) throw new ShopperError(reviewsMessages.loadFailed);
	return data.response;
}

/** Keyed by the shopper too: "mine" differs between a visitor and a logged-in shopper. */
export const reviewsQuery = (productId: number, userId: number | null) =>
	queryOptions({
		queryKey: reviewsKeys.list(productId, userId),
		queryFn: ({ signal }) => getReviews(productId, signal),
	});

/**
 * The server renders a visitor's reviews; once hydrated, a signed-in shopper's
 * own are asked for, and the visitor's stay on screen meanwhile (nothing moves).
 */
export function useReviews(productId: number) {
	const session = useSession();
	return useQuery({
		...reviewsQuery(productId, session?.user.user_id ?? null),
		placeholderData: (previous, previousQuery) =>
			previousQuery?.queryKey[1] === productId ? keepPreviousData(previous) : undefined,
	});
}
