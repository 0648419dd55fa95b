/** The wishlist feature's query keys. */
export const wishlistKeys = {
	all: ["wishlist"] as const,
	of: (userId: number | null) => ["wishlist", userId] as const,
};
