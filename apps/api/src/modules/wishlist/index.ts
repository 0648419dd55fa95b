/** Wishlist: the variants each shopper keeps an eye on. Other modules and workflows use only what is here. */

export { clearWishlistOfUser, removeVariantsFromWishlists, usersWishing } from "./wishlist.repository.ts";
export { fetchWishlist, keepInWishlist, toggleWishlist } from "./wishlist.service.ts";
