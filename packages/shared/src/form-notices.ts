import * as alertMessages from "./messages/alerts.ts";
import * as cartMessages from "./messages/cart.ts";
import * as wishlistMessages from "./messages/wishlist.ts";

/**
 * What a shop form posted without JavaScript (POST /form/cart, /form/wishlist:
 * a tap before the page hydrated) answered, carried back to the page in its
 * URL as `?notice=<code>` by the server's 303 (decision 026). Codes, never
 * text: a link cannot make the shop's page say something the shop did not.
 * A number the text needs rides in the code ("stock-3", "cart-limit-50"), so
 * this module needs no constants from the schemas (zod stays out of the pages).
 */
export const FORM_NOTICE_PARAM = "notice";

export type FormNoticeCode =
	| "cart-added"
	| "cart-kept"
	| "wishlist-added"
	| "wishlist-kept"
	| "unavailable"
	| "not-found"
	| "quantity"
	| "stock-alert"
	| `stock-${number}`
	| `cart-limit-${number}`
	| `wishlist-limit-${number}`;

export interface FormNotice {
	text: string;
	/** its link (View cart, View wishlist), when it has one */
	link?: { href: string; label: string };
	/** a refusal, shown as an error */
	error?: boolean;
}

/** The notice a code stands for, or null for a code the shop never sends. */
export function formNotice(code: string | null): FormNotice | null {
	const cart = { href: "/cart", label: "View cart" };
	const wishlist = { href: "/wishlist", label: "View wishlist" };
	if (code === "cart-added") return { text: cartMessages.added, link: cart };
	if (code === "cart-kept") return { text: "This size is already in your cart.", link: cart };
	if (code === "wishlist-added") return { text: cartMessages.wishlistAdded, link: wishlist };
	if (code === "wishlist-kept") return { text: "This is already in your wishlist.", link: wishlist };
	if (code === "unavailable") return { text: cartMessages.noLongerAvailable, error: true };
	if (code === "not-found") return { text: cartMessages.badProduct, error: true };
	if (code === "quantity") return { text: cartMessages.quantityRequired, error: true };
	if (code === "stock-alert")
		return { text: alertMessages.notifyMeSaved, link: { href: "/profile", label: "Your alerts" } };
	const [, kind, n] = /^(stock|cart-limit|wishlist-limit)-(\d{1,4})$/.exec(code ?? "") ?? [];
	if (!kind) return null;
	const count = Number(n);
	const text =
		kind === "stock"
			? cartMessages.stockLimit(count)
			: kind === "cart-limit"
				? cartMessages.lineLimit(count)
				: wishlistMessages.limit(count);
	return { text, error: true };
}
