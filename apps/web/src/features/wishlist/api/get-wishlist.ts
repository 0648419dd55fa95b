import type { WishlistEntry } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session.ts";
import { wishlistKeys } from "../keys.ts";

/** POST /api/products/wishlist/fetch: the shopper's wishlist, newest first. */
export async function getWishlist(userId: number, signal?: AbortSignal): Promise<WishlistEntry[]> {
	const data = await api.post("/products/wishlist/fetch", { user_id: userId }, { signal });
	return data.response;
}

/** One cache entry per shopper. */
export const wishlistQueryKey = wishlistKeys.of;

export const wishlistQuery = (userId: number | null) =>
	queryOptions({
		queryKey: wishlistQueryKey(userId),
		queryFn: ({ signal }) => {
			if (userId === null) throw new Error("not logged in");
			return getWishlist(userId, signal);
		},
		enabled: userId !== null,
		staleTime: 30_000,
	});

/** The logged-in shopper's wishlist (disabled, with no data, when logged out). */
export function useWishlist(options: { refetchOnMount?: boolean | "always" } = {}) {
	const session = useSession();
	return useQuery({ ...wishlistQuery(session?.user.user_id ?? null), ...options });
}

/** The first wishlist entry among these variants (a product's, or one chosen variant), if any. */
export function useWishlistEntry(variantIds: readonly number[]): {
	entry: WishlistEntry | undefined;
	loading: boolean;
} {
	const session = useSession();
	const query = useQuery({
		...wishlistQuery(session?.user.user_id ?? null),
		select: (entries) => entries.find((entry) => variantIds.includes(entry.product_id)),
	});
	return { entry: query.data, loading: session !== null && query.isPending };
}
