import type { Banner } from "./schemas/content.ts";

/**
 * Where a banner shows on the home page (issue 27 item 6; decision 065): the top carousel, the winter hero,
 * the banner of the Toys, Sports or Books section, or nowhere. Chosen by the owner; before, a magic title chose it.
 */
export const BANNER_PLACEMENTS = ["top", "winter", "toys", "sports", "books", "none"] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export type SectionPlacement = "toys" | "sports" | "books";

/** What a banner links to: a category (or subcategory), a product, or a path on the shop. */
export const BANNER_LINK_KINDS = ["category", "product", "path"] as const;
export type BannerLinkKind = (typeof BANNER_LINK_KINDS)[number];

/**
 * The title each placement was chosen by before (SPEC.md §9), which the public banner answer's `title` still says,
 * so that a client reading SPEC.md's titles finds the same banners (decision 065).
 */
export const SLOT_TITLES: Record<Exclude<BannerPlacement, "none">, string> = {
	top: "BannerTop",
	winter: "winter",
	toys: "homeBannerToys",
	sports: "homeBannerSports",
	books: "homeBannerBooks",
};

/** The placement an old-style title meant (SPEC.md §9): how stored banners were backfilled, and a create without one. */
export function placementOfTitle(title: string): BannerPlacement {
	const entry = Object.entries(SLOT_TITLES).find(([, slotTitle]) => slotTitle === title.trim());
	return (entry?.[0] as BannerPlacement | undefined) ?? "none";
}

/**
 * The public answer's `title` of a banner (decision 065): its slot's SPEC.md §9 title when it is placed; else the
 * owner's name, marked when that name is itself a slot's title (or the exact "winter"), so no old-style client
 * mistakes a banner that is not placed for one that is.
 */
export function publicBannerTitle(placement: BannerPlacement, name: string): string {
	if (placement !== "none") return SLOT_TITLES[placement];
	return Object.values(SLOT_TITLES).includes(name.trim()) ? `${name.trim()} (not placed)` : name;
}

const byOrder = (a: Banner, b: Banner) => a.position - b.position || a.banner_id - b.banner_id;

/** SPEC.md §9: the top carousel's banners (placed there and shown), in their position order. */
export function topBanners(banners: readonly Banner[]): Banner[] {
	return banners.filter((banner) => banner.placement === "top" && banner.status === 1).sort(byOrder);
}

/** SPEC.md §9: the winter hero's banner, an image one; of several, the first by order. */
export function winterBanner(banners: readonly Banner[]): Banner | undefined {
	return banners
		.filter((banner) => banner.placement === "winter" && banner.status === 1 && banner.mediaType === "image")
		.sort(byOrder)[0];
}

/** The banner of a home section (Toys, Sports, Books): of those placed there and shown, the first by order. */
export function sectionBanner(banners: readonly Banner[], placement: SectionPlacement): Banner | undefined {
	return banners.filter((banner) => banner.placement === placement && banner.status === 1).sort(byOrder)[0];
}

/**
 * A path on the shop a banner may link to: it starts with one "/", and has no scheme, no "//" host, no backslash,
 * no space or control character (so never `javascript:`, another site, or a protocol-relative URL).
 */
export function isShopPath(path: string): boolean {
	return (
		/^\/(?![/\\])[^\s\\]*$/.test(path) &&
		// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
		!/[\u0000-\u001f\u007f]/.test(path) &&
		path.length <= 300
	);
}
