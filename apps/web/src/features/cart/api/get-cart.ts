import type { CartItem } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session.ts";
import { cartKeys } from "../keys.ts";
import type { CartData } from "../lib/cart-cache.ts";

/** POST /api/products/addtocart/fetch: the shopper's lines, what they cost and the total quantity. */
export async function getCart(userId: number, signal?: AbortSignal): Promise<CartData> {
	const data = await api.post("/products/addtocart/fetch", { userId }, { signal });
	return { items: data.response, summary: data.summary, count: data.count };
}

/** One cache entry per shopper, so that a login as someone else never shows the last one's cart. */
export const cartQueryKey = cartKeys.of;

export const cartQuery = (userId: number | null) =>
	queryOptions({
		queryKey: cartQueryKey(userId),
		queryFn: ({ signal }) => {
			if (userId === null) throw new Error("not logged in");
			return getCart(userId, signal);
		},
		enabled: userId !== null,
		staleTime: 30_000,
	});

/**
 * The cart of the logged-in shopper: the one source for the header badge,
 * the product buttons and /cart (disabled, with no data, when logged out).
 */
export function useCart(options: { refetchOnMount?: boolean | "always" } = {}) {
	const session = useSession();
	return useQuery({ ...cartQuery(session?.user.user_id ?? null), ...options });
}

/** The cart's line of one variant, if it is in the cart. */
export function useCartLine(variantId: number): { line: CartItem | undefined; loading: boolean } {
	const session = useSession();
	const query = useQuery({
		...cartQuery(session?.user.user_id ?? null),
		select: (cart) => cart.items.find((item) => item.product_id === variantId),
	});
	return { line: query.data, loading: session !== null && query.isPending };
}

/** Which of one product's variants is in the cart: `prefer` if it is, else the first found, else undefined. */
export function useVariantInCart(variantIds: readonly number[], prefer?: number | null): number | undefined {
	const session = useSession();
	const query = useQuery({
		...cartQuery(session?.user.user_id ?? null),
		select: (cart) =>
			cart.items.find((item) => item.product_id === prefer)?.product_id ??
			cart.items.find((item) => variantIds.includes(item.product_id))?.product_id,
	});
	return session ? query.data : undefined;
}

/** The total quantity in the cart: 0 when logged out or not loaded yet. */
export function useCartCount(): number {
	const session = useSession();
	const query = useQuery({ ...cartQuery(session?.user.user_id ?? null), select: (cart) => cart.count });
	return session ? (query.data ?? 0) : 0;
}
