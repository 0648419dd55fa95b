/** The links of the logged-in user menu (SPEC.md §2), in order. */
export const ACCOUNT_LINKS = [
	{ to: "/profile", label: "My Profile" },
	{ to: "/wishlist", label: "My Wishlist" },
	{ to: "/addresses", label: "My Addresses" },
	{ to: "/orders", label: "My Orders" },
	{ to: "/track-order", label: "Track Order" },
	{ to: "/account/privacy", label: "Privacy" },
] as const;
