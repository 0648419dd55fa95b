import { cartMessages } from "@pitara/shared";
import { HeartIcon } from "../../../components/ui/icons.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useSession } from "../../../lib/session.ts";
import { useLoginAction } from "../../../lib/use-login-action.ts";
import { useWishlistEntry } from "../api/get-wishlist.ts";
import { useToggleWishlist, useWishlistPending, type WishlistTemplate } from "../api/toggle-wishlist.ts";

export interface WishlistHeartProps {
	/** the variants whose entry fills the heart: a product card's every variant, the product page's chosen one */
	variantIds: readonly number[];
	/** what a tap adds when none of them is on the wishlist */
	template: WishlistTemplate;
	size?: "sm" | "lg";
	className?: string;
}

/**
 * The wishlist heart: filled when the product (or the chosen variant) is on
 * the wishlist. A tap asks the server, and the heart turns when it has
 * answered, with 'Added to wishlist' or 'Removed from wishlist'. Logged out,
 * a tap asks the shopper to log in.
 */
export function WishlistHeart({ variantIds, template, size = "sm", className = "" }: WishlistHeartProps) {
	const session = useSession();
	const toast = useToast();
	const loginAction = useLoginAction();
	const { entry, loading } = useWishlistEntry(variantIds);
	const pending = useWishlistPending(variantIds);
	const toggle = useToggleWishlist();
	const wishlisted = Boolean(session && entry);

	const onClick = (event: { preventDefault(): void }) => {
		// hydrated: the JSON API instead of the form (decision 026)
		event.preventDefault();
		if (!session) {
			toast.error(cartMessages.loginForWishlist, loginAction);
			return;
		}
		toggle.mutate({ product_id: entry?.product_id ?? template.product_id, template });
	};

	const box = size === "lg" ? "h-12 w-12" : "h-10 w-10";
	const icon = size === "lg" ? "h-6 w-6" : "h-5 w-5";
	// a tap before the page hydrated posts the form (decision 026): the page was drawn for a visitor, empty heart
	return (
		<form method="post" action="/form/wishlist" className="contents">
			<input type="hidden" name="product_id" value={template.product_id} />
			<button
				type="submit"
				onClick={onClick}
				disabled={session !== null && (pending || loading)}
				data-wishlisted={wishlisted}
				aria-busy={pending || undefined}
				aria-label={(wishlisted ? cartMessages.wishlistRemoveNamed : cartMessages.wishlistAddNamed).replace(
					"{name}",
					template.name,
				)}
				title={wishlisted ? cartMessages.wishlistRemove : cartMessages.wishlistAdd}
				className={`flex ${box} shrink-0 items-center justify-center rounded-lg border transition-colors disabled:cursor-wait disabled:opacity-60 ${
					wishlisted
						? "border-brand-200 bg-brand-50 text-brand-700"
						: "border-slate-300 bg-white text-slate-600 hover:border-brand-500 hover:text-brand-700"
				} ${className}`}
			>
				<HeartIcon filled={wishlisted} className={icon} />
			</button>
		</form>
	);
}
