/** Wishlist: the variants each shopper keeps an eye on. Other modules and workflows use only what is here. */

export { wishlistForms } from "./wishlist.forms.ts";
export { removeVariantsFromWishlists } from "./wishlist.repository.ts";
export { wishlistRoutes } from "./wishlist.routes.ts";
