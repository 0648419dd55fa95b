export const loginToView = "Please login to view your wishlist";
export const loadFailed = "Failed to load wishlist";
export const limit = (max: number) =>
	`Your wishlist can hold up to ${max} items. Please remove one before adding another.`;
export const empty = "Your wishlist is empty";

export const myWishlist = "My Wishlist";
export const loadingYourWishlist = "Loading your wishlist";
export const tryAgain = "Try again";
export const loginToContinue = "Login to continue";
export const tapTheHeartOn = "Tap the heart on anything you like to keep it here.";
export const browseProducts = "Browse Products";
export const yourWishlist = "Your wishlist";
export const logIn = "Log in";
export const myWishlistCount = (count: number) => `My Wishlist (${count})`;
