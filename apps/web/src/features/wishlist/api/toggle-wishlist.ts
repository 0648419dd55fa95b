import { cartMessages, type WishlistEntry, type WishlistToggleResponse } from "@pitara/shared";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../components/ui/toast.tsx";
import { api, errorMessage, ShopperError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session.ts";
import { wishlistQueryKey } from "./get-wishlist.ts";

/** What a heart knows about a variant before it is on the wishlist: enough to list it at once. */
export type WishlistTemplate = Omit<WishlistEntry, "wishlist_id">;

export interface ToggleWishlistInput {
	/** the variant's id */
	product_id: number;
	template?: WishlistTemplate;
}

/** POST /api/product/wishlist: adds the variant, or removes it when it is there; answers which way. */
export function toggleWishlist(userId: number, productId: number): Promise<WishlistToggleResponse> {
	return api.post("/product/wishlist", { user_id: userId, product_id: productId });
}

export const toggleWishlistMutationKey = ["wishlist", "toggle"] as const;

/**
 * Toggles a heart on the server; the heart changes when the server has said
 * which way it went (SPEC.md §4), with its message in a toast. A failure
 * shows the server's message in a red toast. The wishlist is refetched after.
 */
export function useToggleWishlist() {
	const queryClient = useQueryClient();
	const toast = useToast();
	const session = useSession();
	const userId = session?.user.user_id ?? null;
	const key = wishlistQueryKey(userId);

	return useMutation<WishlistToggleResponse, Error, ToggleWishlistInput>({
		mutationKey: toggleWishlistMutationKey,
		mutationFn: (input) => {
			if (userId === null) throw new ShopperError(cartMessages.loginForWishlist);
			return toggleWishlist(userId, input.product_id);
		},
		onSuccess: async (data, input) => {
			await queryClient.cancelQueries({ queryKey: key });
			queryClient.setQueryData<WishlistEntry[]>(key, (entries) => {
				if (!entries) return entries;
				const others = entries.filter((entry) => entry.product_id !== input.product_id);
				if (!data.response.wishlisted) return others;
				// listed at once; the refetch brings its real id
				return input.template ? [{ ...input.template, wishlist_id: -input.product_id }, ...others] : entries;
			});
			toast.success(data.message);
		},
		onError: (error) => {
			toast.error(errorMessage(error));
		},
		onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
	});
}

/** True while a toggle of one of these variants is on its way. */
export function useWishlistPending(variantIds: readonly number[]): boolean {
	return (
		useIsMutating({
			mutationKey: toggleWishlistMutationKey,
			predicate: (mutation) =>
				variantIds.includes((mutation.state.variables as ToggleWishlistInput | undefined)?.product_id ?? -1),
		}) > 0
	);
}
