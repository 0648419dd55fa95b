/** The cart feature's query keys; other features and the app name these, never the strings. */
export const cartKeys = {
	/** every shopper's cart: what a placed order makes stale */
	all: ["cart"] as const,
	of: (userId: number | null) => ["cart", userId] as const,
};
