import { cartMessages, LIMITS, type WishlistEntry, wishlistMessages } from "@pitara/shared";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { HeartIcon } from "../../components/ui/icons.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { CardCartButtons } from "../../features/cart/components/card-cart-buttons.tsx";
import type { CartLineTemplate } from "../../features/cart/lib/cart-cache.ts";
import { ProductCardSkeleton } from "../../features/products/components/product-card.tsx";
import { useWishlist } from "../../features/wishlist/api/get-wishlist.ts";
import { PriceWatch } from "../../features/wishlist/components/price-watch.tsx";
import { WishlistCard } from "../../features/wishlist/components/wishlist-card.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { Link } from "../../lib/router.tsx";
import { loginHref } from "../../lib/safe-redirect.ts";
import { useSession } from "../../lib/session.ts";

const grid = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";

function CardSkeletons() {
	return (
		<ul aria-hidden="true" className={grid}>
			{Array.from({ length: LIMITS.loadingPlaceholders }, (_, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
				<li key={index}>
					<ProductCardSkeleton />
				</li>
			))}
		</ul>
	);
}

function Boxed({ children }: { children: React.ReactNode }) {
	return (
		<div className="mx-auto mt-8 max-w-md rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
			<HeartIcon className="mx-auto h-12 w-12 text-brand-500" />
			{children}
		</div>
	);
}

/** The cart line a wishlist entry adds: its variant, as the wishlist shows it. */
function cartTemplate(entry: WishlistEntry): CartLineTemplate {
	const { wishlist_id: _id, rating: _rating, available: _available, problem: _problem, ...line } = entry;
	return line;
}

/**
 * Under a wishlist card: the cart's own buttons for the wished-for variant
 * (Add to Cart, then minus / Go to Cart / plus, 'Added to cart!' on the first
 * add). The entry stays on the wishlist. A withdrawn variant says why it
 * cannot be added; a sold-out one says 'Out of stock'.
 */
function EntryActions({ entry }: { entry: WishlistEntry }) {
	if (!entry.available && entry.stock > 0) {
		return (
			<Button size="sm" fullWidth className="min-h-10" disabled>
				{entry.problem ?? cartMessages.noLongerAvailable}
			</Button>
		);
	}
	return (
		<>
			<CardCartButtons template={cartTemplate(entry)} />
			{entry.available ? <PriceWatch variantId={entry.product_id} /> : null}
		</>
	);
}

function WishlistContent() {
	const wishlist = useWishlist({ refetchOnMount: "always" });

	if (wishlist.isPending && !wishlist.isError) {
		return (
			<>
				<PageHeading>{wishlistMessages.myWishlist}</PageHeading>
				<span className="sr-only" role="status">
					{wishlistMessages.loadingYourWishlist}
				</span>
				<div className="mt-6">
					<CardSkeletons />
				</div>
			</>
		);
	}
	if (!wishlist.data) {
		return (
			<>
				<PageHeading>{wishlistMessages.myWishlist}</PageHeading>
				<Alert
					className="mt-6"
					action={
						<div className="flex gap-2">
							<Button variant="secondary" size="sm" onClick={() => wishlist.refetch()} loading={wishlist.isFetching}>
								{wishlistMessages.tryAgain}
							</Button>
							<Link to={loginHref("/wishlist")} className={buttonClasses({ size: "sm" })}>
								{wishlistMessages.loginToContinue}
							</Link>
						</div>
					}
				>
					{errorMessage(wishlist.error, wishlistMessages.loadFailed)}
				</Alert>
			</>
		);
	}

	const entries = wishlist.data;
	return (
		<>
			<PageHeading>{wishlistMessages.myWishlistCount(entries.length)}</PageHeading>
			{entries.length === 0 ? (
				<Boxed>
					<p className="mt-4 text-lg font-semibold text-slate-900">{wishlistMessages.empty}</p>
					<p className="mt-1 text-sm text-slate-600">{wishlistMessages.tapTheHeartOn}</p>
					<Link to="/products" className={buttonClasses({ size: "lg", className: "mt-6" })}>
						{wishlistMessages.browseProducts}
					</Link>
				</Boxed>
			) : (
				<ul className={`mt-6 ${grid}`} aria-label={wishlistMessages.yourWishlist}>
					{entries.map((entry) => (
						<li key={entry.product_id}>
							<WishlistCard entry={entry} actions={<EntryActions entry={entry} />} />
						</li>
					))}
				</ul>
			)}
		</>
	);
}

/** /wishlist: what the shopper keeps an eye on, with Add to Cart and the heart (SPEC.md §2). */
export default function WishlistPage() {
	const session = useSession();
	return (
		<div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
			{session ? (
				<WishlistContent />
			) : (
				<>
					<PageHeading>{wishlistMessages.myWishlist}</PageHeading>
					<Boxed>
						<p className="mt-4 font-semibold text-slate-900">{wishlistMessages.loginToView}</p>
						<Link to={loginHref("/wishlist")} className={buttonClasses({ size: "lg", className: "mt-6" })}>
							{wishlistMessages.logIn}
						</Link>
					</Boxed>
				</>
			)}
		</div>
	);
}
