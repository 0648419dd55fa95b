import type { Banner, CatalogueLang } from "@pitara/shared";
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

export function toBanner(row: BannerRow): Banner {
	return {
		banner_id: row.id,
		title: row.title,
		url: imageUrl(row.image),
		status: row.status,
		category: row.category,
		subCategory: row.subCategory,
		mediaType: row.mediaType,
		offers: row.offers,
		alt: row.alt,
		position: row.position,
	};
}

/**
 * A banner as a Hindi answer shows it (decision 061): its Hindi alt text where written, else the English. The
 * title names the home page's slot ("BannerTop"), so it stays.
 */
export function toHindiBanner(row: BannerRow): Banner {
	return { ...toBanner(row), alt: row.altHi || row.alt };
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
