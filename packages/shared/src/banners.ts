import type { Banner } from "./schemas/content.ts";

/** SPEC.md §9: top banners are those titled BannerTop, in their position order. */
export function topBanners(banners: readonly Banner[]): Banner[] {
	return banners
		.filter((banner) => banner.title === "BannerTop" && banner.status === 1)
		.sort((a, b) => a.position - b.position || a.banner_id - b.banner_id);
}

/**
 * SPEC.md §9: winter banners are image banners with 'winter' in the title,
 * and only the one titled exactly `winter` is shown.
 */
export function winterBanner(banners: readonly Banner[]): Banner | undefined {
	return banners
		.filter((banner) => banner.status === 1 && banner.mediaType === "image" && /winter/i.test(banner.title))
		.find((banner) => banner.title === "winter");
}

/** The active banner of a home section (homeBannerToys, homeBannerSports, homeBannerBooks). */
export function sectionBanner(banners: readonly Banner[], title: string): Banner | undefined {
	return banners.find((banner) => banner.title === title && banner.status === 1);
}
