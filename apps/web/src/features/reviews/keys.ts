/** The reviews feature's query keys. */
export const reviewsKeys = {
	all: ["reviews"] as const,
	ofProduct: (productId: number) => ["reviews", productId] as const,
	/** keyed by the shopper too: "mine" differs between a visitor and a logged-in shopper */
	list: (productId: number, userId: number | null) => ["reviews", productId, userId] as const,
};
