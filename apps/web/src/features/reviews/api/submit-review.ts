import type { Review, ReviewRequest } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { reviewsKeys } from "../keys.ts";

/** Writes the shopper's review of a product, or replaces their earlier one. */
export async function submitReview(productId: number, review: ReviewRequest): Promise<Review> {
	const data = await api.post(`/products/${productId}/reviews`, review);
	return data.response;
}

/** `onSaved` is what a review makes stale outside this feature (the product's rating), composed by the app. */
export function useSubmitReview(productId: number, onSaved?: () => Promise<unknown>) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (review: ReviewRequest) => submitReview(productId, review),
		onSuccess: async () => {
			// the list, the average and the product's rating on cards all move
			await Promise.all([queryClient.invalidateQueries({ queryKey: reviewsKeys.ofProduct(productId) }), onSaved?.()]);
		},
	});
}
