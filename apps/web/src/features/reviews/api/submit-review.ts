import type { Review, ReviewRequest, ReviewSavedResponse } from "@pitara/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Writes the shopper's review of a product, or replaces their earlier one. */
export async function submitReview(productId: number, review: ReviewRequest): Promise<Review> {
	const data = await api.post(`/products/${productId}/reviews`, review);
	return data.response;
}

export function useSubmitReview(productId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (review: ReviewRequest) => submitReview(productId, review),
		onSuccess: async () => {
			// the list, the average and the product's rating on cards all move
			await Promise.all([
				queryClient.invalidateQueries({ queryKey: ["reviews", productId] }),
				queryClient.invalidateQueries({ queryKey: ["products"] }),
			]);
		},
	});
}
