import { BANNER_IMAGE_WIDTHS, BANNER_SIZES, type Banner } from "@pitara/shared";
import { fallbackToPlaceholder, imageSources } from "../../../lib/images.ts";
import { Link } from "../../../lib/router.tsx";
import { BannerHeadline } from "./banner-headline.tsx";

/** A section's wide banner, below the fold: lazy, with its size reserved. */
export function SectionBanner({ banner, fallbackHref }: { banner: Banner | undefined; fallbackHref: string }) {
	if (!banner?.url) return null;
	// the banner's link (a listing, a product, a path on the shop), else the section's own listing
	const href = banner.href ?? fallbackHref;
	return (
		<Link
			to={href}
			className={`mb-4 block overflow-hidden rounded-2xl bg-slate-50 shadow-sm${banner.headline ? " relative" : ""}`}
		>
			<img
				{...imageSources(banner.url, BANNER_IMAGE_WIDTHS)}
				sizes={BANNER_SIZES}
				alt={banner.alt || banner.title}
				width={1920}
				height={640}
				loading="lazy"
				decoding="async"
				onError={fallbackToPlaceholder}
				className="aspect-[3/1] w-full object-cover"
			/>
			<BannerHeadline text={banner.headline} />
		</Link>
	);
}
