import { shellMessages } from "@pitara/shared";
/** The links of the logged-in user menu (SPEC.md §2), in order. */
export const ACCOUNT_LINKS = [
	{ to: "/profile", label: shellMessages.myProfile },
	{ to: "/wishlist", label: shellMessages.myWishlist },
	{ to: "/addresses", label: shellMessages.myAddresses },
	{ to: "/orders", label: shellMessages.myOrders },
	{ to: "/track-order", label: shellMessages.trackOrder },
	{ to: "/account/privacy", label: shellMessages.privacy },
] as const;
