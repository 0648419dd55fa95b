export const loginToView = "Please login to view your wishlist";
export const loadFailed = "Failed to load wishlist";
export const limit = (max: number) =>
	`Your wishlist can hold up to ${max} items. Please remove one before adding another.`;
export const empty = "Your wishlist is empty";
