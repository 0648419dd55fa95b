export const wishlistMessages = {
	loginToView: "Please login to view your wishlist",
	loadFailed: "Failed to load wishlist",
	limit: (max: number) => `Your wishlist can hold up to ${max} items. Please remove one before adding another.`,
	empty: "Your wishlist is empty",
} as const;
