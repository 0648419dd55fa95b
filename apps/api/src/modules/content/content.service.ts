import {
	BANNER_LINK_KINDS,
	BANNER_PLACEMENTS,
	type Banner,
	type BannerLinkKind,
	type BannerPlacement,
	type CatalogueLang,
	listingHref,
	publicBannerTitle,
} from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import { catalogueTags } from "../../lib/catalogue-changes.ts";
import { imageUrl } from "../../lib/media.ts";
import { type BannerRow, listBanners } from "./content.repository.ts";

/**
 * The home page's banners. The table is small and read on every home visit,
 * so it is kept whole in the catalogue cache (until a write to it says it
 * changed: lib/catalogue-changes.ts) and filtered per request. The home
 * page's taxonomy (subcategories, super-subcategories, brands) is the
 * catalogue's: catalog/home-taxonomy.service.ts.
 */
const BANNERS_KEY = "content:banners";

interface Deps {
	db: Db;
	cache: CatalogueCache;
}

/** A stored placement or link kind, read back as the shared names (anything else: not placed, a category link). */
const placementOf = (value: string): BannerPlacement =>
	(BANNER_PLACEMENTS as readonly string[]).includes(value) ? (value as BannerPlacement) : "none";
const linkKindOf = (value: string): BannerLinkKind =>
	(BANNER_LINK_KINDS as readonly string[]).includes(value) ? (value as BannerLinkKind) : "category";

/**
 * Where a banner leads, as far as content knows: a category's listing, a path on the shop, or null (a category link
 * without a category: the slot's own link; a product link: the route above resolves it through the catalogue).
 */
export function bannerOwnHref(row: BannerRow): string | null {
	const kind = linkKindOf(row.linkKind);
	if (kind === "path") return row.linkPath || null;
	if (kind === "category" && row.category) {
		return listingHref({ category: row.category, subcategory: row.subCategory || undefined });
	}
	return null;
}

/**
 * The public banner (SPEC.md §9's fields, decision 065): `title` still names its slot in SPEC.md's words
 * (publicBannerTitle), `name` is the owner's name for it, `placement` and the link fields are new.
 */
export function toBanner(row: BannerRow): Banner {
	const placement = placementOf(row.placement);
	const linkKind = linkKindOf(row.linkKind);
	return {
		banner_id: row.id,
		title: publicBannerTitle(placement, row.title),
		url: imageUrl(row.image),
		status: row.status,
		category: row.category,
		subCategory: row.subCategory,
		mediaType: row.mediaType,
		offers: row.offers,
		alt: row.alt,
		position: row.position,
		placement,
		name: row.title,
		link_kind: linkKind,
		product_id: linkKind === "product" ? row.linkProductId : null,
		href: bannerOwnHref(row),
		headline: row.headline,
	};
}

/**
 * A banner as a Hindi answer shows it (decision 061): its Hindi alt text and headline where written, else the English. The
 * title names the home page's slot ("BannerTop"), so it stays.
 */
export function toHindiBanner(row: BannerRow): Banner {
	return { ...toBanner(row), alt: row.altHi || row.alt, headline: row.headlineHi || row.headline };
}

const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;

/** Active banners, optionally narrowed to a category and subcategory (empty strings mean any). */
export async function activeBanners(
	{ db, cache }: Deps,
	filters: { category?: string | undefined; subCategory?: string | undefined } = {},
	lang: CatalogueLang = "en",
): Promise<Banner[]> {
	const all =
		lang === "hi"
			? await cache.rememberList(`${BANNERS_KEY} hi`, catalogueTags.banners, async () =>
					(await listBanners(db)).map(toHindiBanner),
				)
			: await cache.rememberList(BANNERS_KEY, catalogueTags.banners, async () => (await listBanners(db)).map(toBanner));
	const { category, subCategory } = filters;
	return all.filter(
		(banner) =>
			(!category || same(banner.category, category)) && (!subCategory || same(banner.subCategory, subCategory)),
	);
}
