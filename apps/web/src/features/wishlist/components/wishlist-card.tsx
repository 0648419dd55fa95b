import { catalogMessages, productHref, type WishlistEntry } from "@pitara/shared";
import type { ReactNode } from "react";
import { DiscountBadge, Price } from "../../../components/ui/price.tsx";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import { fallbackToPlaceholder, imageSources } from "../../../lib/images.ts";
import { Link } from "../../../lib/router.tsx";
import { WishlistHeart } from "./wishlist-heart.tsx";

/**
 * A wishlist entry (SPEC.md §2 /wishlist): first picture, name, brand,
 * price, the mrp struck through when higher, the rounded percent off, and
 * the product's real rating and review count. It links to the product on
 * the wished-for size and colour. Under it, `actions`: the page puts the
 * cart's Add to Cart there (SPEC.md §2), which leaves the entry where it is;
 * only the heart takes it off.
 */
export function WishlistCard({ entry, actions }: { entry: WishlistEntry; actions: ReactNode }) {
	const href = `${productHref(entry.category, entry.slug)}?variant=${entry.product_id}`;
	const sources = imageSources(entry.images[0]?.image_url);

	return (
		<article
			className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
			data-testid="wishlist-card"
		>
			<Link to={href} className="flex flex-1 flex-col">
				<div className="relative aspect-square overflow-hidden bg-slate-50">
					<img
						src={sources.src}
						srcSet={sources.srcSet}
						sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
						alt={entry.images[0]?.alt || entry.name}
						width={480}
						height={480}
						loading="lazy"
						decoding="async"
						onError={fallbackToPlaceholder}
						className={`h-full w-full object-cover ${entry.available ? "" : "opacity-60 grayscale"}`}
					/>
					<DiscountBadge price={entry.price} mrp={entry.mrp} />
					{entry.problem ? (
						<span className="absolute bottom-2 left-2 rounded-md bg-slate-900/80 px-1.5 py-0.5 text-xs font-semibold text-white">
							{entry.problem}
						</span>
					) : null}
				</div>
				<div className="flex flex-1 flex-col gap-1 p-3">
					<p className="truncate text-xs font-medium uppercase tracking-wide text-slate-500">{entry.brand}</p>
					<h2 className="line-clamp-2 text-sm font-medium leading-snug text-slate-900">{entry.name}</h2>
					<p className="text-xs text-slate-500">
						{entry.size} · {entry.color}
					</p>
					<p className="flex items-center gap-1 text-xs text-slate-500">
						<StarRating
							value={entry.rating.average}
							className="h-3.5 w-3.5"
							label={entry.rating.count > 0 ? undefined : catalogMessages.notRatedYet}
						/>
						<span aria-hidden="true">({entry.rating.count})</span>
						<span className="sr-only">
							{entry.rating.count} {entry.rating.count === 1 ? catalogMessages.reviewOne : catalogMessages.reviewMany}
						</span>
					</p>
					<Price price={entry.price} mrp={entry.mrp} className="mt-auto pt-1" />
				</div>
			</Link>
			<div className="px-3 pb-3">{actions}</div>
			{/* over the picture, outside the link */}
			<WishlistHeart variantIds={[entry.product_id]} template={entry} className="absolute right-2 top-2 shadow-sm" />
		</article>
	);
}
