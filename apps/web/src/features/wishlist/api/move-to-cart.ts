import { type MoveToCartResponse, messages, type WishlistEntry } from "@pitara/shared";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../components/ui/toast.tsx";
import { api, errorMessage, ShopperError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session.ts";
import { wishlistQueryKey } from "./get-wishlist.ts";

/** POST /api/product/wishlist/move-to-cart: one in the cart, off the wishlist, in one transaction. */
export function moveToCart(userId: number, productId: number): Promise<MoveToCartResponse> {
	return api.post<MoveToCartResponse>("/product/wishlist/move-to-cart", { user_id: userId, product_id: productId });
}

export const moveToCartMutationKey = ["wishlist", "move-to-cart"] as const;

/**
 * Moves a wishlist entry to the cart. The entry leaves the wishlist when the
 * server has done it; `onMoved` gets the cart line the server answered, for
 * the page to put into the cart (the badge follows at once).
 */
export function useMoveToCart(onMoved: (response: MoveToCartResponse["response"]) => void) {
	const queryClient = useQueryClient();
	const toast = useToast();
	const session = useSession();
	const userId = session?.user.user_id ?? null;
	const key = wishlistQueryKey(userId);

	return useMutation<MoveToCartResponse, Error, number>({
		mutationKey: moveToCartMutationKey,
		mutationFn: (productId) => {
			if (userId === null) throw new ShopperError(messages.cart.loginToAdd);
			return moveToCart(userId, productId);
		},
		onSuccess: async (data, productId) => {
			await queryClient.cancelQueries({ queryKey: key });
			queryClient.setQueryData<WishlistEntry[]>(key, (entries) =>
				entries?.filter((entry) => entry.product_id !== productId),
			);
			onMoved(data.response);
			toast.success(data.message);
		},
		onError: (error) => {
			toast.error(errorMessage(error));
		},
		onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
	});
}

/** True while this entry is being moved. */
export function useMovePending(productId: number): boolean {
	return (
		useIsMutating({
			mutationKey: moveToCartMutationKey,
			predicate: (mutation) => mutation.state.variables === productId,
		}) > 0
	);
}
