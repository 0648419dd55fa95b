import { type AddToCartResponse, type CartItem, cartMessages } from "@pitara/shared";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../components/ui/toast.tsx";
import { api, errorMessage, ShopperError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session.ts";
import { applyQuantity, type CartData, type CartLineTemplate, putServerLine, restoreLine } from "../lib/cart-cache.ts";
import { cartQueryKey } from "./get-cart.ts";

export interface UpdateCartItemInput {
	/** the variant's id */
	product_id: number;
	/** the line's new, absolute quantity; 0 removes it */
	quantity: number;
	/** what to show for a variant not yet in the cart until the server answers */
	template?: CartLineTemplate;
	/**
	 * the toast on success: 'Added to cart!' when the line is new, or 'Removed
	 * from cart'. Said here rather than by the button, which may be gone by then.
	 */
	announce?: "first-add" | "removal";
}

/** POST /api/product/addtocart: sets the absolute quantity of a variant in the shopper's cart. */
export function updateCartItem(userId: number, input: UpdateCartItemInput): Promise<AddToCartResponse> {
	return api.post("/product/addtocart", {
		user_id: userId,
		product_id: input.product_id,
		quantity: input.quantity,
	});
}

export const updateCartMutationKey = ["cart", "set-quantity"] as const;

interface Snapshot {
	line: CartItem | null;
	index: number;
}

/**
 * Changes a line at once on screen (badge, card, /cart and its summary) and
 * then on the server. A failure puts that line back as it was, shows the
 * server's message in a red toast and refetches; when the last of several
 * quick changes settles, the cart is refetched so every number is the
 * server's again.
 */
export function useUpdateCartItem() {
	const queryClient = useQueryClient();
	const toast = useToast();
	const session = useSession();
	const userId = session?.user.user_id ?? null;
	const key = cartQueryKey(userId);

	return useMutation<AddToCartResponse, Error, UpdateCartItemInput, Snapshot>({
		mutationKey: updateCartMutationKey,
		mutationFn: (input) => {
			if (userId === null) throw new ShopperError(cartMessages.loginToUpdate);
			return updateCartItem(userId, input);
		},
		onMutate: async (input) => {
			// an answer already on its way must not overwrite what the shopper just did
			await queryClient.cancelQueries({ queryKey: key });
			const before = queryClient.getQueryData<CartData>(key);
			const index = before?.items.findIndex((item) => item.product_id === input.product_id) ?? -1;
			const snapshot: Snapshot = { line: index === -1 ? null : (before?.items[index] ?? null), index };
			if (before) {
				queryClient.setQueryData<CartData>(
					key,
					applyQuantity(before, input.product_id, input.quantity, input.template),
				);
			}
			return snapshot;
		},
		onSuccess: (data, input) => {
			queryClient.setQueryData<CartData>(key, (cart) =>
				cart ? putServerLine(cart, input.product_id, data.response.item) : cart,
			);
			if (input.announce === "first-add" && data.response.created) toast.success(cartMessages.added);
			if (input.announce === "removal" && data.response.quantity === 0) toast.success(cartMessages.removed);
		},
		onError: (error, input, snapshot) => {
			if (snapshot) {
				queryClient.setQueryData<CartData>(key, (cart) =>
					cart ? restoreLine(cart, input.product_id, snapshot.line, snapshot.index) : cart,
				);
			}
			toast.error(errorMessage(error));
		},
		onSettled: () => {
			// this change is still counted; refetch once the last running one settles
			if (queryClient.isMutating({ mutationKey: updateCartMutationKey }) <= 1) {
				return queryClient.invalidateQueries({ queryKey: key });
			}
		},
	});
}

/** True while a change to this variant's line is on its way. */
export function useCartLinePending(variantId: number): boolean {
	return (
		useIsMutating({
			mutationKey: updateCartMutationKey,
			predicate: (mutation) => (mutation.state.variables as UpdateCartItemInput | undefined)?.product_id === variantId,
		}) > 0
	);
}
