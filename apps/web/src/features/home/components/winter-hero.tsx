import { BANNER_IMAGE_WIDTHS, BANNER_SIZES, homeMessages, listingHref, winterBanner } from "@pitara/shared";
import { fallbackToPlaceholder, imageSources } from "../../../lib/images.ts";
import { Link } from "../../../lib/router.tsx";
import { useBanners } from "../api/get-banners.ts";

export const WINTER_FALLBACK_IMAGE = "/winter-fallback.svg";

/**
 * The winter hero: the image banner placed there (SPEC.md §9's `winter`; decision 065), or
 * a drawn fallback while there is none, under the call to buy the winter
 * collection.
 */
export function WinterHero() {
	const { data, isPending } = useBanners();
	const banner = data ? winterBanner(data) : undefined;
	const href = banner?.href ?? listingHref({ category: "Girls", subcategory: "Winter Wear" });
	const image = banner?.url ? imageSources(banner.url, BANNER_IMAGE_WIDTHS) : { src: WINTER_FALLBACK_IMAGE };
	return (
		<section aria-labelledby="winter-heading" className="overflow-hidden rounded-2xl shadow-sm ring-1 ring-sky-100">
			<Link to={href} className="block bg-sky-50" tabIndex={-1} aria-hidden="true">
				{isPending ? (
					// no fallback picture that would flash before the real banner arrives
					<span className="block aspect-[3/1] w-full" />
				) : (
					<img
						{...image}
						sizes={BANNER_SIZES}
						alt=""
						width={1920}
						height={640}
						loading="lazy"
						decoding="async"
						onError={fallbackToPlaceholder}
						className="aspect-[3/1] w-full object-cover"
					/>
				)}
			</Link>
			<div className="flex items-center justify-between gap-3 bg-gradient-to-r from-sky-900 to-indigo-900 px-4 py-3 text-white sm:px-6 sm:py-4">
				<div>
					<h2 id="winter-heading" className="text-sm font-extrabold tracking-wide sm:text-lg">
						{homeMessages.winterFallback}
					</h2>
					<p className="mt-0.5 hidden text-sm text-sky-100 sm:block">{banner?.alt || homeMessages.winterHeroAlt}</p>
				</div>
				<Link
					to={href}
					aria-label={homeMessages.shopNowWinterCollection}
					className="shrink-0 rounded-full bg-white px-4 py-2 text-sm font-bold text-sky-900 shadow hover:bg-sky-50"
				>
					{homeMessages.shopNow}
				</Link>
			</div>
		</section>
	);
}
